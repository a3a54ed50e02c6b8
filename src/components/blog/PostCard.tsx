import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { PostSummary } from '../../content/schemas.ts'
import { useLocalePath } from '../../i18n/LangContext.tsx'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import { PostDetails } from './PostDetails.tsx'
import { TagLinks } from './TagLinks.tsx'
// The shared card first, so the list's own rules come after it. Composed here, not with CSS
// `composes: … from`, whose generated rules carry no source file and make Vite warn on every start.
import card from '../ui/Card.module.css'
import styles from './PostCard.module.css'

/** Covers are 1200x800 (scripts/tools/images: blog covers), like the service cards. */
export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 800

/** One post in a list: cover, title linking to the post, date, reading time, description, tags. */
export function PostCard({ post }: { post: PostSummary }) {
  const to = useLocalePath()
  const titleId = useId()
  return (
    <article className={card.card} aria-labelledby={titleId}>
      <ResponsiveImage
        className={card.image}
        src={post.image}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        sizes="(min-width: 72rem) 22rem, (min-width: 42rem) 45vw, 92vw"
      />
      <div className={card.body}>
        <h2 id={titleId} className={`${card.title} ${styles.title}`}>
          <Link to={to(`/blog/${post.slug}`)}>{post.title}</Link>
        </h2>
        <PostDetails post={post} />
        <p className={styles.description}>{post.description}</p>
        <TagLinks tags={post.tags} />
      </div>
    </article>
  )
}
