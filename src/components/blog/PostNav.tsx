import { useStrings } from '../../i18n/useStrings.ts'
import { Link } from 'react-router-dom'
import type { PostSummary } from '../../content/schemas.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import styles from './PostNav.module.css'

/** The posts before and after this one, in date order. */
export function PostNav({ previous, next }: { previous?: PostSummary; next?: PostSummary }) {
  const { t } = useStrings('base')
  const to = useLocalePath()
  if (!previous && !next) return null
  return (
    // Other posts' titles: not what a search for this one should find (src/search/kinds.ts).
    <nav className={styles.nav} aria-label={t('blog.postNav.label')} data-pagefind-ignore="all">
      {previous && (
        <Link to={to(`/blog/${previous.slug}`)} rel="prev" className={styles.link}>
          <span className={styles.label}>← {t('blog.postNav.previous')}</span>
          <span className={styles.title}>{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link to={to(`/blog/${next.slug}`)} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.label}>{t('blog.postNav.next')} →</span>
          <span className={styles.title}>{next.title}</span>
        </Link>
      )}
    </nav>
  )
}
