import { useTranslation } from 'react-i18next'
import { Hero } from '../components/Hero/Hero'
import { PageMeta } from '../components/PageMeta'
import { ButtonLink } from '../components/ui/ButtonLink'
import { useLocalePath } from '../i18n/LangContext'

/** Any path no page answers, in the language of its prefix. */
export default function NotFoundPage() {
  const { t } = useTranslation('base')
  const to = useLocalePath()
  return (
    <>
      <PageMeta title={t('notFound.meta.title')} description={t('notFound.meta.description')} noindex />
      <Hero title={t('notFound.title')} paragraph={t('notFound.text')} image={t('notFound.backgroundImage')} height="60vh" position="center">
        <ButtonLink to={to('/')} variant="light">
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to={to('/services')} variant="light">
          {t('notFound.services')}
        </ButtonLink>
      </Hero>
    </>
  )
}
