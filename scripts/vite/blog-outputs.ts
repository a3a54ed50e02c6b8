import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { listPagePath, pageCount, postsOnPage } from '../../src/content/blog/pagination.ts'
import type { PostSummary } from '../../src/content/schemas'
import { LANGS, type Lang } from '../../src/i18n/languages.ts'
import { localePath } from '../../src/i18n/paths.ts'
import { readStrings } from '../content/files.ts'
import { publishedPosts, readPosts } from '../content/posts.ts'
import { feedPath, rssFeed, type FeedStrings } from './feed.ts'
import { writeSocialImages } from './social-images.ts'
import { buildCacheDir } from './cache-dir.ts'

interface BlogStrings {
  meta: { title: string; description: string }
  title: string
  tags: Record<string, string>
  authors: Record<string, { name: string; role: string }>
}

const blogStrings = (root: string, lang: Lang) => (readStrings(root, lang).base as unknown as { blog: BlogStrings }).blog

const newestDay = (posts: readonly PostSummary[]) =>
  posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1)

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

/**
 * What the build writes for the blog once the pages are rendered: a feed per language, a social
 * image per post and language, and the removal of covers that only unpublished posts use (a draft's
 * cover in public/images/blog/ would otherwise name it in dist/). Returns the sitemap's lastmods.
 */
export async function writeBlogOutputs(root: string, dist: string): Promise<Map<string, string>> {
  const postsByLang = new Map(LANGS.map((lang) => [lang, publishedPosts(root, lang)] as const))
  const publishedCovers = new Set([...postsByLang.values()].flat().map((post) => post.image))
  const unpublishedCovers = LANGS.flatMap((lang) => readPosts(root, lang)).map((post) => post.image)
  for (const cover of unpublishedCovers) {
    if (cover.startsWith('/images/blog/') && !publishedCovers.has(cover)) rmSync(join(dist, cover), { force: true })
  }

  const cards = []
  for (const [lang, posts] of postsByLang) {
    const strings = blogStrings(root, lang)
    const feed: FeedStrings = {
      title: strings.meta.title,
      description: strings.meta.description,
      tagNames: strings.tags,
      authorNames: Object.fromEntries(Object.entries(strings.authors).map(([key, author]) => [key, author.name])),
    }
    const file = join(dist, feedPath(lang))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, rssFeed(lang, posts, feed))
    cards.push(
      ...posts.map((post) => ({
        lang,
        slug: post.slug,
        title: post.title,
        kicker: `${strings.title} · ${strings.authors[post.author]?.name ?? ''}`,
      })),
    )
  }

  const started = performance.now()
  const { images, rendered } = await writeSocialImages(dist, buildCacheDir(root, 'social-images'), cards)
  console.log(
    `[blog] feeds in ${LANGS.length} languages; ${images} social images (${rendered} rendered, the rest cached) in ${Math.round(performance.now() - started)} ms`,
  )
  return blogLastmod(postsByLang)
}
