/** The site's languages. es is the default: served without a URL prefix, and the fallback. */
export const LANGS = ['es', 'en', 'pt'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'es'

/** How each language names itself in the selector (docs/decisions.md, "Translated labels, and Português with its accent"). */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
}

/** Open Graph locale of each language. */
export const LANG_LOCALES: Record<Lang, string> = {
  es: 'es_UY',
  en: 'en_US',
  pt: 'pt_BR',
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}
