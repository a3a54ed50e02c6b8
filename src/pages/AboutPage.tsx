import { useStrings } from '../i18n/useStrings.ts'
import { Hero } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { ValuesGrid } from '../components/about/ValuesGrid.tsx'
import { Prose } from '../components/mdx/Prose.tsx'
import { Section } from '../components/ui/Section.tsx'
import { EditLink } from '../components/EditLink/EditLink.tsx'
import { TranslationNotice } from '../components/translation/TranslationNotice.tsx'
import { useAbout } from '../content/pages.ts'
import { useLang } from '../i18n/LangContext.tsx'

export default function AboutPage() {
  const { t } = useStrings('about')
  const page = useAbout(useLang())
  const { default: Intro, frontmatter: about } = page
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} trail={[{ name: about.hero.title, page: '/about' }]} />
      <TranslationNotice page="/about" translation={page} />
      <Hero
        title={about.hero.title}
        paragraph={about.hero.paragraph}
        image={about.hero.backgroundImage}
        height={about.hero.height ?? '50vh'}
        position={about.hero.backgroundPosition ?? 'center'}
      />
      <Section name="intro" title={about.intro.sectionTitle}>
        <Prose>
          <Intro />
        </Prose>
      </Section>
      <Section name="mission" title={about.mission.sectionTitle} muted>
        <Prose>
          <p>{about.mission.text}</p>
        </Prose>
      </Section>
      <Section name="vision" title={about.vision.sectionTitle}>
        <Prose>
          <p>{about.vision.text}</p>
        </Prose>
      </Section>
      <Section name="values" title={about.values.sectionTitle} muted>
        <ValuesGrid values={about.values.icons} />
      </Section>
      <Section name="uniqueProposition" title={about.uniqueProposition.title}>
        <Prose>
          <p>{about.uniqueProposition.text}</p>
        </Prose>
      </Section>
      <EditLink file="about.mdx" />
    </>
  )
}
