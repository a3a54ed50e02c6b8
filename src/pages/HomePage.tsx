import { useStrings } from '../i18n/useStrings.ts'
import { Banner } from '../components/Banner/Banner.tsx'
import { EditLink } from '../components/EditLink/EditLink.tsx'
import { Hero } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { ServiceGrid } from '../components/ServiceGrid/ServiceGrid.tsx'
import { Testimonials } from '../components/Testimonials/Testimonials.tsx'
import { ButtonLink } from '../components/ui/ButtonLink.tsx'
import { Section } from '../components/ui/Section.tsx'
import { StringsTranslationNotice } from '../components/translation/TranslationNotice.tsx'
import { useLocalePath } from '../i18n/LangContext.tsx'

export default function HomePage() {
  const { t } = useStrings('home')
  const to = useLocalePath()
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <StringsTranslationNotice page="/" ns="home" />
      <Hero title={t('hero.title')} paragraph={t('hero.subtitle')} image={t('hero.backgroundImage')}>
        <ButtonLink to={to('/contact')}>{t('contactButton')}</ButtonLink>
      </Hero>
      <Section title={t('services.title')} intro={t('services.intro')}>
        <ServiceGrid />
      </Section>
      <Testimonials />
      <Banner />
      <EditLink file="strings/home.json" />
    </>
  )
}
