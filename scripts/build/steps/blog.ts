import { LANGS, type Lang } from '../../../src/i18n/languages.ts'
import type { PostSummary } from '../../../src/content/schemas.ts'
import { readStrings } from '../content/files.ts'
import { publishedPosts } from '../content/posts.ts'

/** What the blog's strings (strings/base.json) give the feeds and the social images. */
export interface BlogStrings {
  meta: { title: string; description: string }
  title: string
  tags: Record<string, string>
  authors: Record<string, { name: string; role: string }>
}

export const blogStrings = (root: string, lang: Lang) => (readStrings(root, lang).base as unknown as { blog: BlogStrings }).blog

/** Each language's published posts, newest first: what the feeds, social images and sitemap show. */
export const publishedByLang = (root: string) => new Map(LANGS.map((lang) => [lang, publishedPosts(root, lang)] as const))

export type PostsByLang = ReadonlyMap<Lang, readonly PostSummary[]>

/** The files a language's published posts and blog strings are read from: what its feed and lists are made of. */
export const blogSources = (lang: Lang, posts: readonly PostSummary[]): string[] => [
  `content/${lang}/strings/base.json`,
  ...posts.map((post) => `content/${lang}/blog/${post.slug}.mdx`),
]
