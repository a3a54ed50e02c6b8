import type { MDXComponents } from '*.mdx'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import { Video } from '../mdx/Video.tsx'
import styles from './mdx.module.css'

interface FigureProps {
  src: string
  alt: string
  caption: string
  /** The image file's own size in pixels: it sets the aspect ratio and the variants made. */
  width: number
  height: number
}

/** An image with its caption, at the reading width. */
export function Figure({ src, alt, caption, width, height }: FigureProps) {
  return (
    <figure className={styles.figure}>
      <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes="(min-width: 48rem) 44rem, 92vw" className={styles.image} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}

/**
 * A short note the reader should not miss: a tip, a warning, a number. A note, not an <aside>:
 * a post with several would have landmarks that no name tells apart.
 */
export function Callout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.callout} role="note">
      {children}
    </div>
  )
}

/** The allow-list of what a post's MDX may use, mirrored by scripts/build/content/kinds.ts (POST_KIND). */
export const postComponents = { Figure, Callout, Video } as unknown as MDXComponents
