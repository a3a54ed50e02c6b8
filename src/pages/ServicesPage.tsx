import { useStrings } from '../i18n/useStrings.ts'
import { EditLink } from '../components/EditLink/EditLink.tsx'
import { Hero } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { ServiceGrid } from '../components/ServiceGrid/ServiceGrid.tsx'
import { Section } from '../components/ui/Section.tsx'
import { StringsTranslationNotice } from '../components/translation/TranslationNotice.tsx'

export default function ServicesPage() {
  const { t } = useStrings('services')
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} trail={[{ name: t('hero.title'), page: '/services' }]} />
      <StringsTranslationNotice page="/services" ns="services" />
      <Hero title={t('hero.title')} paragraph={t('hero.paragraph')} image={t('hero.backgroundImage')} height="50vh" position="center" />
      <Section title={t('grid.title')}>
        <ServiceGrid />
      </Section>
      <EditLink file="strings/services.json" />
    </>
  )
}
