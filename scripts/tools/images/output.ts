/**
 * Rendering and file output. SVG strings go through sharp (librsvg) and are
 * encoded with settings chosen per format; every write is recorded so the
 * generator can print a size report at the end.
 */

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative } from 'node:path'
import sharp from 'sharp'
import { hashSeed, mulberry32 } from './random.ts'

export interface WrittenFile {
  path: string
  bytes: number
  size: string
}

export interface JpegOptions {
  quality?: number
}

export interface PngOptions {
  /** Resize the rendered SVG to this square/rect size (used for icons from one master). */
  width?: number
  height?: number
  /** Quantise to a palette: much smaller files for flat artwork such as avatars and icons. */
  palette?: boolean
  /** Drop the alpha channel (icons that must be opaque). */
  flatten?: string
  /** Rasterisation density (72 = 1 SVG unit per pixel); raise it when downscaling a small viewBox. */
  density?: number
}

/**
 * Add +-1.5 levels of triangular noise in place. Invisible to the eye, but it
 * breaks up the 8-bit steps of slow dark gradients, which JPEG would otherwise
 * turn into blocky bands. Seeded per file, so the output stays deterministic.
 */
function dither(pixels: Buffer, seed: number, amplitude = 1.5): void {
  const rnd = mulberry32(seed)
  for (let i = 0; i < pixels.length; i++) {
    const noise = (rnd() + rnd() - 1) * amplitude
    pixels[i] = Math.max(0, Math.min(255, Math.round((pixels[i] ?? 0) + noise)))
  }
}

export class Output {
  readonly written: WrittenFile[] = []

  private readonly root: string

  constructor(root: string) {
    this.root = root
  }

  private async save(rel: string, data: Buffer | string, size: string): Promise<void> {
    // A path of its own for a file that is not the site's (the build's own assets).
    const file = isAbsolute(rel) ? rel : join(this.root, rel)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, data)
    this.written.push({ path: relative(process.cwd(), file), bytes: Buffer.byteLength(data), size })
  }

  /**
   * Progressive mozjpeg: small files, and the image fades in gracefully on slow
   * connections. The raster is dithered first (see `dither`) so the long, dark
   * gradients do not turn into visible bands/blocks after compression.
   */
  async jpeg(rel: string, svg: string, o: JpegOptions = {}): Promise<void> {
    const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#0B1526' }).raw().toBuffer({ resolveWithObject: true })
    dither(data, hashSeed(rel))
    const out = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality: o.quality ?? 78, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer()
    await this.save(rel, out, `${info.width}x${info.height}`)
  }

  async png(rel: string, svg: string, o: PngOptions = {}): Promise<void> {
    let img = sharp(Buffer.from(svg), { density: o.density ?? 72 })
    if (o.width || o.height) img = img.resize(o.width, o.height)
    if (o.flatten) img = img.flatten({ background: o.flatten })
    const data = await img.png({ compressionLevel: 9, adaptiveFiltering: true, palette: o.palette ?? false, quality: 95, effort: 10 }).toBuffer()
    const meta = await sharp(data).metadata()
    await this.save(rel, data, `${meta.width}x${meta.height}`)
  }

  /** Text assets (SVG files, the web manifest) are written as-is. */
  async text(rel: string, content: string, size = ''): Promise<void> {
    await this.save(rel, content.endsWith('\n') ? content : `${content}\n`, size)
  }

  printTable(): void {
    const rows = [...this.written].sort((a, b) => a.path.localeCompare(b.path))
    const w = Math.max(...rows.map((r) => r.path.length), 4)
    const fmt = (n: number): string => (n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`)
    console.log(`${'file'.padEnd(w)}  ${'size'.padStart(10)}  pixels`)
    console.log(`${'-'.repeat(w)}  ${'-'.repeat(10)}  ---------`)
    for (const r of rows) console.log(`${r.path.padEnd(w)}  ${fmt(r.bytes).padStart(10)}  ${r.size}`)
    const total = rows.reduce((s, r) => s + r.bytes, 0)
    console.log(`${'-'.repeat(w)}  ${'-'.repeat(10)}`)
    console.log(`${`${rows.length} files`.padEnd(w)}  ${fmt(total).padStart(10)}`)
  }
}
