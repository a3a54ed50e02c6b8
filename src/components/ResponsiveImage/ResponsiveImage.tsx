import type { ImgHTMLAttributes } from 'react'
import { variantSrcSet } from '../../images/sizes.ts'
import { VARIANT_FORMATS, isRaster } from '../../images/variants.ts'

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
  const sources = VARIANT_FORMATS.map((format) => ({ format, srcSet: variantSrcSet(src, format) }))
  if (!isRaster(src) || sources.some((source) => !source.srcSet)) return image
  return (
    <picture>
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  )
}
