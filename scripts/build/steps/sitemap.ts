import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPagePath, pageCount, postsOnPage } from '../../../src/content/blog/pagination.ts'
import type { PostSummary } from '../../../src/content/schemas.ts'
import { LANGS, type Lang } from '../../../src/i18n/languages.ts'
import { langFromPath, localePath, neutralPath, publishedPath } from '../../../src/i18n/paths.ts'
import { absoluteUrl, alternates } from '../../../src/seo/urls.ts'
import { site } from '../../../src/site.ts'
import { NOT_FOUND_PATHS } from '../prerender/not-found.ts'
import { blogSources, newestDay, publishedByLang, xmlText } from './blog.ts'
import type { Step } from '../context.ts'

/** sitemap.xml for the pages the build rendered, each with its hreflang alternates and, where known, the day it last changed. */
export function sitemapXml(renderedPaths: readonly string[], lastmod: ReadonlyMap<string, string> = new Map()): string {
  // Each page by its published address, whichever form it was named in.
  const paths = renderedPaths.map(publishedPath)
  const rendered = new Set(paths)
  const urls = [...paths].sort().map((path) => {
    const page = neutralPath(path)
    const languages = LANGS.filter((lang) => rendered.has(localePath(lang, page)))
    const day = lastmod.get(path)
    const links = alternates(page, languages)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${xmlText(alt.href)}"/>`)
      .join('\n')
    const modified = day ? `\n    <lastmod>${day}</lastmod>` : ''
    return `  <url>\n    <loc>${xmlText(absoluteUrl(langFromPath(path), page))}</loc>${modified}\n${links}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The sitemap's lastmod of every blog page: a post's `updated` or `date`; a list's newest post. */
export function blogLastmod(postsByLang: ReadonlyMap<Lang, readonly PostSummary[]>): Map<string, string> {
  const lastmod = new Map<string, string>()
  const set = (lang: Lang, page: string, day: string | undefined) => day && lastmod.set(localePath(lang, page), day)
  for (const [lang, posts] of postsByLang) {
    for (const post of posts) set(lang, `/blog/${post.slug}`, post.updated ?? post.date)
    for (let page = 1; page <= pageCount(posts.length); page++) set(lang, listPagePath(page), newestDay(postsOnPage(posts, page)))
    for (const tag of new Set(posts.flatMap((post) => post.tags)))
      set(lang, `/blog/tags/${tag}`, newestDay(posts.filter((post) => post.tags.includes(tag))))
  }
  return lastmod
}

/** dist/sitemap.xml, from the pages the build rendered, the blog's with the day they last changed. */
export const sitemap: Step = {
  name: 'sitemap',
  run(build) {
    const { dist, pages, stepSources } = build
    const paths = [...pages.keys()].filter((path) => !NOT_FOUND_PATHS.includes(path))
    const posts = publishedByLang(build)
    writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(paths, blogLastmod(posts)))
    const sources = [...posts].flatMap(([lang, published]) => blogSources(lang, published))
    stepSources.set('sitemap.xml', sources)
  },
}

/** dist/robots.txt: everything may be crawled, and the sitemap is there. */
export const robots: Step = {
  name: 'robots.txt',
  run({ dist }) {
    writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`)
  },
}
