import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARED_CHUNK } from '../../scripts/build/plugins/islands.ts'
import { pageScripts } from '../../scripts/build/prerender/page-scripts.ts'
import { findChromium } from '../../scripts/tools/chromium-path.ts'
import { buildCommand, projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { serveStatic } from '../../scripts/tools/serve/static.ts'
import { seedImageCaches } from './support/shared-builds.ts'

/**
 * Islands scale: a scratch copy of the site gets a second island, a counter on the about page that
 * loads when it comes into view (tests/fixtures/second-island/Counter.tsx). It builds; React goes
 * into one chunk both islands import; the contact page keeps its budget (at most 75 KB gzip in at
 * most 2 files); and in Chromium each island loads by its own strategy and works.
 */
const ROOT = process.cwd()
const CONTACT_BUDGET = { gzipBytes: 75 * 1024, files: 2 }

let dir = ''
let remove = () => {}
let server: Server
let origin = ''
let browser: Browser

const dist = (path: string) => join(dir, 'dist', path)
const read = (path: string) => readFileSync(dist(path), 'utf8')
/** The island's container, as the build wrote it. */
const container = (html: string, name: string) => new RegExp(`<div data-island="${name}"[^>]*>`).exec(html)?.[0] ?? ''
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

function edit(file: string, from: string, to: string): void {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer holds: ${from}`)
  writeFileSync(path, text.replace(from, to))
}

beforeAll(async () => {
  ;({ dir, remove } = projectCopy(ROOT, 'second-island'))
  copyFileSync(join(ROOT, 'tests/fixtures/second-island/Counter.tsx'), join(dir, 'src/components/Counter.tsx'))
  writeFileSync(
    join(dir, 'src/islands/counter.tsx'),
    "import { Counter } from '../components/Counter.tsx'\nimport { hydrateIsland } from './hydrate.tsx'\n\nhydrateIsland('counter', Counter)\n",
  )
  edit(
    'src/islands/names.ts',
    "export const ISLAND_ENTRIES = { contact: 'contact.tsx',",
    "export const ISLAND_ENTRIES = { counter: 'counter.tsx', contact: 'contact.tsx',",
  )
  edit(
    'src/pages/AboutPage.tsx',
    "import { Hero } from '../components/Hero/Hero.tsx'",
    "import { Counter } from '../components/Counter.tsx'\nimport { Island } from '../islands/Island.tsx'\nimport { Hero } from '../components/Hero/Hero.tsx'",
  )
  edit(
    'src/pages/AboutPage.tsx',
    '    </>\n  )\n}',
    '      <Island name="counter" load="visible" component={Counter} props={{ label: "Me gusta", start: 3 }} />\n    </>\n  )\n}',
  )
  execFileSync(...buildCommand(ROOT, dir), {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SITE_CACHE_DIR: seedImageCaches(join(dir, '.cache')) },
  })
  const files = serveStatic(join(dir, 'dist'))
  server = createServer((req, res) => files(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  remove()
})

describe('a second island', () => {
  it('builds: each island its own chunk, and React in one chunk both import', () => {
    const assets = readdirSync(dist('assets'))
    const shared = assets.filter((name) => name.startsWith(`${SHARED_CHUNK}-`) && name.endsWith('.js'))
    expect(shared).toHaveLength(1)
    // React's own error links: in the shared chunk, in neither island's.
    expect(readFileSync(dist(`assets/${shared[0]}`), 'utf8')).toContain('react.dev/errors/')
    for (const [page, name] of [
      ['contact/index.html', 'contact'],
      ['about/index.html', 'counter'],
    ] as const) {
      const tag = container(read(page), name)
      const src = attribute(tag, 'data-island-src') ?? ''
      expect(src, page).toMatch(new RegExp(`^/assets/${name}-[\\w-]+\\.js$`))
      expect(attribute(tag, 'data-island-imports'), page).toBe(`/assets/${shared[0]}`)
      expect(readFileSync(dist(src), 'utf8'), page).toContain(shared[0])
      expect(readFileSync(dist(src), 'utf8'), page).not.toContain('react.dev/errors/')
    }
  })

  it('leaves the contact page within its budget: at most 75 KB gzip in at most 2 files', () => {
    const tag = container(read('contact/index.html'), 'contact')
    const files = [attribute(tag, 'data-island-src'), ...(attribute(tag, 'data-island-imports') ?? '').split(' ')].filter(Boolean) as string[]
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(dist(file)), { level: 9 }).length, 0)
    expect(files.length).toBeLessThanOrEqual(CONTACT_BUDGET.files)
    expect(gzip).toBeLessThanOrEqual(CONTACT_BUDGET.gzipBytes)
  })

  it('gives each page the strategies its islands use, and only them', () => {
    const about = pageScripts(read('about/index.html')).inline
    expect(about.some((script) => /__islands\.each\(.visible./.test(script))).toBe(true)
    expect(about.some((script) => /__islands\.each\(.(touch|idle)./.test(script))).toBe(false)
    const contact = pageScripts(read('contact/index.html')).inline
    expect(contact.some((script) => /__islands\.each\(.visible./.test(script))).toBe(false)
  })

  it('loads when it comes into view, not before, with React beside it, and works', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const requested: string[] = []
    const problems: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${origin}/about/`)
    // Loaded and idle, the counter far below the fold: nothing asked for.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
    expect(requested.filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toEqual([])
    const button = page.getByRole('button', { name: /Me gusta/ })
    await button.scrollIntoViewIfNeeded()
    await expect.poll(() => requested.filter((path) => /\/assets\/(counter|islands-shared)-/.test(path)).length, { timeout: 15_000 }).toBe(2)
    // Hydrated: a press counts.
    await expect.poll(async () => (await button.click(), await button.textContent()), { timeout: 15_000 }).toMatch(/Me gusta: [4-9]/)
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)

  it('leaves the contact form loading as before: on a touch, with the chunk it shares', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${origin}/contact/`)
    await page.getByLabel('Nombre completo', { exact: true }).focus()
    // The island enables its button once hydrated.
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[data-island="contact"] button[type="submit"]')?.disabled === false,
      null,
      {
        timeout: 15_000,
      },
    )
    expect(requested.filter((path) => /\/assets\/(contact|islands-shared)-/.test(path))).toHaveLength(2)
    expect(requested.some((path) => path.includes('/assets/counter-'))).toBe(false)
    await page.close()
  }, 60_000)
})
