import type { PostSummary } from '../../content/schemas.ts'
import { PostCard } from './PostCard.tsx'
import styles from './PostGrid.module.css'

/** Posts as cards, three to a row on wide screens. */
export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
