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

/**
 * A band of a page. With a title it is a <section> labelled by its heading, so it reads as a
 * region; without one (a call to action, a band whose content brings its own heading) it is a
 * plain block, since a section without a heading is a gap in the page's outline.
 */
export function Section({ title, intro, muted = false, children, className, name }: SectionProps) {
  const headingId = useId()
  const Band = title ? 'section' : 'div'
  return (
    <Band
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
    </Band>
  )
}
