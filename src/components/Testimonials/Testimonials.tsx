import { useTranslation } from 'react-i18next'
import type { HomeStrings } from '../../content/schemas'
import { Section } from '../ui/Section'
import styles from './Testimonials.module.css'

type Testimonial = HomeStrings['testimonials']['items'][number]

/** The spec's avatar rule: /images/{name lowercased, spaces replaced by underscores}.png */
export function avatarPath(name: string): string {
  return `/images/${name.toLowerCase().replace(/\s+/g, '_')}.png`
}

export function Testimonials() {
  const { t } = useTranslation('home')
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
                <img src={avatarPath(item.nombre)} alt={item.altText} width="56" height="56" loading="lazy" decoding="async" className={styles.avatar} />
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
