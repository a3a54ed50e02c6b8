import { lazy } from 'react'
import { useStrings } from '../i18n/useStrings.ts'
import { useParams } from 'react-router-dom'
import { BlogList } from '../components/blog/BlogList.tsx'
import { Pagination } from '../components/blog/Pagination.tsx'
import { Hero } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { listPagePath, parsePageParam, postsOnPage } from '../content/blog/pagination.ts'
import { blogRoutesOf, usePosts } from '../content/blog/posts.ts'
import { useLang } from '../i18n/LangContext.tsx'
import { LANGS } from '../i18n/languages.ts'

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'))

/** /blog and /blog/page/<n>: the hero, then the posts, newest first, nine a page (docs/product.md, "Routes"). */
export default function BlogPage() {
  const { page: param } = useParams()
  const lang = useLang()
  const page = param === undefined ? 1 : parsePageParam(param)
  if (page === undefined || page > blogRoutesOf(lang).pages) return <NotFoundPage />
  return <BlogListPage page={page} />
}

function BlogListPage({ page }: { page: number }) {
  const { t } = useStrings('base')
  const lang = useLang()
  const posts = usePosts(lang)
  const { pages } = blogRoutesOf(lang)
  const title = page === 1 ? t('blog.meta.title') : t('blog.pageTitle', { page })
  return (
    <>
      <PageMeta
        title={title}
        description={t('blog.meta.description')}
        trail={[{ name: t('blog.title'), page: '/blog' }, ...(page > 1 ? [{ name: title, page: listPagePath(page) }] : [])]}
        languages={LANGS.filter((other) => blogRoutesOf(other).pages >= page)}
      />
      <Hero title={t('blog.title')} paragraph={t('blog.intro')} image={t('blog.backgroundImage')} height="50vh" position="center" />
      <BlogList posts={postsOnPage(posts, page)}>
        <Pagination page={page} pages={pages} />
      </BlogList>
    </>
  )
}
