import { useStrings } from '../../i18n/useStrings.ts'
import { Link } from 'react-router-dom'
import { listPagePath } from '../../content/blog/pagination.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import styles from './Pagination.module.css'

/** Newer and older pages of the blog's list, with rel hints; nothing when there is one page. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useStrings('base')
  const to = useLocalePath()
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={t('blog.pagination.label')}>
      {page > 1 ? (
        <Link to={to(listPagePath(page - 1))} rel="prev" className={styles.link}>
          ← {t('blog.pagination.newer')}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.current}>{t('blog.pagination.current', { page, pages })}</p>
      {page < pages ? (
        <Link to={to(listPagePath(page + 1))} rel="next" className={styles.link}>
          {t('blog.pagination.older')} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
