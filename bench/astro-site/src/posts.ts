import { getCollection } from 'astro:content'
import type { Lang } from './i18n'

const today = new Date().toISOString().slice(0, 10)
/** A language's published posts, newest first: no drafts, nothing dated after today. */
export async function postsOf(lang: Lang) {
  const posts = await getCollection('posts', (post) => post.id.startsWith(`${lang}/`) && !post.data.draft && post.data.date <= today)
  return posts.sort((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id))
}
export const slugOf = (id: string) => id.split('/').at(-1) as string
