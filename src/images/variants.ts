/**
 * The responsive variants the build makes of every raster under public/images/
 * (scripts/build/plugins/responsive-images.ts), and how a page names them: the same path with
 * `-<width>.<format>` instead of its extension.
 */
export const VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

/** Widths made for an image `intrinsicWidth` wide: the standard ones it covers, and its own. */
export function variantWidths(intrinsicWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < intrinsicWidth)
  return [...widths, intrinsicWidth]
}

export function isRaster(src: string): boolean {
  return /\.(jpe?g|png)$/i.test(src)
}

export function variantPath(src: string, width: number, format: VariantFormat): string {
  return src.replace(/\.(jpe?g|png)$/i, `-${width}.${format}`)
}

export function srcSet(src: string, intrinsicWidth: number, format: VariantFormat): string {
  return variantWidths(intrinsicWidth)
    .map((w) => `${variantPath(src, w, format)} ${w}w`)
    .join(', ')
}
