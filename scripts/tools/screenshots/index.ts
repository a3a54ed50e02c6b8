import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { LANGS } from '../../../src/i18n/languages.ts'
import { localePath, publishedPath } from '../../../src/i18n/paths.ts'
import { serviceKeysOf } from '../../build/content/files.ts'
import { findChromium } from '../chromium-path.ts'
import { serveStatic } from '../serve/static.ts'

/**
 * `npm run screenshots`: full-page PNGs of every page in every language at 375 and 1280 px, in
 * screenshots/ (git-ignored), for a person to look at. Uses the last build in dist/.
 * Optional arguments filter the pages: `npm run screenshots -- /about /en/contact`.
 */
const dist = resolve('dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first.')
  process.exit(1)
}
const out = resolve('screenshots')
mkdirSync(out, { recursive: true })
const server = createServer(serveStatic(dist))
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://localhost:${(server.address() as AddressInfo).port}`

const pages = [
  '/',
  '/services',
  ...serviceKeysOf(process.cwd(), 'es').map((k) => `/services/${k}`),
  '/about',
  '/blog',
  '/contact',
  '/privacy-policy',
  '/not-a-page',
]
const urls = LANGS.flatMap((lang) => pages.map((page) => localePath(lang, page)))
// Named as typed (/about) or as published (/about/).
const wanted = process.argv.slice(2).map(publishedPath)
const browser = await chromium.launch({
  executablePath: findChromium().path,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 800 : 900 } })
    for (const url of urls.filter((u) => !wanted.length || wanted.includes(u))) {
      await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' })
      // Lazy images load as they scroll into view: scroll through the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const file = join(out, `${url === '/' ? 'es-home' : url.slice(1).replace(/\/$/, '').replace(/\//g, '_')}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
  server.close()
}
