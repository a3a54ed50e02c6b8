import { useId, type ReactNode } from 'react'
import styles from './Section.module.css'

interface SectionProps {
  title?: string
  intro?: string
  muted?: boolean
  children: ReactNode
  className?: string
  /** Names the section for tests and styles: `data-section`. */
  name?: string
}

/** A titled band of a page, labelled by its heading so it reads as a region. */
export function Section({ title, intro, muted = false, children, className, name }: SectionProps) {
  const headingId = useId()
  return (
    <section
      className={[styles.section, muted && styles.muted, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
      data-section={name}
    >
      <div className={styles.inner}>
        {title && (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  )
}
