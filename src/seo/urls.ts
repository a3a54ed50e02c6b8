import { site } from '../site.ts'
import { LANGS, type Lang } from '../i18n/languages.ts'
import { localePath } from '../i18n/paths.ts'

/** The absolute URL of a language-neutral page in a language: canonical URLs, sitemap, OG. */
export function absoluteUrl(lang: Lang, page: string): string {
  return `${site.url}${localePath(lang, page)}`
}

/** The page in every language, plus x-default (es): the hreflang set, shared with the sitemap. */
export function alternates(page: string): { hreflang: string; href: string }[] {
  return [
    ...LANGS.map((lang) => ({ hreflang: lang, href: absoluteUrl(lang, page) })),
    { hreflang: 'x-default', href: absoluteUrl('es', page) },
  ]
}
