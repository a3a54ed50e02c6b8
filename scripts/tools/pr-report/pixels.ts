import pixelmatch from 'pixelmatch'
import sharp from 'sharp'

/** A PNG's pixels as RGBA, on a white canvas `width` × `height` (a page that grew is compared over its new length). */
async function rgba(file: string, width: number, height: number): Promise<Buffer> {
  const { width: w = 0, height: h = 0 } = await sharp(file).metadata()
  return sharp(file)
    .ensureAlpha()
    .extend({ right: width - w, bottom: height - h, background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .raw()
    .toBuffer()
}

/**
 * The after screenshot with every pixel that differs from before marked in red, over a faded copy
 * of the page (pixelmatch: a perceptual colour distance that leaves anti-aliasing alone); writes it
 * to `out` and returns how many pixels changed.
 */
export async function markChangedPixels(before: string, after: string, out: string): Promise<number> {
  const [a, b] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()])
  const width = Math.max(a.width ?? 0, b.width ?? 0)
  const height = Math.max(a.height ?? 0, b.height ?? 0)
  const [left, right] = await Promise.all([rgba(before, width, height), rgba(after, width, height)])
  const marked = Buffer.alloc(width * height * 4)
  const changed = pixelmatch(left, right, marked, width, height, { threshold: 0.1, alpha: 0.2 })
  await sharp(marked, { raw: { width, height, channels: 4 } }).png().toFile(out)
  return changed
}
