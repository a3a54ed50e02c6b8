import sizes from 'virtual:image-sizes'
import { srcSet, type VariantFormat } from './variants.ts'

/**
 * The width of a raster under public/, as its file has it (scripts/build/plugins/responsive-images.ts
 * measures them all), or undefined when there is no such file. Pages name an image's variants
 * from this width, not from the size they show it at, so they name exactly the files the build
 * writes: a 2400 px cover gets its 1920 and 2400 variants, a 900 px one nothing wider than 900.
 */
export function sourceWidth(src: string): number | undefined {
  return sizes[src]?.[0]
}

/** The [width, height] of a raster under public/, as its file has it, or undefined when there is no such file. */
export function sourceSize(src: string): readonly [number, number] | undefined {
  return sizes[src]
}

/** The srcset of a raster's variants in one format, or undefined for an SVG or a missing file. */
export function variantSrcSet(src: string, format: VariantFormat): string | undefined {
  const width = sourceWidth(src)
  return width ? srcSet(src, width, format) : undefined
}
