import { lazy } from 'react'
import { useStrings } from '../i18n/useStrings.ts'
import { Link, useParams } from 'react-router-dom'
import { BlogList } from '../components/blog/BlogList.tsx'
import { Hero } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { blogRoutesOf, usePosts } from '../content/blog/posts.ts'
import { useLang, useLocalePath } from '../i18n/LangContext.tsx'
import { LANGS } from '../i18n/languages.ts'

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'))

/** /blog/tags/<tag>: the posts with that tag, as the same cards, newest first. */
export default function BlogTagPage() {
  const { tag = '' } = useParams()
  const lang = useLang()
  if (!blogRoutesOf(lang).tags.includes(tag)) return <NotFoundPage />
  return <TagPage tag={tag} />
}

function TagPage({ tag }: { tag: string }) {
  const { t } = useStrings('base')
  const lang = useLang()
  const to = useLocalePath()
  const posts = usePosts(lang).filter((post) => post.tags.includes(tag))
  const name = t(`blog.tags.${tag}` as 'blog.tags.crm')
  return (
    <>
      <PageMeta
        title={t('blog.tag.title', { tag: name })}
        description={t('blog.tag.description', { tag: name })}
        trail={[
          { name: t('blog.title'), page: '/blog' },
          { name, page: `/blog/tags/${tag}` },
        ]}
        languages={LANGS.filter((other) => blogRoutesOf(other).tags.includes(tag))}
      />
      <Hero title={name} paragraph={t('blog.tag.paragraph', { tag: name })} image={t('blog.backgroundImage')} height="50vh" position="center" />
      <BlogList posts={posts}>
        <p>
          <Link to={to('/blog')}>{t('blog.tag.all')}</Link>
        </p>
      </BlogList>
    </>
  )
}
