import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { PostSummary } from '../../content/schemas'
import { useLocalePath } from '../../i18n/LangContext'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage'
import { PostDetails } from './PostDetails'
import { TagLinks } from './TagLinks'
import styles from './PostCard.module.css'

/** Covers are 1200x800 (scripts/images: blog covers), like the service cards. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 800

/** One post in a list: cover, title linking to the post, date, reading time, description, tags. */
export function PostCard({ post }: { post: PostSummary }) {
  const to = useLocalePath()
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ResponsiveImage
        className={styles.cover}
        src={post.image}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        sizes="(min-width: 72rem) 22rem, (min-width: 42rem) 45vw, 92vw"
      />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link to={to(`/blog/${post.slug}`)}>{post.title}</Link>
        </h2>
        <PostDetails post={post} />
        <p className={styles.description}>{post.description}</p>
        <TagLinks tags={post.tags} />
      </div>
    </article>
  )
}
