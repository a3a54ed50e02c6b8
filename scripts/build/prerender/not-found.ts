import { LANGS } from '../../../src/i18n/languages.ts'
import { localePath } from '../../../src/i18n/paths.ts'

/** Each language's not-found page, rendered as a page at these addresses and then written as its 404.html. */
export const NOT_FOUND_PATHS = LANGS.map((lang) => localePath(lang, '/404'))

/** The id of the data block that holds the other languages' pages. */
export const NOT_FOUND_PAGES_ID = 'not-found-pages'

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/g

/** A page's body, without its scripts: the root page's own run after the swap. */
function bodyOf(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1]
  if (body === undefined) throw new Error('A not-found page has no <body>')
  return body.replace(SCRIPTS, '')
}

/** The text of a page's <title>, as React escaped it (`&<>"'`) undone. */
function titleOf(html: string): string {
  const title = /<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
  if (title === undefined) throw new Error('A not-found page has no <title>')
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
  return title.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity)
}

/** The root 404.html, which some hosts send for every unknown address, with the other languages' pages as data its page script swaps in. */
export function withLanguagePages(rootPage: string, others: readonly { lang: string; html: string }[], pageScript: string): string {
  const at = rootPage.lastIndexOf(`<script>${pageScript}</script>`)
  if (at < 0) throw new Error('The root 404.html has no page script to put the other languages before')
  const pages = Object.fromEntries(others.map(({ lang, html }) => [lang, { title: titleOf(html), body: bodyOf(html) }]))
  const data = JSON.stringify(pages).replace(/</g, '\\u003c')
  return `${rootPage.slice(0, at)}<script type="application/json" id="${NOT_FOUND_PAGES_ID}">${data}</script>${rootPage.slice(at)}`
}
