import { mkdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import type { LoadStrategy } from '../../../src/islands/strategies/api.ts'
import { findChromium } from '../chromium-path.ts'
import { serveStatic } from '../serve/static.ts'
import type { ChangeKind } from './compare.ts'
import { markChangedPixels } from './pixels.ts'

export const WIDTHS = [375, 1280] as const

/** One page at one width: the files written under the report's folder (relative to it), and how many pixels changed. */
export interface Shot {
  url: string
  width: number
  before?: string
  after?: string
  marked?: string
  changedPixels?: number
}

/**
 * What a capture turns off or on, so that two captures of one page are the same bytes: no
 * animation or transition, every section painted (`content-visibility: auto` leaves the ones
 * below the first screen blank in a full-page capture), no caret.
 */
const STILL = `*, *::before, *::after {
  animation: none !important; transition: none !important; content-visibility: visible !important;
  scroll-behavior: auto !important; caret-color: transparent !important;
}`

/**
 * How long a capture waits for the islands that come without a visitor (loaded once the page is
 * idle) to hydrate. One that has not by then is captured as it is: that is what visitors see too.
 */
const HYDRATION_WAIT_MS = 10_000

/**
 * A full-page PNG of the page at `url`, deterministic: its islands hydrated (the contact form's
 * button says "Preparing…" until then, however late a busy machine gets there), every image loaded
 * and decoded, fonts ready, nothing moving. `hydrationWaitMs`: how long to wait for the islands
 * (a test of the island that never comes waits less).
 */
export async function capture(page: Page, url: string, path: string, { hydrationWaitMs = HYDRATION_WAIT_MS } = {}): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  // Marked by src/islands/hydrate.tsx once React has committed the island's hydration.
  const idle: LoadStrategy = 'idle'
  const hydrated = (strategy: string) =>
    [...document.querySelectorAll(`[data-island-load~="${strategy}"]`)].every((island) => island.hasAttribute('data-island-hydrated'))
  await page.waitForFunction(hydrated, idle, { timeout: hydrationWaitMs }).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error
    console.warn(`${url}: an island had not hydrated ${hydrationWaitMs / 1000} s after load; captured as it was`)
  })
  await page.addStyleTag({ content: STILL })
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' })
}

async function serve(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(serveStatic(dir))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

const nameOf = (url: string) => (url === '/' ? 'home' : url.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_'))

/**
 * Before and after screenshots of the given pages at each width, served from each dist/ by the
 * project's own server, into `dir/shots/`, with the changed pixels marked where the page is on
 * both sides. Debian's Chromium (scripts/tools/chromium-path.ts), nothing downloaded.
 */
export async function screenshotPages(pages: { url: string; kind: ChangeKind }[], dists: { base: string; head: string }, dir: string): Promise<Shot[]> {
  if (!pages.length) return []
  mkdirSync(join(dir, 'shots'), { recursive: true })
  const base = await serve(dists.base)
  const head = await serve(dists.head)
  const browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--font-render-hinting=none'] })
  const shots: Shot[] = []
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, reducedMotion: 'reduce', deviceScaleFactor: 1 })
      const page = await context.newPage()
      for (const { url, kind } of pages) {
        const name = `${nameOf(url)}-${width}`
        const shot: Shot = { url, width }
        if (kind !== 'added') {
          shot.before = `shots/${name}-before.png`
          await capture(page, `${base.origin}${url}`, join(dir, shot.before))
        }
        if (kind !== 'removed') {
          shot.after = `shots/${name}-after.png`
          await capture(page, `${head.origin}${url}`, join(dir, shot.after))
        }
        if (shot.before && shot.after) {
          shot.marked = `shots/${name}-changes.png`
          shot.changedPixels = await markChangedPixels(join(dir, shot.before), join(dir, shot.after), join(dir, shot.marked))
        }
        shots.push(shot)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    base.server.close()
    head.server.close()
  }
  return shots
}
