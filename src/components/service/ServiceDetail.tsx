import { useStrings } from '../../i18n/useStrings.ts'
import type { ServiceModule } from '../../content/services.ts'
import { useLang, useLocalePath } from '../../i18n/LangContext.tsx'
import { service as serviceData } from '../../seo/structuredData.ts'
import { Hero } from '../Hero/Hero.tsx'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import { PageMeta } from '../PageMeta.tsx'
import { Prose } from '../mdx/Prose.tsx'
import { showApproach, showDescription } from '../mdx/serviceBlocks.tsx'
import { EditLink } from '../EditLink/EditLink.tsx'
import { TranslationNotice } from '../translation/TranslationNotice.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Section } from '../ui/Section.tsx'
import { BackArrow } from './BackArrow.tsx'
import styles from './ServiceDetail.module.css'

interface ServiceDetailProps {
  serviceKey: string
  service: ServiceModule
}

/** A service's page: hero, then its seven sections in order (docs/product.md, "Pages"). */
export function ServiceDetail({ serviceKey, service }: ServiceDetailProps) {
  const { t } = useStrings('services')
  const to = useLocalePath()
  const lang = useLang()
  const { default: Body, frontmatter: s } = service

  return (
    <>
      <PageMeta
        title={s.meta.title}
        description={s.meta.description}
        trail={[
          { name: t('hero.title'), page: '/services' },
          { name: s.title, page: `/services/${serviceKey}` },
        ]}
        structuredData={[serviceData(lang, `/services/${serviceKey}`, s.title, s.description)]}
      />
      <BackArrow />
      <TranslationNotice page={`/services/${serviceKey}`} translation={service} className={styles.notice} />
      <Hero
        title={s.hero.title}
        paragraph={s.hero.paragraph}
        image={s.hero.backgroundImage}
        height={s.hero.height}
        position={s.hero.backgroundPosition ?? 'center'}
      />

      <Section name="description" title={t('sections.description')}>
        <Prose>
          <Body components={showDescription} />
        </Prose>
      </Section>

      <Section name="benefits" title={t('benefitsTitle')} muted>
        <ul className={styles.benefits}>
          {s.benefits.map((benefit) => (
            <li key={benefit.description} className={styles.benefit}>
              {benefit.image && (
                <ResponsiveImage
                  src={benefit.image}
                  alt=""
                  width={800}
                  height={600}
                  sizes="(min-width: 72rem) 22rem, (min-width: 42rem) 45vw, 92vw"
                />
              )}
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section name="whatWeOffer" title={t('sections.whatWeOffer')}>
        <ul className={styles.offers}>
          {s.whatWeOffer.map((offer) => (
            <li key={offer.title} className={styles.offer}>
              {offer.image && <ResponsiveImage src={offer.image} alt="" width={800} height={600} sizes="(min-width: 48rem) 34rem, 92vw" />}
              <div>
                <h3>{offer.title}</h3>
                <p>{offer.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section name="approach" title={t('sections.approach')} muted>
        <Prose>
          <Body components={showApproach} />
        </Prose>
      </Section>

      <Section name="caseStudies" title={t('sections.caseStudies')}>
        <ul className={styles.cases}>
          {s.caseStudies.map((study) => (
            <li key={study.title} className={styles.case}>
              <ResponsiveImage src={study.image} alt="" width={1200} height={800} sizes="(min-width: 72rem) 34rem, (min-width: 42rem) 45vw, 92vw" />
              <div className={styles.caseBody}>
                <h3>{study.title}</h3>
                {study.result && <p className={styles.result}>{study.result}</p>}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section name="whyChooseUs" title={t('sections.whyChooseUs')} muted>
        <ul className={styles.reasons}>
          {s.whyChooseUs.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Section>

      <Section name="callToAction" className={styles.cta}>
        <ButtonLink to={to(`/contact?selected_service=${encodeURIComponent(serviceKey)}`)}>{s.callToAction.text}</ButtonLink>
      </Section>
      <EditLink file={`services/${serviceKey}.mdx`} />
    </>
  )
}
