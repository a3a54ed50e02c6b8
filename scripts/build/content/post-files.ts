/**
 * The posts' files, content/<lang>/blog/<slug>.mdx, as the build and the tools read them from disk: their slugs, their frontmatter
 * checked, each post's summary for the lists, and which a production build publishes. The pages read posts through the content
 * modules instead (src/content/blog/posts.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dayIn, visiblePosts, type PublishingRule } from '../../../src/content/blog/publishing.ts'
import { readingMinutes } from '../../../src/content/blog/readingTime.ts'
import type { Post, PostSummary } from '../../../src/content/schemas.ts'
import type { Lang } from '../../../src/i18n/languages.ts'
import { site } from '../../../src/site.ts'
import { contentError } from './content-error.ts'
import { mdxNamesIn } from './files.ts'
import type { ContentIssue } from './issues.ts'
import { listed } from './listed.ts'
import { readContentFrontmatter } from './parse.ts'

export const postSlugsOf = (root: string, lang: string): string[] => mdxNamesIn(root, lang, 'blog')

export const postFile = (lang: string, slug: string) => `content/${lang}/blog/${slug}.mdx`

/** A post file with problems: its path from the root, its text, and what is wrong with it. */
interface BrokenPost {
  slug: string
  file: string
  source: string
  issues: ContentIssue[]
}

/** A post as the lists show it (frontmatter, slug, reading time), or what is wrong with its frontmatter. */
type PostEntry = { summary: PostSummary; issues?: undefined } | { summary?: undefined; issues: ContentIssue[] }

/** One post for the lists, remembered with its text. */
export function postEntry(root: string, file: string, slug: string, source: string): PostEntry {
  return listed(root, file, source, (): PostEntry => {
    const { data, body, issues } = readContentFrontmatter(file, source, root)
    return issues.length ? { issues } : { summary: { ...(data as Post), slug, readingMinutes: readingMinutes(body) } }
  })
}

/** Every post of one language, its frontmatter checked against its schema: the good ones and the broken ones. */
export function checkPosts(root: string, lang: string, watch: (file: string) => void = () => {}): { posts: PostSummary[]; broken: BrokenPost[] } {
  const posts: PostSummary[] = []
  const broken: BrokenPost[] = []
  for (const slug of postSlugsOf(root, lang)) {
    const file = postFile(lang, slug)
    watch(join(root, file))
    const source = readFileSync(join(root, file), 'utf8')
    const entry = postEntry(root, file, slug, source)
    if (entry.issues) broken.push({ slug, file, source, issues: entry.issues })
    else posts.push(entry.summary)
  }
  return { posts, broken }
}

/** Every post of one language, checked against its schema; bad content throws `file:line:col: field: message`. */
export function readPosts(root: string, lang: string): PostSummary[] {
  const { posts, broken } = checkPosts(root, lang)
  const issues = broken.flatMap((post) => post.issues)
  if (broken[0]) throw contentError(root, issues, broken[0].source)
  return posts
}

// One day per build: the pages and the feeds agree even on a build that runs across midnight.
const buildDay = dayIn(site.timeZone)

/** What a production build publishes: no drafts, nothing dated after the day it runs. */
export const productionRule = (): PublishingRule => ({ today: buildDay, showUnpublished: false })

/** The posts a build shows in one language, newest first. */
export const publishedPosts = (root: string, lang: Lang): PostSummary[] => visiblePosts(readPosts(root, lang), productionRule())
