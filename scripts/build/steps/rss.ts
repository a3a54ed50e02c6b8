import { localePath } from '../../../src/i18n/paths.ts'
import type { Lang } from '../../../src/i18n/languages.ts'
import type { PostSummary } from '../../../src/content/schemas.ts'
import { absoluteUrl } from '../../../src/seo/urls.ts'
import { site } from '../../../src/site.ts'
import { xmlText } from './xml.ts'

/** The feed's language, as RSS names it. */
const FEED_LANGUAGES: Record<Lang, string> = { es: 'es-UY', en: 'en-US', pt: 'pt-BR' }

export interface FeedStrings {
  title: string
  description: string
  tagNames: Record<string, string>
  authorNames: Record<string, string>
}

const xml = xmlText

/** A calendar day as RSS dates it (RFC 822), at midnight UTC. */
const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString()

/** Where a language's feed is served: /rss.xml, /en/rss.xml, /pt/rss.xml. */
export const feedPath = (lang: Lang) => localePath(lang, '/rss.xml')

/**
 * RSS 2.0 of one language's published posts, newest first, every link absolute. `posts` are
 * what the build published; drafts and scheduled posts never reach this function.
 */
export function rssFeed(lang: Lang, posts: readonly PostSummary[], strings: FeedStrings): string {
  const newest = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1)
  const items = posts.map((post) => {
    const link = absoluteUrl(lang, `/blog/${post.slug}`)
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${xml(post.description)}</description>`,
      `      <dc:creator>${xml(strings.authorNames[post.author] ?? post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${xml(strings.tagNames[tag] ?? tag)}</category>`),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(strings.title)}</title>`,
    `    <link>${xml(absoluteUrl(lang, '/blog'))}</link>`,
    `    <atom:link href="${xml(`${site.url}${feedPath(lang)}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xml(strings.description)}</description>`,
    `    <language>${FEED_LANGUAGES[lang]}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
