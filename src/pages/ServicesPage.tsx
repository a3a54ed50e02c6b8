import { useStrings } from '../i18n/useStrings'
import { Hero } from '../components/Hero/Hero'
import { PageMeta } from '../components/PageMeta'
import { ServiceGrid } from '../components/ServiceGrid/ServiceGrid'
import { Section } from '../components/ui/Section'

export default function ServicesPage() {
  const { t } = useStrings('services')
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} trail={[{ name: t('hero.title'), page: '/services' }]} />
      <Hero title={t('hero.title')} paragraph={t('hero.paragraph')} image={t('hero.backgroundImage')} height="50vh" position="center" />
      <Section title={t('grid.title')}>
        <ServiceGrid />
      </Section>
    </>
  )
}
