import { STRINGS_SCRIPT_ID } from '../../src/i18n/namespaces.ts'
import { langFromPath } from '../../src/i18n/paths.ts'
import { readStrings } from '../content/files.ts'

const cache = new Map<string, string>()

function stringsJson(root: string, lang: string): string {
  let json = cache.get(lang)
  if (!json) {
    // "<" escaped so no string can close the script element.
    json = JSON.stringify(readStrings(root, lang)).replace(/</g, '\\u003c')
    cache.set(lang, json)
  }
  return json
}

/**
 * Puts the page language's strings into its HTML as inert JSON, so the browser hydrates
 * without fetching them (src/i18n/boot.ts reads them back).
 */
export function inlineStrings(root: string, route: string, html: string): string {
  const lang = langFromPath(route.startsWith('/') ? route : `/${route}`)
  const script = `<script type="application/json" id="${STRINGS_SCRIPT_ID}">${stringsJson(root, lang)}</script>`
  return html.replace('</head>', `${script}</head>`)
}
