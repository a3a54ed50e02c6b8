import { site } from '../site.ts'
import { LANGS, type Lang } from '../i18n/languages.ts'
import { localePath } from '../i18n/paths.ts'

/** The absolute URL of a language-neutral page in a language: canonical URLs, sitemap, OG. */
export function absoluteUrl(lang: Lang, page: string): string {
  return `${site.url}${localePath(lang, page)}`
}

/**
 * The page in every language it exists in, plus x-default (es, when it has the page): the
 * hreflang set, shared with the sitemap. Only a blog post can be missing in a language (a draft
 * or scheduled translation); every other page exists in all three.
 */
export function alternates(page: string, languages: readonly Lang[] = LANGS): { hreflang: string; href: string }[] {
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: absoluteUrl(lang, page) })),
    ...(languages.includes('es') ? [{ hreflang: 'x-default', href: absoluteUrl('es', page) }] : []),
  ]
}
