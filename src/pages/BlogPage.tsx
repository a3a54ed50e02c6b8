import { useTranslation } from 'react-i18next'
import { Hero } from '../components/Hero/Hero'
import { PageMeta } from '../components/PageMeta'

/** The spec's blog: a hero titled Blog; its posts are not part of the product yet. */
export default function BlogPage() {
  const { t } = useTranslation('base')
  return (
    <>
      <PageMeta title={t('blog.meta.title')} description={t('blog.meta.description')} trail={[{ name: t('blog.title'), page: '/blog' }]} />
      <Hero title={t('blog.title')} image={t('blog.backgroundImage')} height="50vh" position="center" />
    </>
  )
}
