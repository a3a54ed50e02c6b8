import { useStrings } from '../../i18n/useStrings.ts'
import { formatPostDate } from '../../content/blog/dates.ts'
import type { PostSummary } from '../../content/schemas.ts'
import { useLang } from '../../i18n/LangContext.tsx'
import styles from './PostDetails.module.css'

/** When a post was published (and updated), and how long it takes to read. */
export function PostDetails({ post, showUpdated = false }: { post: PostSummary; showUpdated?: boolean }) {
  const { t } = useStrings('base')
  const lang = useLang()
  return (
    <p className={styles.details}>
      <span>
        <span className="visually-hidden">{t('blog.published')} </span>
        <time dateTime={post.date}>{formatPostDate(post.date, lang)}</time>
      </span>
      {showUpdated && post.updated && (
        <span>
          {t('blog.updated')} <time dateTime={post.updated}>{formatPostDate(post.updated, lang)}</time>
        </span>
      )}
      <span>{t('blog.readingTime', { count: post.readingMinutes })}</span>
      {post.draft && <strong className={styles.draft}>{t('blog.draft')}</strong>}
    </p>
  )
}
