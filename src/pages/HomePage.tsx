import { useStrings } from '../i18n/useStrings'
import { Banner } from '../components/Banner/Banner'
import { Hero } from '../components/Hero/Hero'
import { PageMeta } from '../components/PageMeta'
import { ServiceGrid } from '../components/ServiceGrid/ServiceGrid'
import { Testimonials } from '../components/Testimonials/Testimonials'
import { ButtonLink } from '../components/ui/ButtonLink'
import { Section } from '../components/ui/Section'
import { useLocalePath } from '../i18n/LangContext'

export default function HomePage() {
  const { t } = useStrings('home')
  const to = useLocalePath()
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Hero title={t('hero.title')} paragraph={t('hero.subtitle')} image={t('hero.backgroundImage')}>
        <ButtonLink to={to('/contact')}>{t('contactButton')}</ButtonLink>
      </Hero>
      <Section title={t('services.title')} intro={t('services.intro')}>
        <ServiceGrid />
      </Section>
      <Testimonials />
      <Banner />
    </>
  )
}
