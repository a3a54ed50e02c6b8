import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { devClientCode, SPECULATION_RULES, type ClientCode } from '../../../../scripts/build/prerender/client-code.ts'
import { ownScriptHashes } from '../../../../scripts/build/prerender/policy.ts'
import { pageFile, writtenPages, type WrittenPages } from '../../../../scripts/build/prerender/written-pages.ts'
import type { BuildContext } from '../../../../scripts/build/steps/context.ts'
import { finishOptions, finishPages } from '../../../../scripts/build/steps/finish-pages.ts'

/**
 * Finishing and checking every page (steps/finish-pages.ts). The pages React renders are finished
 * as they render and checked on a second thread while the rest render, as vite-react-ssg writes
 * them (prerender/written-pages.ts, fed by ssg-options.ts); the step finishes the rest (the
 * not-found pages) itself. Enough pages that the checking thread has work while more arrive.
 */
const PAGES = 300
const project = join(import.meta.dirname, '../../../..')
let dist = ''

// The page script inlined, as a built site has it: the one inline script a page may carry.
const PAGE_SCRIPT = 'document.documentElement.classList.add("js")'
const clientCode: ClientCode = { ...devClientCode, pageScript: () => ({ inline: PAGE_SCRIPT }), dev: undefined }

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>t</title></head><body>${body}<script>${PAGE_SCRIPT}</script></body></html>`

function context(written?: WrittenPages): BuildContext {
  return {
    root: project,
    dist,
    emailOrigin: 'https://api.emailjs.com',
    clientCode,
    stylesheet: 'assets/style.css',
    rendered: new Set(),
    written,
    found: {},
  }
}

/** The routes whose file vite-react-ssg left as the pages' thread wrote it. */
const writtenByThread: string[] = []

/**
 * As vite-react-ssg (patches/) and ssg-options.ts do for each page: rendered, finished, written
 * unless the pages' thread has written these bytes already, handed over as written. `after`
 * changes the page between finishing and writing, as vite-react-ssg could.
 */
async function render(pages: WrittenPages, route: string, body: string, after = (html: string) => html) {
  const html = after(await pages.finish(route, page(body)))
  const file = pageFile(dist, route)
  if (pages.holds(route, html, file)) writtenByThread.push(route)
  else {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  pages.written(route, html)
}

/** A page written whole by something other than the render (the not-found step, public/). */
function writeUnrendered(name: string, body: string) {
  mkdirSync(dirname(join(dist, name)), { recursive: true })
  writeFileSync(join(dist, name), page(body))
}

const post = (pages: WrittenPages, i: number, body = `<p>Post ${i}</p><script src="/assets/post-${i % 3}.js"></script>`) =>
  render(pages, `/blog/post-${i}/`, body)

/** Pages rendered before the pages' thread has loaded: finished on this thread. */
const EARLY = 20

/**
 * The posts, each rendered and written in turn: the first ones finished on this thread while the
 * pages' thread loads, the rest, once it has, on that thread; `bodies` replaces some.
 */
async function posts(pages: WrittenPages, bodies: Record<number, string> = {}) {
  for (let i = 0; i < EARLY; i++) await post(pages, i, bodies[i])
  await pages.threadLoaded()
  for (let i = EARLY; i < PAGES; i++) await post(pages, i, bodies[i])
}

const CSS = 'body{margin:0}'
const startPages = () => writtenPages({ ...finishOptions(context()), clientCode, css: CSS })

let caches = ''

beforeEach(() => {
  writtenByThread.length = 0
  dist = mkdtempSync(join(tmpdir(), 'finish-pages-'))
  // The checked-pages record these pages leave is a scratch one, not the project's own (which the
  // next real build would find holding none of its pages, and parse them all again).
  caches = mkdtempSync(join(tmpdir(), 'finish-pages-caches-'))
  vi.stubEnv('SITE_CACHE_DIR', caches)
})

afterEach(() => {
  vi.unstubAllEnvs()
  for (const dir of [dist, caches]) rmSync(dir, { recursive: true, force: true })
})

function expectFinished(built: BuildContext) {
  for (let i = 0; i < PAGES; i++) {
    const html = readFileSync(join(dist, `blog/post-${i}/index.html`), 'utf8')
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(html).not.toContain('api.emailjs.com')
  }
  expect(readFileSync(join(dist, 'contact/index.html'), 'utf8')).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/)
  expect(built.found.formPages).toEqual(['/contact/'])
  expect([...(built.found.referencedScripts ?? [])].sort()).toEqual(['assets/post-0.js', 'assets/post-1.js', 'assets/post-2.js'])
  expect(built.found.scriptHashes).toEqual(ownScriptHashes([PAGE_SCRIPT, SPECULATION_RULES]))
}

describe('finishing the pages as they are written', () => {
  it('finishes each rendered page once, and the not-found pages in the step, each with its own policy', async () => {
    const pages = startPages()
    await posts(pages)
    await render(pages, '/contact/', '<div data-island="contact"></div>')
    // A not-found page is made the site's but not finished: the step before this one puts the 404.html files together.
    const notFound = await pages.finish('/404/', page('<h1>404</h1>'))
    expect(notFound).toContain(`<style>${CSS}</style>`)
    expect(notFound).not.toContain('Content-Security-Policy')
    writeUnrendered('404.html', '<h1>404</h1>')
    const built = context(pages)
    await finishPages.run(built)
    expectFinished(built)
    expect(readFileSync(join(dist, '404.html'), 'utf8')).toContain('<meta http-equiv="Content-Security-Policy"')
  })

  it("writes each page finished on the pages' thread there, and leaves the others to vite-react-ssg", async () => {
    const pages = startPages()
    await posts(pages)
    const late = Array.from({ length: PAGES - EARLY }, (_, i) => `/blog/post-${EARLY + i}/`)
    expect(writtenByThread).toEqual(late)
    // Written as finished: one policy each, in the file before vite-react-ssg would have written it.
    const html = readFileSync(pageFile(dist, late[0] as string), 'utf8')
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    // Only those bytes, in that file, count as written.
    const route = `/blog/post-${PAGES}/`
    const finished = await pages.finish(route, page('<p>One more</p>'))
    expect(pages.holds(route, `${finished} `, pageFile(dist, route))).toBe(false)
    expect(pages.holds(route, finished, join(dist, 'elsewhere/index.html'))).toBe(false)
    expect(pages.holds(route, finished, pageFile(dist, route))).toBe(true)
    pages.written(route, finished)
    await finishPages.run(context(pages))
  })

  it('checks a page as vite-react-ssg wrote it when that is not what the thread finished', async () => {
    const pages = startPages()
    await posts(pages)
    // A page the thread finished and wrote, then changed before vite-react-ssg writes it.
    const route = `/blog/post-${PAGES}/`
    await render(pages, route, '<p>Changed</p>', (html) => html.replace('</body>', '<script>alert(6)</script></body>'))
    expect(writtenByThread).not.toContain(route)
    expect(readFileSync(pageFile(dist, route), 'utf8')).toContain('alert(6)')
    await expect(finishPages.run(context(pages))).rejects.toThrow(
      new RegExp(`blog/post-${PAGES}/index.html: an inline script the build did not write: <script>alert\\(6\\)</script>$`),
    )
  })

  it('finishes every page in the step when none was handed over as written', async () => {
    for (let i = 0; i < PAGES; i++) writeUnrendered(`blog/post-${i}/index.html`, `<p>Post ${i}</p><script src="/assets/post-${i % 3}.js"></script>`)
    writeUnrendered('contact/index.html', '<div data-island="contact"></div>')
    const built = context()
    await finishPages.run(built)
    expectFinished(built)
  })

  it('fails naming every page that carries a script the build did not write, checked as written or in the step', async () => {
    const pages = startPages()
    // One finished on this thread, one on the pages' thread.
    await posts(pages, { 3: '<p>Post 3</p><script>alert(3)</script>', [PAGES - 3]: `<p>Late</p><img src="x" onerror="alert(4)">` })
    writeUnrendered('404.html', '<h1>404</h1><script>alert(5)</script>')
    await expect(finishPages.run(context(pages))).rejects.toThrow(
      new RegExp(
        `^Unexpected inline script:\\n[^\\n]*/404.html: an inline script the build did not write: <script>alert\\(5\\)</script>\\n` +
          `[^\\n]*blog/post-${PAGES - 3}/index.html: an inline event handler the build did not write: <img onerror>\\n` +
          `[^\\n]*blog/post-3/index.html: an inline script the build did not write: <script>alert\\(3\\)</script>$`,
      ),
    )
  })

  it('fails when a page handed over as written is not where the step looks for it', async () => {
    const pages = startPages()
    await render(pages, '/about/', '<p>About</p>')
    rmSync(join(dist, 'about'), { recursive: true })
    await expect(finishPages.run(context(pages))).rejects.toThrow(/about\/index.html: a page written as it rendered is not in dist\//)
  })
})
