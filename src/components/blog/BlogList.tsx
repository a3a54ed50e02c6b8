import type { ReactNode } from 'react'
import type { PostSummary } from '../../content/schemas.ts'
import { PostGrid } from './PostGrid.tsx'
import styles from './BlogList.module.css'

/** The band under a blog hero: the posts as cards, then whatever follows them (pagination, links). */
export function BlogList({ posts, children }: { posts: readonly PostSummary[]; children?: ReactNode }) {
  return (
    <div className={styles.list}>
      <PostGrid posts={posts} />
      {children}
    </div>
  )
}
