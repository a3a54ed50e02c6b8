import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PostSummary } from '../../../src/content/schemas.ts'
import type { Lang } from '../../../src/i18n/languages.ts'
import { localePath } from '../../../src/i18n/paths.ts'
import { absoluteUrl } from '../../../src/seo/urls.ts'
import { site } from '../../../src/site.ts'
import { blogSources, blogStrings, newestDay, publishedByLang, xmlText, type BlogStrings } from './blog.ts'
import type { Step } from '../context.ts'

/** The feed's language, as RSS names it. */
const FEED_LANGUAGES: Record<Lang, string> = { es: 'es-UY', en: 'en-US', pt: 'pt-BR' }

/** A calendar day as RSS dates it (RFC 822), at midnight UTC. */
const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString()

/** Where a language's feed is served: /rss.xml, /en/rss.xml, /pt/rss.xml. */
export const feedPath = (lang: Lang) => localePath(lang, '/rss.xml')

/** RSS 2.0 of one language's published posts, newest first, every link absolute. */
export function rssFeed(lang: Lang, posts: readonly PostSummary[], strings: BlogStrings): string {
  const newest = newestDay(posts)
  const items = posts.map((post) => {
    const link = absoluteUrl(lang, `/blog/${post.slug}`)
    return [
      '    <item>',
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${xmlText(post.description)}</description>`,
      `      <dc:creator>${xmlText(strings.authors[post.author]?.name ?? post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${xmlText(strings.tags[tag] ?? tag)}</category>`),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(strings.meta.title)}</title>`,
    `    <link>${xmlText(absoluteUrl(lang, '/blog'))}</link>`,
    `    <atom:link href="${xmlText(`${site.url}${feedPath(lang)}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlText(strings.meta.description)}</description>`,
    `    <language>${FEED_LANGUAGES[lang]}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** The blog's feed in each language. */
export const feeds: Step = {
  name: 'feeds',
  run(build) {
    const { root, dist, stepSources } = build
    for (const [lang, posts] of publishedByLang(build)) {
      const file = join(dist, feedPath(lang))
      stepSources.set(feedPath(lang).slice(1), blogSources(lang, posts))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, rssFeed(lang, posts, blogStrings(root, lang)))
    }
  },
}
