import { sourceSize } from '../../images/sizes.ts'
import { useStrings } from '../../i18n/useStrings.ts'
import { VIDEO_PAGES, type VideoProvider } from '../../islands/video-players.ts'
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx'
import styles from './Video.module.css'

interface VideoProps {
  provider: VideoProvider
  /** The video's id at its provider: its form is checked (src/islands/video-players.ts). */
  id: string
  title: string
  /** A local image, the video's frame: its own size sets the video's aspect ratio. */
  poster: string
}

/** Where the poster is laid out: the reading column of a post or a service's section. */
const POSTER_SIZES = '(min-width: 48rem) 44rem, 92vw'

/**
 * A video in a post or a service, as its poster with a play control, captioned with its title.
 * Nothing of the provider's is in the page: the control is a link to the video on the provider's
 * site, which is all it is without JavaScript. The page's video script (src/islands/video.ts)
 * makes it a button that puts the privacy-enhanced player over the poster, in the box the poster's
 * own size (its width and height) gives it, so nothing moves.
 */
export function Video({ provider, id, title, poster }: VideoProps) {
  const { t } = useStrings('base')
  const page = VIDEO_PAGES[provider]
  const [width, height] = sourceSize(poster) ?? [1280, 720]
  return (
    <figure className={styles.video}>
      <div
        className={styles.frame}
        data-video={provider}
        data-video-id={id}
        data-video-title={title}
        data-video-play={t('video.play', { provider: page.name })}
      >
        <a className={styles.control} href={page.watch(id)}>
          <ResponsiveImage src={poster} alt="" width={width} height={height} sizes={POSTER_SIZES} />
          <span className={styles.play}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
            <span data-video-label="">{t('video.watch', { provider: page.name })}</span>
            <span className="visually-hidden">{`: ${title}`}</span>
          </span>
        </a>
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  )
}
