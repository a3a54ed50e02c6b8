import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../../../scripts/tools/chromium-path.ts'
import { capture } from '../../../../scripts/tools/pr-report/screenshots.ts'
import { markChangedPixels } from '../../../../scripts/tools/pr-report/pixels.ts'
import { serveStatic } from '../../../../scripts/tools/serve/static.ts'

/**
 * A page with what makes captures differ: a web font, an endless animation, a transition, a lazy
 * image far below, and a section with `content-visibility: auto` 4,000 px down, whose content is red once painted.
 */
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Capture</title><style>
@font-face { font-family: Jakarta; src: url(/font.woff2) format('woff2'); font-display: swap; }
body { margin: 0; font: 24px Jakarta, sans-serif; }
.spin { width: 80px; height: 80px; background: #36c; animation: spin 0.7s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); background: #c63; } }
.fade { transition: opacity 5s; opacity: 1; }
.far { content-visibility: auto; contain-intrinsic-size: auto 300px; margin-top: 4000px; }
.far div { height: 300px; background: rgb(255, 0, 0); }
</style></head><body><h1 class="fade">Texto con fuente propia</h1><div class="spin"></div>
<img src="/photo.png" width="200" height="100" loading="lazy" alt="">
<section class="far"><div>Below</div></section></body></html>`

let dir = ''
let server: Server
let origin = ''
let browser: Browser

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pr-report-shots-'))
  writeFileSync(join(dir, 'index.html'), PAGE)
  copyFileSync(join(process.cwd(), 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'), join(dir, 'font.woff2'))
  await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 0, g: 128, b: 0 } } }).png().toFile(join(dir, 'photo.png'))
  server = createServer(serveStatic(dir))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--font-render-hinting=none'] })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The colour of the capture's pixel at x, `fromBottom` pixels above its end: inside the far section. */
async function pixel(file: string, x: number, fromBottom: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const at = ((info.height - fromBottom) * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}

describe('capture', () => {
  it('captures a page the same, byte for byte, every time, with every section painted', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' })
    await capture(page, `${origin}/`, join(dir, 'one.png'))
    await capture(page, `${origin}/`, join(dir, 'two.png'))
    expect(readFileSync(join(dir, 'one.png')).equals(readFileSync(join(dir, 'two.png')))).toBe(true)
    // The section 4,000 px down is painted, and the lazy image loaded.
    expect(await pixel(join(dir, 'one.png'), 100, 100)).toEqual([255, 0, 0])
    const image = await page.evaluate(() => document.images[0]?.complete && document.images[0].naturalWidth)
    expect(image).toBe(200)
    await page.close()
  }, 60_000)

  it('without it, a full-page capture leaves that section blank (the control)', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await page.screenshot({ path: join(dir, 'plain.png'), fullPage: true })
    expect(await pixel(join(dir, 'plain.png'), 100, 100)).not.toEqual([255, 0, 0])
    await page.close()
  }, 60_000)
})

describe('markChangedPixels', () => {
  it('counts the pixels that differ, over the taller of the two captures', async () => {
    const png = (file: string, height: number, square: boolean) =>
      sharp({ create: { width: 50, height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
        .composite(square ? [{ input: { create: { width: 10, height: 10, channels: 3, background: { r: 0, g: 0, b: 0 } } }, left: 5, top: 5 }] : [])
        .png()
        .toFile(join(dir, file))
    await png('a.png', 40, false)
    await png('b.png', 50, true)
    expect(await markChangedPixels(join(dir, 'a.png'), join(dir, 'a.png'), join(dir, 'same.png'))).toBe(0)
    // The black square; the 10 rows the second is taller are white on white.
    expect(await markChangedPixels(join(dir, 'a.png'), join(dir, 'b.png'), join(dir, 'marked.png'))).toBe(100)
    expect((await sharp(join(dir, 'marked.png')).metadata()).height).toBe(50)
  })
})
