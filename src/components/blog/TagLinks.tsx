import { useStrings } from '../../i18n/useStrings.ts'
import { Link } from 'react-router-dom'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import styles from './TagLinks.module.css'

/** A post's tags, each a link to the tag's page. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  const { t } = useStrings('base')
  const to = useLocalePath()
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={to(`/blog/tags/${tag}`)} className={styles.tag}>
            {t(`blog.tags.${tag}` as 'blog.tags.crm')}
          </Link>
        </li>
      ))}
    </ul>
  )
}
