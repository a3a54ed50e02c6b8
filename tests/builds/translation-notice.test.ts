import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../scripts/tools/chromium-path.ts'
import { buildCommand, projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { serveStatic } from '../../scripts/tools/serve/static.ts'
import { axeViolationsAtEveryWidth, axeViolationsIn } from '../e2e/support/axe.ts'
import type { Engine } from '../e2e/support/engines/driver.ts'
import { launchFirefox } from '../e2e/support/engines/firefox.ts'
import { launchWebKit } from '../e2e/support/engines/webkit.ts'

/**
 * The visitor's notice of a translation behind its Spanish original, on a real build of a scratch
 * copy of the site made a git repository, commit by commit: the Spanish hero of the CRM service
 * and of the home page (a strings file) change, and both translations fall behind; a sentence of
 * the CRM post changes and the English translation catches up (Portuguese stays behind). The same copy is also built with no history to
 * read, which is a page with nothing behind: every other page must come out byte for byte the same.
 * Then in Chromium, Firefox ESR and WebKitGTK: the sentence, its link to the original, and axe.
 */
const ROOT = process.cwd()
const IDENTITY = { GIT_AUTHOR_NAME: 'Editor', GIT_AUTHOR_EMAIL: 'e@example.com', GIT_COMMITTER_NAME: 'Editor', GIT_COMMITTER_EMAIL: 'e@example.com' }
const SERVICE = 'services/integracion_crms'
const POST = 'blog/que-implica-integrar-un-crm'
/** The pages with a part behind: a service, a post (in Portuguese only), the home page. */
const TOLD = ['en/index.html', `en/${SERVICE}/index.html`, `pt/${POST}/index.html`, 'pt/index.html', `pt/${SERVICE}/index.html`]
const NOTICE = {
  en: 'Parts of this page changed in the Spanish original after it was translated: read the original in Spanish.',
  pt: 'Partes desta página mudaram no original em espanhol depois da tradução: leia o original em espanhol.',
}

let dir = ''
let remove = () => {}
let server: Server
let origin = ''
let browser: Browser
/** Every page of the build with no history, by its file under dist/. */
const plain = new Map<string, string>()

const page = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8')
const pagesOf = (dist: string) => readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
/** The notice's element, as the build wrote it, or undefined. */
const noticeIn = (html: string) => /<div[^>]*data-translation-notice=""[^>]*>.*?<\/div>/s.exec(html)?.[0]

function git(...args: string[]): void {
  execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...IDENTITY } })
}

function edit(file: string, from: string, to: string): void {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer holds: ${from}`)
  writeFileSync(path, text.replace(from, to))
}

function build(env: Record<string, string> = {}): void {
  execFileSync(...buildCommand(ROOT, dir), {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SITE_CACHE_DIR: join(dir, '.cache'), ...env },
  })
}

beforeAll(async () => {
  ;({ dir, remove } = projectCopy(ROOT, 'translation-notice'))
  for (const name of ['responsive-images', 'social-images']) {
    const built = join(ROOT, 'node_modules/.cache', name)
    if (existsSync(built)) cpSync(built, join(dir, '.cache', name), { recursive: true })
  }
  writeFileSync(join(dir, '.gitignore'), 'node_modules\ndist\n.cache\n')
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', 'Start')
  edit(
    `content/es/${SERVICE}.mdx`,
    'Toda la información de tus clientes, conectada y al día.',
    'Toda la información de tus clientes, en un solo lugar y al día.',
  )
  edit(`content/es/${POST}.mdx`, '## Cuánto lleva\n', '## Cuánto lleva\n\nUna frase nueva en español.\n')
  edit('content/es/strings/home.json', 'Transformamos tu negocio con software a medida.', 'Transformamos tu negocio con software hecho a medida.')
  git('commit', '-q', '-am', 'Rewrite the CRM hero and add a sentence to the post')
  edit(`content/en/${POST}.mdx`, '## How long it takes\n', '## How long it takes\n\nA new sentence in English.\n')
  git('commit', '-q', '-am', 'Translate the new sentence to English')
  // First with no history to read (GIT_DIR names none): nothing is behind.
  build({ GIT_DIR: join(dir, 'no-git') })
  for (const file of pagesOf(join(dir, 'dist'))) plain.set(file, page(file))
  build()
  const files = serveStatic(join(dir, 'dist'))
  server = createServer((req, res) => files(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: findChromium().path, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  remove()
})

describe('a translation behind its Spanish original', () => {
  it('says so at the top of exactly the pages behind, in their language, with a link to the original', () => {
    const told = pagesOf(join(dir, 'dist'))
      .filter((file) => noticeIn(page(file)))
      .sort()
    expect(told).toEqual(TOLD)
    for (const [file, lang, original] of [
      [`en/${SERVICE}/index.html`, 'en', `/${SERVICE}/`],
      [`pt/${SERVICE}/index.html`, 'pt', `/${SERVICE}/`],
      [`pt/${POST}/index.html`, 'pt', `/${POST}/`],
      ['en/index.html', 'en', '/'],
    ] as const) {
      const notice = noticeIn(page(file)) ?? ''
      expect(
        notice
          .replace(/<[^>]+>/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
        file,
      ).toBe(NOTICE[lang])
      // React writes the attribute as `hrefLang`: HTML reads attribute names in any case.
      expect(notice.toLowerCase(), file).toContain(`<a href="${original}" hreflang="es">`)
      // At the top: before the page's first heading.
      expect(page(file).indexOf('data-translation-notice'), file).toBeLessThan(page(file).indexOf('<h1'))
    }
  })

  it('changes nothing else: every other page is byte for byte the page of a build with nothing behind', () => {
    const different = [...plain].filter(([file, html]) => page(file) !== html).map(([file]) => file)
    expect(different.sort()).toEqual(TOLD)
    // And those differ by the notice alone.
    for (const file of different) expect(page(file).replace(noticeIn(page(file)) ?? '', ''), file).toBe(plain.get(file))
  })

  it('never leaves the preview marks in a build', () => {
    for (const file of pagesOf(join(dir, 'dist'))) expect(page(file), file).not.toMatch(/data-translation-(behind|preview)|translationChanges/)
  })

  it('in Chromium: reads as one sentence, leads to the original, and passes axe at 375 and 1280 px', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await tab.goto(`${origin}/pt/${SERVICE}/`)
    const notice = tab.locator('[data-translation-notice]')
    expect(await notice.isVisible()).toBe(true)
    expect(await axeViolationsAtEveryWidth(tab)).toEqual([])
    await notice.getByRole('link', { name: 'leia o original em espanhol' }).click()
    await tab.waitForURL(`${origin}/${SERVICE}/`)
    expect(await tab.locator('html').getAttribute('lang')).toBe('es')
    expect(await tab.locator('[data-translation-notice]').count()).toBe(0)
    await tab.close()
  }, 60_000)

  for (const launch of [launchFirefox, launchWebKit]) {
    // At 480 px: the narrowest window WebKitGTK's MiniBrowser gives.
    it(`in ${launch === launchFirefox ? 'Firefox ESR' : 'WebKitGTK'}: shows the sentence, passes axe, and its link leads to the original`, async () => {
      let engine: Engine | undefined
      try {
        engine = await launch()
        const tab = await engine.open({ width: 480, height: 800 })
        await tab.goto(`${origin}/en/${SERVICE}/`)
        const shown = await tab.evaluate(() => {
          const notice = document.querySelector<HTMLElement>('[data-translation-notice]')
          const box = notice?.getBoundingClientRect()
          return { text: notice?.textContent?.replace(/\s+/g, ' ').trim(), visible: Boolean(box && box.height > 0 && box.top < innerHeight) }
        })
        expect(shown).toEqual({ text: NOTICE.en, visible: true })
        expect(await axeViolationsIn(tab)).toEqual([])
        await tab.follow('[data-translation-notice] a')
        expect(await tab.evaluate(() => [location.pathname, document.documentElement.lang])).toEqual([`/${SERVICE}/`, 'es'])
      } finally {
        await engine?.close()
      }
    }, 120_000)
  }
})
