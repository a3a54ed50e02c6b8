import type { ImgHTMLAttributes } from 'react'
import { sourceWidth } from '../../images/sizes'
import { VARIANT_FORMATS, isRaster, srcSet } from '../../images/variants'

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'srcSet'> {
  src: string
  /** The size it is laid out at, in pixels: it sets the aspect ratio (no layout shift). */
  width: number
  height: number
  /** How wide the image is shown, as the `sizes` attribute ("100vw", "(min-width: 60rem) 33vw, 100vw"). */
  sizes: string
  alt: string
}

/**
 * An image in AVIF or WebP at the width its slot needs, with the original as the fallback. The
 * variants are the ones the build writes for the file's own width (src/images/sizes.ts), never
 * wider than the file. SVGs are drawn at any size and pass through as they are.
 */
export function ResponsiveImage({ src, width, height, sizes, alt, ...img }: ResponsiveImageProps) {
  const image = <img src={src} width={width} height={height} alt={alt} loading="lazy" decoding="async" {...img} />
  const intrinsicWidth = sourceWidth(src)
  if (!isRaster(src) || !intrinsicWidth) return image
  return (
    <picture>
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(src, intrinsicWidth, format)} sizes={sizes} />
      ))}
      {image}
    </picture>
  )
}
