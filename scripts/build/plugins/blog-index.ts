import { visiblePosts, type PublishingRule } from '../../../src/content/blog/publishing.ts'
import { pageCount } from '../../../src/content/blog/pagination.ts'
import type { ContentProblem } from '../../../src/content/problems.ts'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import type { ContentIssue } from '../content/issues.ts'
import { checkPosts, postFile, postSlugsOf, type BrokenPost } from '../content/posts.ts'
import { problemsOf } from '../content/content-error.ts'

/** "<file>: missing translation of <original>", as check:content says it. */
export const untranslated = (file: string, original: string): ContentIssue => ({ file, field: '', message: `missing translation of ${original}` })

/** A language's visible posts, its broken ones, and the slugs another language has and it lacks. */
function blogContent(root: string, lang: string, rule: PublishingRule, watch?: (file: string) => void) {
  const { posts, broken } = checkPosts(root, lang, watch)
  const own = new Set(postSlugsOf(root, lang))
  const missing = [...new Set(LANGS.flatMap((other) => postSlugsOf(root, other)))].filter((slug) => !own.has(slug)).sort()
  return { posts: visiblePosts(posts, rule), broken, missing }
}

/**
 * What the route table needs of a language's blog. The dev server (`serving`) also routes broken
 * posts and missing translations, so that their pages say what is wrong instead of "not found".
 */
export function blogRoutesOf(root: string, lang: string, rule: PublishingRule, serving = false): { slugs: string[]; tags: string[]; pages: number } {
  const { posts, broken, missing } = blogContent(root, lang, rule)
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort()
  if (serving) {
    const slugs = [...new Set([...posts.map((post) => post.slug), ...broken.map((post) => post.slug), ...missing])].sort()
    return { slugs, tags, pages: pageCount(slugs.length) }
  }
  // A build stops on a broken post in the blog's own module.
  if (broken.length) return { slugs: [], tags: [], pages: 1 }
  return { slugs: posts.map((post) => post.slug), tags, pages: pageCount(posts.length) }
}

/**
 * `virtual:content/blog/<lang>`: the visible posts, newest first, a loader of each one's body (no
 * other post reaches the bundle), and, in the dev server, the problems each broken or missing
 * post's page throws; a build stops on the first broken post instead (`fail`).
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
  for (const slug of serving ? missing : []) {
    const original = [DEFAULT_LANG, ...LANGS].find((other) => postSlugsOf(root, other).includes(slug)) ?? DEFAULT_LANG
    problems[slug] = problemsOf([untranslated(postFile(lang, slug), postFile(original, slug))])
  }
  const bodies = posts.map((post) => `${JSON.stringify(post.slug)}: () => import(${JSON.stringify(`/${postFile(lang, post.slug)}`)})`)
  return [
    `export default ${JSON.stringify(posts)};`,
    `export const bodies = {${bodies.join(', ')}};`,
    `export const problems = ${JSON.stringify(problems)};`,
    '',
  ].join('\n')
}
