import { useTranslation } from 'react-i18next'
import { Hero } from '../components/Hero/Hero'
import { PageMeta } from '../components/PageMeta'

export default function ContactPage() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Hero title={t('hero.title')} paragraph={t('hero.paragraph')} image={t('hero.backgroundImage')} height="50vh" position="top" />
    </>
  )
}
