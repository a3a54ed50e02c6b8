import rss from '@astrojs/rss'
import type { APIContext } from 'astro'
import { langParams, localePath, type Lang } from '../../i18n'
import { postsOf, slugOf } from '../../posts'

export const getStaticPaths = langParams

/** Each language's feed of its posts, newest first. */
export async function GET(context: APIContext) {
  const lang = context.props.lang as Lang
  const posts = await postsOf(lang)
  return rss({
    title: 'TecnoSoluciones',
    description: 'Blog',
    site: context.site as URL,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: new Date(post.data.date),
      link: localePath(lang, `/blog/${slugOf(post.id)}/`),
      categories: post.data.tags,
    })),
  })
}
