import { lazy } from 'react'
import { useStrings } from '../i18n/useStrings.ts'
import { useParams } from 'react-router-dom'
import { PostArticle } from '../components/blog/PostArticle.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { blogRoutesOf, usePost } from '../content/blog/posts.ts'
import { socialImagePath } from '../content/blog/socialImage.ts'
import { useLang } from '../i18n/LangContext.tsx'
import { LANGS, type Lang } from '../i18n/languages.ts'
import { blogPosting } from '../seo/structuredData.ts'
import { site } from '../site.ts'

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'))

/** Search results cut a <title> past about 70 characters: the company's name goes only if it fits. */
const MAX_TITLE = 70
const documentTitle = (title: string) => (title.length + site.name.length + 3 <= MAX_TITLE ? `${title} | ${site.name}` : title)

/** /blog/<slug>: one post; a slug this build does not publish is a 404. */
export default function BlogPostPage() {
  const { slug = '' } = useParams()
  const lang = useLang()
  if (!blogRoutesOf(lang).slugs.includes(slug)) return <NotFoundPage />
  return <Post lang={lang} slug={slug} />
}

function Post({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useStrings('base')
  const { posts, body } = usePost(lang, slug)
  const index = posts.findIndex((post) => post.slug === slug)
  const post = posts[index]
  if (!post) return null
  const page = `/blog/${slug}`
  const authorKey = `blog.authors.${post.author}` as 'blog.authors.lucia-fernandez'
  const author = { name: t(`${authorKey}.name`), role: t(`${authorKey}.role`) }
  return (
    <>
      <PageMeta
        title={documentTitle(post.title)}
        description={post.description}
        trail={[
          { name: t('blog.title'), page: '/blog' },
          { name: post.title, page },
        ]}
        structuredData={[blogPosting(lang, page, { ...post, author, image: socialImagePath(lang, slug) })]}
        image={{ src: socialImagePath(lang, slug), alt: post.title }}
        article={{ published: post.date, modified: post.updated, tags: post.tags.map((tag) => t(`blog.tags.${tag}` as 'blog.tags.crm')) }}
        languages={LANGS.filter((other) => blogRoutesOf(other).slugs.includes(slug))}
      />
      {/* Newest first: the previous post is the older one, the next the newer. */}
      <PostArticle post={post} body={body} previous={posts[index + 1]} next={posts[index - 1]} />
    </>
  )
}
