import { LANGS, type Lang } from '../../../src/i18n/languages.ts'
import type { PostSummary } from '../../../src/content/schemas.ts'
import { readStrings } from '../content/files.ts'
import { productionRule, readPosts } from '../content/post-files.ts'
import { visiblePosts } from '../../../src/content/blog/publishing.ts'

/** What the blog's strings (strings/base.json) give the feeds and the social images. */
export interface BlogStrings {
  meta: { title: string; description: string }
  title: string
  tags: Record<string, string>
  authors: Record<string, { name: string; role: string }>
}

export const blogStrings = (root: string, lang: Lang) => (readStrings(root, lang).base as unknown as { blog: BlogStrings }).blog

/** Each build's posts by language, drafts included: read once for every step that shows or prunes them. */
const postsRead = new WeakMap<{ root: string }, Map<Lang, PostSummary[]>>()

export function postsByLang(build: { root: string }): Map<Lang, PostSummary[]> {
  let posts = postsRead.get(build)
  if (!posts) postsRead.set(build, (posts = new Map(LANGS.map((lang) => [lang, readPosts(build.root, lang)]))))
  return posts
}

/** Each language's published posts, newest first: what the feeds, social images and sitemap show. */
export const publishedByLang = (build: { root: string }): Map<Lang, PostSummary[]> =>
  new Map([...postsByLang(build)].map(([lang, posts]) => [lang, visiblePosts(posts, productionRule())]))

/** The files a language's published posts and blog strings are read from: what its feed and lists are made of. */
export const blogSources = (lang: Lang, posts: readonly PostSummary[]): string[] => [
  `content/${lang}/strings/base.json`,
  ...posts.map((post) => `content/${lang}/blog/${post.slug}.mdx`),
]

/** The day the newest of `posts` last changed. */
export function newestDay(posts: readonly PostSummary[]): string | undefined {
  const days = posts.map((post) => post.updated ?? post.date)
  return days.sort().at(-1)
}

/** What XML 1.0 cannot hold, escaped or not (C0 controls but tab and line breaks, lone surrogates, U+FFFE, U+FFFF): a feed reader drops a feed with one. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu

/** Text as XML character data or an attribute value (Pango's markup too): markup escaped, and what XML cannot hold dropped, whatever reaches it. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
