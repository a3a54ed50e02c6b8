import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { ENCODING } from '../../build/plugins/responsive-images.ts'
import { VARIANT_WIDTHS } from '../../../src/images/variants.ts'

/** An encoder setting measured on the sample. */
export interface EncodingRun {
  format: 'avif' | 'webp'
  quality: number
  effort: number
  /** The build's own setting (scripts/build/plugins/responsive-images.ts: ENCODING). */
  chosen: boolean
  kb: number
  /** Mean SSIM of the luma of 8×8 blocks, against the source resized the same way: 1 is the source itself. */
  ssim: number
  cpuMs: number
}

/** The settings weighed beside the build's own, around it. */
const CANDIDATES = [
  { format: 'avif', quality: 52, effort: 3 },
  { format: 'avif', quality: 52, effort: 2 },
  { format: 'avif', quality: 52, effort: 1 },
  { format: 'avif', quality: 60, effort: 1 },
  { format: 'avif', quality: 45, effort: 0 },
  { format: 'webp', quality: 74, effort: 4 },
  { format: 'webp', quality: 74, effort: 2 },
  { format: 'webp', quality: 80, effort: 2 },
] as const

/** The widths each sample is encoded at: the smallest slot, a phone's full width at 2x, a desktop hero. */
const WIDTHS = [VARIANT_WIDTHS[1], VARIANT_WIDTHS[4], VARIANT_WIDTHS[7]]

/** A raster of each kind of image the site shows: heroes, cards, case studies, covers. */
function sample(root: string): Buffer[] {
  return ['hero', 'services', 'case-studies', 'blog'].map((folder) => {
    const dir = join(root, 'public/images', folder)
    const name = readdirSync(dir).filter((file) => /\.(jpe?g|png)$/i.test(file))[0] as string
    return readFileSync(join(dir, name))
  })
}

async function luma(image: Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Mean structural similarity of two luma images' 8×8 blocks (Wang et al., 2004, without the Gaussian window). */
export function blockSsim(a: Buffer, b: Buffer, width: number, height: number): number {
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2]
  let sum = 0
  let blocks = 0
  for (let y = 0; y + 8 <= height; y += 8) {
    for (let x = 0; x + 8 <= width; x += 8) {
      let [ma, mb, va, vb, cov] = [0, 0, 0, 0, 0]
      for (let j = 0; j < 64; j++) {
        const k = (y + (j >> 3)) * width + x + (j & 7)
        ma += a[k] as number
        mb += b[k] as number
      }
      ma /= 64
      mb /= 64
      for (let j = 0; j < 64; j++) {
        const k = (y + (j >> 3)) * width + x + (j & 7)
        const [da, db] = [(a[k] as number) - ma, (b[k] as number) - mb]
        va += da * da
        vb += db * db
        cov += da * db
      }
      sum += ((2 * ma * mb + c1) * ((2 * cov) / 63 + c2)) / ((ma * ma + mb * mb + c1) * (va / 63 + vb / 63 + c2))
      blocks++
    }
  }
  return sum / blocks
}

/** Every candidate setting on the sample: bytes, quality and one core's CPU time, side by side. */
export async function measureEncodings(root: string): Promise<EncodingRun[]> {
  const before = sharp.concurrency()
  sharp.concurrency(1)
  try {
    const sources = sample(root)
    const references = await Promise.all(
      sources.flatMap((bytes) =>
        WIDTHS.map(async (width) => ({ bytes, width, luma: await luma(sharp(bytes).resize({ width, withoutEnlargement: true })) })),
      ),
    )
    const runs: EncodingRun[] = []
    for (const { format, quality, effort } of CANDIDATES) {
      let [bytes, ssim, cpu] = [0, 0, 0]
      for (const reference of references) {
        const started = process.cpuUsage()
        const resized = sharp(reference.bytes).resize({ width: reference.width, withoutEnlargement: true })
        const encoded = await (format === 'avif' ? resized.avif({ quality, effort }) : resized.webp({ quality, effort })).toBuffer()
        const used = process.cpuUsage(started)
        cpu += (used.user + used.system) / 1000
        bytes += encoded.length
        const decoded = await luma(sharp(encoded))
        ssim += blockSsim(reference.luma.data, decoded.data, decoded.width, decoded.height)
      }
      const chosen = ENCODING[format].quality === quality && ENCODING[format].effort === effort
      runs.push({ format, quality, effort, chosen, kb: bytes / 1024, ssim: ssim / references.length, cpuMs: cpu })
    }
    return runs
  } finally {
    sharp.concurrency(before)
  }
}

/** The report's section: each setting, the build's own marked. */
export function imagesSection(runs: EncodingRun[] | undefined): string[] {
  if (!runs?.length) return []
  return [
    '## Image encoding',
    '',
    `Each setting on one image of each kind (hero, card, case study, cover) at ${WIDTHS.join(', ')} px wide, on one core: the bytes written,`,
    'the quality (mean SSIM of the luma of 8×8 blocks against the source resized the same way) and the CPU time. **Bold**: the build’s own',
    '(scripts/build/plugins/responsive-images.ts: ENCODING).',
    '',
    '| format | quality | effort | KB | SSIM | CPU ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...runs.map((run) => {
      const row = [run.format, run.quality, run.effort, run.kb.toFixed(0), run.ssim.toFixed(4), run.cpuMs.toFixed(0)]
      return `| ${row.map((cell) => (run.chosen ? `**${cell}**` : String(cell))).join(' | ')} |`
    }),
    '',
  ]
}
