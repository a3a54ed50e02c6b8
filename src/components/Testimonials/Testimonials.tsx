import { useStrings } from '../../i18n/useStrings.ts'
import type { HomeStrings } from '../../content/schemas.ts'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import { Section } from '../ui/Section.tsx'
import styles from './Testimonials.module.css'

type Testimonial = HomeStrings['testimonials']['items'][number]

/** A testimonial's avatar: /images/{name lowercased, spaces replaced by underscores}.png (docs/product.md, "Pages"). */
export function avatarPath(name: string): string {
  return `/images/${name.toLowerCase().replace(/\s+/g, '_')}.png`
}

export function Testimonials() {
  const { t } = useStrings('home')
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[]
  return (
    <Section title={t('testimonials.title')} muted>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.nombre}>
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{item.testimonial}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <ResponsiveImage src={avatarPath(item.nombre)} alt={item.altText} width={256} height={256} sizes="56px" className={styles.avatar} />
                <span>
                  <span className={styles.name}>{item.nombre}</span>
                  <span className={styles.role}>
                    {item.posicion}, {item.empresa}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
