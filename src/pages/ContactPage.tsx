import { useStrings } from '../i18n/useStrings.ts'
import { EditLink } from '../components/EditLink/EditLink.tsx'
import { Hero, type HeroProps } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { Section } from '../components/ui/Section.tsx'
import { ContactSection } from '../contact/ContactSection.tsx'
import { StringsTranslationNotice } from '../components/translation/TranslationNotice.tsx'
import { useServiceSummaries } from '../content/services.ts'
import { useLang } from '../i18n/LangContext.tsx'

// The hero's height and position come from the contact strings, which no schema checks: a
// missing or mistyped value falls back to 50vh and the top (docs/product.md, "The hero").
const POSITIONS: readonly string[] = ['top', 'center', 'bottom'] satisfies NonNullable<HeroProps['position']>[]
const isPosition = (value: string): value is NonNullable<HeroProps['position']> => POSITIONS.includes(value)
const isLength = (value: string) => /^\d+(\.\d+)?(px|vh|svh|dvh|rem)$/.test(value)

/** /contact: the hero, then the form; `?selected_service={key}` says what the message is about. */
export default function ContactPage() {
  const { t } = useStrings(['contact', 'base'])
  const services = useServiceSummaries(useLang())
  const position = t('hero.backgroundPosition')
  const height = t('hero.height')

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} trail={[{ name: t('nav.contact', { ns: 'base' }), page: '/contact' }]} />
      <StringsTranslationNotice page="/contact" ns="contact" />
      <Hero
        title={t('hero.title')}
        paragraph={t('hero.paragraph')}
        image={t('hero.backgroundImage')}
        height={isLength(height) ? height : '50vh'}
        position={isPosition(position) ? position : 'top'}
      />
      <Section name="contact" muted>
        <ContactSection services={services} />
      </Section>
      <EditLink file="strings/contact.json" />
    </>
  )
}
