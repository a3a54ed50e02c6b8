import { DEFAULT_LANG, isLang, type Lang } from './languages.ts'

/**
 * The one place that builds a localized URL. `path` is the language-neutral route
 * ("/", "/services/integracion_crms", "/contact?selected_service=x"); es stays unprefixed.
 */
export function localePath(lang: Lang, path: string): string {
  const neutral = path.startsWith('/') ? path : `/${path}`
  if (lang === DEFAULT_LANG) return neutral
  return neutral === '/' ? `/${lang}` : `/${lang}${neutral}`
}

/** The language a pathname belongs to: its first segment when that is a prefixed language. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG
}

/** The language-neutral part of a pathname: "/en/about" -> "/about", "/en" -> "/". */
export function neutralPath(pathname: string): string {
  const lang = langFromPath(pathname)
  if (lang === DEFAULT_LANG) return pathname || '/'
  const rest = pathname.slice(lang.length + 1)
  return rest === '' ? '/' : rest
}
