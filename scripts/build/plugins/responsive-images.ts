import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { VARIANT_FORMATS, variantPath, variantWidths, type VariantFormat } from '../../../src/images/variants.ts'
import { buildCacheDir } from '../cache/cache-dir.ts'
import { filesUnder, writeWhole } from '../cache/cache-key.ts'

/** Each format's encoder settings, chosen by measurement (docs/decisions.md, "Image variants at measured settings"). */
export const ENCODING = { avif: { quality: 52, effort: 1 }, webp: { quality: 74, effort: 2 } } as const satisfies Record<VariantFormat, object>

/** What a variant is made from besides its source: a change to the encoders or their settings is a new name. */
const ENCODER = JSON.stringify([ENCODING, sharp.versions])

/** Rasters served as they are: social previews (crawlers fetch the JPEG) and app icons. */
const KEEP_AS_IS = /^(og|icons)\//

const VARIANT_URL = /^(\/images\/.+)-(\d+)\.(avif|webp)$/
const SIZES_ID = 'virtual:image-sizes'

/** Where encoded variants are kept, by their source's hash: the build and the dev server share it. */
export const variantCacheDir = (root: string) => buildCacheDir(root, 'responsive-images')

/** The rasters under `imagesDir` that get variants, as paths below it ("hero/home.jpg"). */
function rastersIn(imagesDir: string): string[] {
  return filesUnder(imagesDir)
    .map((file) => relative(imagesDir, file).split(sep).join('/'))
    .filter((name) => /\.(jpe?g|png)$/i.test(name) && !KEEP_AS_IS.test(name))
    .sort()
}

const hashOf = (bytes: Buffer) => createHash('sha1').update(ENCODER).update(bytes).digest('hex').slice(0, 16)

type Variant = { width: number; format: VariantFormat; file: string }

/** The variants of a source by its hash and width, each at the widths its slots need, with its file in `cacheDir`. */
const variantsOf = (hash: string, width: number, cacheDir: string): Variant[] =>
  variantWidths(width).flatMap((w) => VARIANT_FORMATS.map((format) => ({ width: w, format, file: join(cacheDir, `${hash}-${w}.${format}`) })))

/** Whether every variant of these bytes is cached: each was encoded from them whole, so the bytes are known to decode. */
export function variantsCached(root: string, bytes: Buffer, width: number): boolean {
  return variantsOf(hashOf(bytes), width, variantCacheDir(root)).every(({ file }) => existsSync(file))
}

/** Encodes one variant of a source into its file, unless the cache has it (a changed source has a new hash, so a new file). */
async function encodeVariant(bytes: Buffer, { width, format, file }: Variant): Promise<void> {
  if (existsSync(file)) return
  mkdirSync(dirname(file), { recursive: true })
  writeWhole(file, await sharp(bytes).resize({ width, withoutEnlargement: true })[format](ENCODING[format]).toBuffer())
}

/**
 * Finds every variant of the rasters under `imagesDir`: its source and its file in `cacheDir`, by where each goes in dist/ (`files`, which
 * a build keeps as `build.imageVariants`). `encode` makes those the cache lacks, as many at once as there are cores; without it they are
 * only counted, as `missing`.
 */
export async function findImageVariants(imagesDir: string, cacheDir: string, encode = false) {
  const rasters = rastersIn(imagesDir)
  const files = new Map<string, { source: string; file: string }>()
  const jobs: { bytes: Buffer; variant: Variant }[] = []
  for (const name of rasters) {
    const bytes = readFileSync(join(imagesDir, name))
    for (const variant of variantsOf(hashOf(bytes), (await sharp(bytes).metadata()).width, cacheDir)) {
      files.set(variantPath(`/images/${name}`, variant.width, variant.format).slice(1), { source: `images/${name}`, file: variant.file })
      if (!existsSync(variant.file)) jobs.push({ bytes, variant })
    }
  }
  const missing = jobs.length
  const encoder = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await encodeVariant(job.bytes, job.variant)
  }
  if (encode) await Promise.all(Array.from({ length: availableParallelism() }, encoder))
  return { files, images: rasters.length, missing }
}

/** The variant a dev request names, made as the build makes it; undefined when the build would not write it. */
async function devVariant(publicDir: string, url: string, cacheDir: string): Promise<Variant | undefined> {
  const [, base = '', width, format] = (VARIANT_URL.exec(url) ?? []) as [string?, string?, string?, VariantFormat?]
  if (!format || base.split('/').includes('..') || KEEP_AS_IS.test(base.slice('/images/'.length))) return undefined
  const source = ['.jpg', '.jpeg', '.png', '.JPG', '.JPEG', '.PNG'].map((ext) => join(publicDir, `${base}${ext}`)).find((file) => existsSync(file))
  if (!source) return undefined
  const bytes = readFileSync(source)
  const variants = variantsOf(hashOf(bytes), (await sharp(bytes).metadata()).width, cacheDir)
  const variant = variants.find((named) => named.width === Number(width) && named.format === format)
  if (variant) await encodeVariant(bytes, variant)
  return variant
}

/** `virtual:image-sizes` (each raster's size), and under `npm run dev` the variants made on request and a reload when an image changes. */
export function responsiveImagesPlugin(root: string): Plugin {
  const publicDir = join(root, 'public')
  const imagesDir = join(publicDir, 'images') + sep
  return {
    name: 'site-responsive-images',
    resolveId(id) {
      return id === SIZES_ID ? `\0${SIZES_ID}` : undefined
    },
    async load(id) {
      if (id !== `\0${SIZES_ID}`) return undefined
      // By public path ("/images/hero/home.jpg": [1920, 1080]): pages name the variants its width gets.
      const sizes = rastersIn(imagesDir).map(async (name) => {
        const { width, height } = await sharp(join(imagesDir, name)).metadata()
        return [`/images/${name}`, [width, height]]
      })
      return `export default ${JSON.stringify(Object.fromEntries(await Promise.all(sizes)))};\n`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? ''
        if (!VARIANT_URL.test(url)) return next()
        devVariant(publicDir, decodeURIComponent(url), variantCacheDir(root)).then((variant) => {
          if (!variant) return res.writeHead(404).end(`No variant ${url}: its source under public/ is missing or narrower`)
          return res.writeHead(200, { 'Content-Type': `image/${variant.format}`, 'Cache-Control': 'no-cache' }).end(readFileSync(variant.file))
        }, next)
      })
    },
    hotUpdate: {
      order: 'post',
      handler({ file, server }) {
        if (!file.startsWith(imagesDir)) return undefined
        const graph = this.environment.moduleGraph
        const sizes = graph.getModuleById(`\0${SIZES_ID}`)
        if (sizes) graph.invalidateModule(sizes)
        if (this.environment.name === 'ssr') {
          server.config.logger.info(`page reload ${relative(root, file).split(sep).join('/')}`, { timestamp: true })
          server.environments.client.hot.send({ type: 'full-reload', path: '*' })
        }
        return []
      },
    },
  }
}
