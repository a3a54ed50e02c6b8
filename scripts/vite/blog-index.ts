import { visiblePosts, type PublishingRule } from '../../src/content/blog/publishing.ts'
import { pageCount } from '../../src/content/blog/pagination.ts'
import type { Lang } from '../../src/i18n/languages'
import { postFile, publishedPosts, readPosts } from '../content/posts.ts'

/** What the route table needs to list a language's blog pages: post slugs, tags, list pages. */
export function blogRoutesOf(root: string, lang: Lang, rule: PublishingRule): { slugs: string[]; tags: string[]; pages: number } {
  const posts = publishedPosts(root, lang, rule)
  return {
    slugs: posts.map((post) => post.slug),
    tags: [...new Set(posts.flatMap((post) => post.tags))].sort(),
    pages: pageCount(posts.length),
  }
}

/**
 * `virtual:content/blog/<lang>`: the language's visible posts, newest first, and a loader of
 * each one's MDX body. Only visible posts are imported, so nothing else reaches the bundle.
 */
export function blogIndexModule(root: string, lang: string, rule: PublishingRule, watch: (file: string) => void): string {
  const posts = visiblePosts(readPosts(root, lang, watch), rule)
  const bodies = posts.map((post) => `${JSON.stringify(post.slug)}: () => import(${JSON.stringify(`/${postFile(lang, post.slug)}`)})`)
  return `export default ${JSON.stringify(posts)};\nexport const bodies = {${bodies.join(', ')}};\n`
}
