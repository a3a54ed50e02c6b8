import { useId } from 'react'
import type { ServiceSummary } from '../../content/schemas.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
// The shared card first, so the grid's own rules come after it. Composed here, not with CSS
// `composes: … from`, whose generated rules carry no source file and make Vite warn on every start.
import card from '../ui/Card.module.css'
import styles from './ServiceGrid.module.css'

/** One service: image, title, description, and a button to its page. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const to = useLocalePath()
  const titleId = useId()
  return (
    <article className={`${card.card} ${styles.card}`} aria-labelledby={titleId}>
      <ResponsiveImage
        className={card.image}
        src={service.image}
        alt=""
        width={1200}
        height={800}
        sizes="(min-width: 72rem) 22rem, (min-width: 42rem) 45vw, 92vw"
      />
      <div className={card.body}>
        <h3 id={titleId} className={card.title}>
          {service.title}
        </h3>
        <p className={styles.description}>{service.description}</p>
        <ButtonLink
          to={to(`/services/${service.key}`)}
          variant="secondary"
          className={styles.button}
          label={`${service.buttonLabel}: ${service.title}`}
        >
          {service.buttonLabel}
        </ButtonLink>
      </div>
    </article>
  )
}
