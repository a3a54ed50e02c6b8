import type { MDXComponents } from '*.mdx'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage'
import styles from './mdx.module.css'

interface FigureProps {
  src: string
  alt: string
  caption: string
  /** The image's own size; figures drawn by scripts/images are 1200x800. */
  width?: number
  height?: number
}

/** An image with its caption, at the reading width. */
export function Figure({ src, alt, caption, width = 1200, height = 800 }: FigureProps) {
  return (
    <figure className={styles.figure}>
      <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes="(min-width: 48rem) 44rem, 92vw" className={styles.image} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}

/** A short aside the reader should not miss: a tip, a warning, a number. */
export function Callout({ children }: { children?: ReactNode }) {
  return <aside className={styles.callout}>{children}</aside>
}

/** The allow-list of what a post's MDX may use, mirrored by scripts/content/kinds.ts (POST_KIND). */
export const postComponents = { Figure, Callout } as unknown as MDXComponents
