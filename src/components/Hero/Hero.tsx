import { useCallback, useState, type CSSProperties, type ReactNode } from 'react'
import { Head } from 'vite-react-ssg'
import { srcSet } from '../../images/variants'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage'
import buttonStyles from '../ui/Button.module.css'
import styles from './Hero.module.css'

export interface HeroProps {
  title: string
  paragraph?: string
  /** Public path of the background image. */
  image: string
  /** A CSS length; the spec's default is 80vh. */
  height?: string
  /** Where the image is anchored; the spec's default is top. */
  position?: 'top' | 'center' | 'bottom'
  /** An optional button that shows an alert with `message`. */
  alertButton?: { label: string; message: string }
  /** Links or buttons under the text. */
  children?: ReactNode
}

/** Hero images are 1920x1080 (scripts/images) and always span the viewport. */
const HERO_WIDTH = 1920
const HERO_HEIGHT = 1080

/**
 * The banner that opens a page. Its image loads lazily and sits at half opacity over a
 * gradient placeholder until it has loaded; the box has a fixed height, so nothing shifts.
 * Being the largest paint of every page, the image is also preloaded from the head with high
 * priority, so it does not wait behind the scripts (bench: LCP against the script-free page).
 */
export function Hero({ title, paragraph, image, height = '80vh', position = 'top', alertButton, children }: HeroProps) {
  const [loaded, setLoaded] = useState(false)
  // The image may finish before hydration, when no onLoad handler is attached yet.
  const imageRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true)
  }, [])
  const style = { '--hero-height': height, '--hero-position': position } as CSSProperties

  return (
    <section className={styles.hero} style={style} data-hero-height={height}>
      <Head>
        <link rel="preload" as="image" type="image/avif" imageSrcSet={srcSet(image, HERO_WIDTH, 'avif')} imageSizes="100vw" fetchPriority="high" />
      </Head>
      <ResponsiveImage
        imgRef={imageRef}
        className={styles.image}
        src={image}
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        sizes="100vw"
        alt=""
        data-loaded={loaded}
        onLoad={() => setLoaded(true)}
        // The page's loader starts the scripts once Chromium reports this paint (scripts/vite/html.ts).
        elementtiming="hero"
      />
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {paragraph && <p className={styles.paragraph}>{paragraph}</p>}
        {(children || alertButton) && (
          <div className={styles.actions}>
            {children}
            {alertButton && (
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.light}`}
                onClick={() => window.alert(alertButton.message)}
              >
                {alertButton.label}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
