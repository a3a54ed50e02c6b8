import { DEFAULT_LANG, isLang, type Lang } from './languages.ts'

/**
 * The address a page is published at: behind a trailing slash ("/en/about/"), the form every
 * static host answers with 200 for the build's `en/about/index.html` and no configuration
 * (docs/deploying.md has the table of hosts). A file keeps its name: a path whose last segment
 * has an extension ("/rss.xml", "/images/a.jpg") is not a page; no page's slug has a dot (keys,
 * slugs and tags are lowercase letters, digits, `-` and `_`). The query and fragment stay as
 * they are.
 */
export function publishedPath(path: string): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(path) ?? []
  const absolute = pathname.startsWith('/') ? pathname : `/${pathname}`
  const last = absolute.slice(absolute.lastIndexOf('/') + 1)
  const page = absolute.endsWith('/') || last.includes('.') ? absolute : `${absolute}/`
  return `${page}${rest}`
}

/**
 * The one place that builds a localized URL. `path` is the language-neutral route ("/",
 * "/services/integracion_crms", "/contact?selected_service=x", "/rss.xml"); es stays
 * unprefixed; a page comes out in its published form ("/en/services/integracion_crms/").
 */
export function localePath(lang: Lang, path: string): string {
  const neutral = publishedPath(path)
  return lang === DEFAULT_LANG ? neutral : `/${lang}${neutral}`
}

/** The language a pathname belongs to: its first segment when that is a prefixed language. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG
}

/**
 * The language-neutral page of a pathname, in either form and without its trailing slash:
 * "/en/about/" and "/en/about" -> "/about", "/en/" -> "/". `localePath(lang, neutralPath(p))`
 * gives p's address in the published form.
 */
export function neutralPath(pathname: string): string {
  const lang = langFromPath(pathname)
  const rest = lang === DEFAULT_LANG ? pathname : pathname.slice(lang.length + 1)
  const page = rest.replace(/\/+$/, '')
  return page === '' ? '/' : page
}

/**
 * The address a file of the build is served at, with no redirect: "en/about/index.html" ->
 * "/en/about/", "index.html" -> "/", "rss.xml" -> "/rss.xml". (`relativeFile` is relative to
 * dist/, with forward slashes.)
 */
export function fileAddress(relativeFile: string): string {
  return `/${relativeFile.replace(/(^|\/)index\.html$/, '$1')}`
}
