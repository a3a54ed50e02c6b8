import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { langFromPath } from '../../src/i18n/paths'
import { NAMESPACES, STRINGS_SCRIPT_ID } from '../../src/i18n/namespaces'

const cache = new Map<string, string>()

function stringsJson(root: string, lang: string): string {
  let json = cache.get(lang)
  if (!json) {
    const strings = Object.fromEntries(
      NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(root, 'content', lang, 'strings', `${ns}.json`), 'utf8'))]),
    )
    // "<" escaped so no string can close the script element.
    json = JSON.stringify(strings).replace(/</g, '\\u003c')
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
