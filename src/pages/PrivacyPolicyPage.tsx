import { useStrings } from '../i18n/useStrings.ts'
import { Hero } from '../components/Hero/Hero.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { PolicySection } from '../components/policy/PolicySection.tsx'
import styles from '../components/policy/Policy.module.css'
import { EditLink } from '../components/EditLink/EditLink.tsx'
import { TranslationNotice } from '../components/translation/TranslationNotice.tsx'
import { usePrivacyPolicy } from '../content/pages.ts'
import { POLICY_SECTIONS } from '../content/sections.ts'
import { useLang } from '../i18n/LangContext.tsx'

export default function PrivacyPolicyPage() {
  const { t } = useStrings('politics')
  const page = usePrivacyPolicy(useLang())
  const policy = page.frontmatter
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} trail={[{ name: policy.title, page: '/privacy-policy' }]} />
      <TranslationNotice page="/privacy-policy" translation={page} />
      <Hero
        title={policy.hero.title}
        paragraph={policy.hero.paragraph}
        image={policy.hero.backgroundImage}
        height={policy.hero.height ?? '50vh'}
        position={policy.hero.backgroundPosition ?? 'center'}
      />
      {/* The hero's h1 is the policy's title: the article opens with its effective date. */}
      <article className={styles.policy} aria-label={policy.title}>
        <p className={styles.date}>
          {policy.effectiveDateLabel}: <time dateTime="2025-04-09">{policy.effectiveDate}</time>
        </p>
        {POLICY_SECTIONS.map((id) => (
          <PolicySection key={id} id={id} section={policy.sections[id]} />
        ))}
      </article>
      <EditLink file="privacy-policy.mdx" />
    </>
  )
}
