import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { VARIANT_FORMATS, variantPath, variantWidths, type VariantFormat } from '../../src/images/variants.ts'

const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 3 }),
  webp: (image) => image.webp({ quality: 74, effort: 4 }),
}

/** Rasters served as they are: social previews (crawlers fetch the JPEG) and app icons. */
const KEEP_AS_IS = /^(og|icons)\//

async function runPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: size }, worker))
}

/**
 * Writes the AVIF and WebP variants of every raster under `<dist>/images/` beside it, at the
 * widths src/images/variants.ts lists. Encoded files are kept in `cacheDir` by the hash of
 * their source, so a rebuild only encodes images that changed.
 */
export async function writeResponsiveImages(dist: string, cacheDir: string): Promise<{ images: number; encoded: number }> {
  const root = join(dist, 'images')
  if (!existsSync(root)) return { images: 0, encoded: 0 }
  mkdirSync(cacheDir, { recursive: true })
  const rasters = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => /\.(jpe?g|png)$/i.test(name) && !KEEP_AS_IS.test(name))
  let encoded = 0
  const jobs: { source: string; bytes: Buffer; hash: string; width: number; format: VariantFormat; target: string }[] = []
  for (const name of rasters) {
    const source = join(root, name)
    const bytes = readFileSync(source)
    const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 16)
    const { width = 0 } = await sharp(bytes).metadata()
    for (const w of variantWidths(width)) {
      for (const format of VARIANT_FORMATS) {
        jobs.push({ source, bytes, hash, width: w, format, target: join(dist, variantPath(`/images/${name}`, w, format)) })
      }
    }
  }
  await runPool(jobs, 2, async ({ bytes, hash, width, format, target }) => {
    const cached = join(cacheDir, `${hash}-${width}.${format}`)
    if (!existsSync(cached)) {
      await ENCODE[format](sharp(bytes).resize({ width, withoutEnlargement: true })).toFile(cached)
      encoded++
    }
    copyFileSync(cached, target)
  })
  return { images: rasters.length, encoded }
}
