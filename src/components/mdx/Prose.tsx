import type { ReactNode } from 'react'
import markdown from './Markdown.module.css'
import styles from './Prose.module.css'

/** Long-form text from content, at a comfortable line length. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={`${styles.prose} ${markdown.markdown}`}>{children}</div>
}
