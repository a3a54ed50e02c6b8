import { useStrings } from '../i18n/useStrings.ts'
import { Hero } from '../components/Hero/Hero.tsx'
import { OtherLanguagesHome } from '../components/NotFound/OtherLanguagesHome.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { ButtonLink } from '../components/ui/ButtonLink.tsx'
import { useLang, useLocalePath } from '../i18n/LangContext.tsx'
import { DEFAULT_LANG } from '../i18n/languages.ts'

/**
 * Any path no page answers, in the language of its prefix. The default language's page is the
 * root 404.html, which some hosts send at every unknown address: it also offers the other
 * languages' way home.
 */
export default function NotFoundPage() {
  const { t } = useStrings('base')
  const to = useLocalePath()
  const lang = useLang()
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
      {lang === DEFAULT_LANG && <OtherLanguagesHome />}
    </>
  )
}
