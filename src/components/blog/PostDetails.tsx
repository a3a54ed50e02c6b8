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
    // Left out of the search index's text, but its date read as the post's (data-pagefind-meta below).
    <p className={styles.details} data-pagefind-ignore="">
      <span>
        <span className="visually-hidden">{t('blog.published')} </span>
        {/* The search index's date of the post, on its own page (src/search/kinds.ts); a list is not indexed. */}
        <time dateTime={post.date} data-pagefind-meta="date[datetime]">
          {formatPostDate(post.date, lang)}
        </time>
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
