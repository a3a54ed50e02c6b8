import { LANGS, isLang } from './languages'
import { ensureStrings, primeStrings } from './instances'
import { langFromPath } from './paths'
import { STRINGS_SCRIPT_ID, type Strings } from './namespaces'

/**
 * Runs before the first render. The server loads every language. The browser takes the page's
 * own language from the JSON inlined in the HTML, so hydration needs no request; when the HTML
 * belongs to another language (a host serving the es 404.html for /en/...), the page is rendered
 * afresh instead of hydrated, after that language's strings have loaded.
 */
export async function bootStrings(isClient: boolean): Promise<void> {
  if (!isClient) {
    await Promise.all(LANGS.map(ensureStrings))
    return
  }
  const lang = langFromPath(window.location.pathname)
  const inline = document.getElementById(STRINGS_SCRIPT_ID)
  const htmlLang = document.documentElement.lang
  if (inline?.textContent && isLang(htmlLang) && htmlLang === lang) {
    primeStrings(lang, JSON.parse(inline.textContent) as Strings)
    return
  }
  document.querySelector('[data-server-rendered]')?.removeAttribute('data-server-rendered')
  await ensureStrings(lang)
}
