import type { CSSProperties, ReactNode } from 'react'
import { Head } from 'vite-react-ssg'
import { variantSrcSet } from '../../images/sizes.ts'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import styles from './Hero.module.css'

export interface HeroProps {
  title: string
  paragraph?: string
  /** Public path of the background image. */
  image: string
  /** A CSS length; 80vh by default (docs/product.md, "The hero"). */
  height?: string
  /** Where the image is anchored; the top by default. */
  position?: 'top' | 'center' | 'bottom'
  /** Links or buttons under the text. */
  children?: ReactNode
}

/** Hero images are 1920x1080 (scripts/tools/images) and always span the viewport. */
const HERO_WIDTH = 1920
const HERO_HEIGHT = 1080

/**
 * The banner that opens a page. Its image loads lazily over a gradient placeholder; the box has
 * a fixed height, so nothing shifts. Where scripts run, the image sits at half opacity until it
 * has loaded (the page's small script marks it, src/islands/enhance.ts; on a page with an island,
 * the islands' loader, src/islands/load-islands.ts); without them it simply shows. Being the largest paint of every page, it is also preloaded from the head with high
 * priority.
 */
export function Hero({ title, paragraph, image, height = '80vh', position = 'top', children }: HeroProps) {
  const style = { '--hero-height': height, '--hero-position': position } as CSSProperties
  const preload = variantSrcSet(image, 'avif')

  return (
    <section className={styles.hero} style={style} data-hero-height={height}>
      <Head>
        {preload ? <link rel="preload" as="image" type="image/avif" imageSrcSet={preload} imageSizes="100vw" fetchPriority="high" /> : null}
      </Head>
      <ResponsiveImage className={styles.image} src={image} width={HERO_WIDTH} height={HERO_HEIGHT} sizes="100vw" alt="" data-hero />
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {paragraph && <p className={styles.paragraph}>{paragraph}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  )
}
