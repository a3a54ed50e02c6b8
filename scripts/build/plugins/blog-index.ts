import { visiblePosts, type PublishingRule } from '../../../src/content/blog/publishing.ts'
import { pageCount } from '../../../src/content/blog/pagination.ts'
import type { ContentProblem } from '../../../src/content/problems.ts'
import type { PostSummary } from '../../../src/content/schemas.ts'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import type { ContentIssue } from '../content/issues.ts'
import { checkPosts, postFile, postSlugsOf, type BrokenPost } from '../content/posts.ts'
import { problemsOf } from '../content/content-error.ts'

/** A language's blog as a build or the dev server reads it. */
interface BlogContent {
  posts: PostSummary[]
  broken: BrokenPost[]
  /** Slugs another language has and this one lacks: missing translations. */
  missing: string[]
}

function blogContent(root: string, lang: string, rule: PublishingRule, watch?: (file: string) => void): BlogContent {
  const { posts, broken } = checkPosts(root, lang, watch)
  const own = new Set(postSlugsOf(root, lang))
  const missing = [...new Set(LANGS.flatMap((other) => postSlugsOf(root, other)))].filter((slug) => !own.has(slug)).sort()
  return { posts: visiblePosts(posts, rule), broken, missing }
}

/** "content/pt/blog/<slug>.mdx: missing translation of content/es/blog/<slug>.mdx", as check:content says it. */
export function missingPostIssue(root: string, lang: string, slug: string): ContentIssue {
  const original = postSlugsOf(root, DEFAULT_LANG).includes(slug) ? DEFAULT_LANG : LANGS.find((other) => postSlugsOf(root, other).includes(slug))
  return { file: postFile(lang, slug), field: '', message: `missing translation of ${postFile(original ?? DEFAULT_LANG, slug)}` }
}

/**
 * What the route table needs to list a language's blog pages: post slugs, tags, list pages.
 * The dev server (`serving`) also routes a broken post and a missing translation, so that their
 * own pages show what is wrong instead of "not found"; a build has none (it stops on them).
 */
export function blogRoutesOf(root: string, lang: string, rule: PublishingRule, serving = false): { slugs: string[]; tags: string[]; pages: number } {
  if (!serving) {
    const { posts, broken } = blogContent(root, lang, rule)
    if (broken.length) return { slugs: [], tags: [], pages: 1 } // the blog's own module stops the build with the problems
    return { slugs: posts.map((post) => post.slug), tags: [...new Set(posts.flatMap((post) => post.tags))].sort(), pages: pageCount(posts.length) }
  }
  const { posts, broken, missing } = blogContent(root, lang, rule)
  const slugs = [...new Set([...posts.map((post) => post.slug), ...broken.map((post) => post.slug), ...missing])].sort()
  return { slugs, tags: [...new Set(posts.flatMap((post) => post.tags))].sort(), pages: pageCount(slugs.length) }
}

/**
 * `virtual:content/blog/<lang>`: the language's visible posts, newest first, and a loader of
 * each one's MDX body. Only visible posts are imported, so nothing else reaches the bundle.
 * `problems` lists, per slug, what the dev server found wrong (a broken file, a missing
 * translation): the pages that show that post throw them. A build stops on the first broken
 * file instead (`fail`), so its `problems` is always empty.
 */
export function blogIndexModule(
  root: string,
  lang: string,
  rule: PublishingRule,
  watch: (file: string) => void,
  fail: (post: BrokenPost) => never,
  serving: boolean,
): string {
  const { posts, broken, missing } = blogContent(root, lang, rule, watch)
  if (!serving && broken[0]) fail(broken[0])
  const problems: Record<string, ContentProblem[]> = {}
  for (const post of broken) problems[post.slug] = problemsOf(post.issues, post.source)
  if (serving) for (const slug of missing) problems[slug] = problemsOf([missingPostIssue(root, lang, slug)])
  const bodies = posts.map((post) => `${JSON.stringify(post.slug)}: () => import(${JSON.stringify(`/${postFile(lang, post.slug)}`)})`)
  return [
    `export default ${JSON.stringify(posts)};`,
    `export const bodies = {${bodies.join(', ')}};`,
    `export const problems = ${JSON.stringify(problems)};`,
    '',
  ].join('\n')
}
