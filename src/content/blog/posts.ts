import type MDXContent from '*.mdx'
import { blogIndexes, blogRoutes } from 'virtual:content'
import type { Lang } from '../../i18n/languages.ts'
import { contentCache } from '../cache.ts'
import { contentProblemsError, type ContentProblem } from '../problems.ts'
import { useContentRead } from '../reads.ts'
import type { PostSummary } from '../schemas.ts'
import type { TranslationState } from '../translation.ts'

// Lives as long as this module: a content change in `npm run dev` re-runs it (cache.ts).
const useCached = contentCache()

export interface PostModule extends TranslationState {
  default: typeof MDXContent
}

interface BlogIndex {
  posts: PostSummary[]
  bodies: Record<string, () => Promise<PostModule>>
  /** Under `npm run dev`, what is wrong with a post, by slug; a build stops on it instead. */
  problems: Record<string, ContentProblem[]>
}

const indexKey = (lang: Lang) => `blog:${lang}`
const loadIndex = (lang: Lang) => async (): Promise<BlogIndex> => {
  const load = blogIndexes[lang]
  if (!load) return { posts: [], bodies: {}, problems: {} }
  const module = await load()
  return { posts: module.default as PostSummary[], bodies: module.bodies as BlogIndex['bodies'], problems: module.problems as BlogIndex['problems'] }
}

/** The blog pages this build has in a language: post slugs, tags, number of list pages. */
export function blogRoutesOf(lang: Lang): { slugs: readonly string[]; tags: readonly string[]; pages: number } {
  return blogRoutes[lang] ?? { slugs: [], tags: [], pages: 1 }
}

/** The posts of one language the build shows, newest first; a list with a broken post shows its problems. */
export function usePosts(lang: Lang): PostSummary[] {
  useContentRead(`virtual:content/blog/${lang}`)
  const { posts, problems } = useCached(indexKey(lang), loadIndex(lang))
  const all = Object.values(problems).flat()
  if (all.length) throw contentProblemsError(all)
  return posts
}

const bodyKey = (lang: Lang, slug: string) => `post:${lang}:${slug}`
const loadBody = (lang: Lang, slug: string) => async (): Promise<{ posts: PostSummary[]; body: PostModule }> => {
  const index = await loadIndex(lang)() // the module system loads the index once
  const problems = index.problems[slug]
  if (problems) throw contentProblemsError(problems)
  const load = index.bodies[slug]
  if (!load) throw new Error(`No post "${slug}" in ${lang}`)
  return { posts: index.posts, body: await load() }
}

/**
 * A post's MDX body with the language's posts (for its neighbours); call only for a slug in
 * `blogRoutesOf(lang).slugs`. One cached read for both: React tells a component's suspended
 * reads apart by their order, so it must not suspend on the index in one attempt and on the
 * body in the next.
 */
export function usePost(lang: Lang, slug: string): { posts: PostSummary[]; body: PostModule } {
  useContentRead(`virtual:content/blog/${lang}`)
  useContentRead(`content/${lang}/blog/${slug}.mdx`)
  return useCached(bodyKey(lang, slug), loadBody(lang, slug))
}
