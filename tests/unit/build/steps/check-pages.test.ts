import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sha256 } from '../../../../scripts/build/cache/cache-key.ts'
import type { PageCache } from '../../../../scripts/build/cache/page-cache.ts'
import { pageFile, type Build, type Page, type RenderedBuild } from '../../../../scripts/build/context.ts'
import { INLINE_SCRIPTS } from '../../../../scripts/build/plugins/islands.ts'
import { devClientCode, SPECULATION_RULES, type ClientCode } from '../../../../scripts/build/prerender/client-code.ts'
import { ownScriptHashes } from '../../../../scripts/build/prerender/policy.ts'
import { finishPage } from '../../../../scripts/build/prerender/finish.ts'
import { checkPages } from '../../../../scripts/build/steps/check-pages.ts'
import { headersFile } from '../../../../scripts/build/steps/headers-file.ts'
import { notFoundPages } from '../../../../scripts/build/steps/not-found-pages.ts'

/**
 * A page's life after React rendered it: finished as it renders (prerender/finish.ts), written,
 * then checked with every page in dist/ (steps/check-pages.ts). The pages here are written as
 * vite-react-ssg writes them; the page cache records what it is given.
 */
let dist = ''

// The page script inlined, as a built site has it: the one inline script a page may carry.
const PAGE_SCRIPT = 'document.documentElement.classList.add("js")'
const clientCode: ClientCode = {
  ...devClientCode,
  script: (source) => (source === INLINE_SCRIPTS.enhance ? { inline: PAGE_SCRIPT } : devClientCode.script(source)),
  dev: undefined,
}
const STYLESHEET = { file: 'assets/style.css', css: 'body{margin:0}', fonts: [] }
const finish = (html: string) => finishPage(html, { clientCode, stylesheet: STYLESHEET, emailOrigin: 'https://api.emailjs.com' })

const rendered = (body: string, lang = 'es') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>t</title></head><body>${body}</body></html>`

/** What the cache was given to keep. */
let stored: string[] = []
const pageCache: PageCache = { lookup: () => undefined, file: (path: string) => path, store: (path) => void stored.push(path), save: async () => {} }

function build(pages: [string, Partial<Page>][]): RenderedBuild {
  const built: Build = {
    root: dirname(dist),
    dist,
    mode: 'production',
    emailOrigin: 'https://api.emailjs.com',
    codeVersion: 'v',
    codeModules: [],
    contentSources: new Map(),
    imageVariants: new Map(),
    pages: new Map(pages.map(([path, page]) => [path, { reads: [], reused: false, ...page }])),
    stepSources: new Map(),
  }
  return { ...built, clientCode, clientManifest: {}, stylesheet: STYLESHEET, pageCache }
}

/** Renders, finishes and writes a page where vite-react-ssg writes it (a not-found page too, before its step). */
function write(path: string, body: string, after = (html: string) => html) {
  const file = join(dist, path, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, after(finish(rendered(body))))
}

const NOT_FOUND = ['/404/', '/en/404/', '/pt/404/']

beforeEach(() => {
  dist = join(mkdtempSync(join(tmpdir(), 'check-pages-')), 'dist')
  stored = []
})
afterEach(() => rmSync(dirname(dist), { recursive: true, force: true }))

describe('finishing a page as it renders', () => {
  it('gives it the stylesheet inline and one policy of its own; only the contact page names the e-mail provider', () => {
    const about = finish(rendered('<p>About</p>'))
    expect(about).toMatch(/^<!DOCTYPE html>/)
    expect(about).toContain(`<style>${STYLESHEET.css}</style>`)
    expect(about.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(about).not.toContain('api.emailjs.com')
    expect(finish(rendered('<div data-island="contact"></div>'))).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/)
  })

  it('frames the players of a page’s videos in its policy, and nothing on a page without one', () => {
    const video = (provider: string) => `<figure><div class="x" data-video="${provider}" data-video-id="76979871"></div></figure>`
    const policy = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(policy(finish(rendered(`${video('vimeo')}${video('youtube')}`)))).toContain(
      'frame-src https://player.vimeo.com https://www.youtube-nocookie.com;',
    )
    expect(policy(finish(rendered(video('youtube'))))).toContain('frame-src https://www.youtube-nocookie.com;')
    expect(policy(finish(rendered('<p>data-video="youtube"</p>')))).not.toContain('frame-src')
  })

  it('finishes a not-found page as any other; its step puts the languages together before the root page script, which swaps them in', async () => {
    for (const path of NOT_FOUND) write(path, `<h1>${path}</h1>`)
    notFoundPages.run(build(NOT_FOUND.map((path) => [path, {}])))
    for (const path of NOT_FOUND) expect(readFileSync(pageFile(dist, path), 'utf8').match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(readFileSync(join(dist, '404.html'), 'utf8')).toMatch(
      /<script type="application\/json" id="not-found-pages">[^<]*\/en\/404\/[^<]*<\/script><script>document/,
    )
    // Its data is no script: the root page passes the check with the policy it was finished with.
    await checkPages.run(build(NOT_FOUND.map((path) => [path, {}])))
  })
})

describe('checking every page as written', () => {
  it('notes what the steps need of each page, and keeps each page it rendered and checked in the page cache', async () => {
    write('/blog/a/', '<p>A</p><script src="/assets/a.js"></script>')
    write('/contact/', '<div data-island="contact"></div>')
    const built = build([
      ['/blog/a/', { reads: ['content/es/blog/a.mdx'] }],
      ['/contact/', {}],
    ])
    await checkPages.run(built)
    expect(built.pages.get('/blog/a/')?.facts).toEqual({
      hash: sha256(readFileSync(join(dist, 'blog/a/index.html'), 'utf8')),
      sendsMail: false,
      scriptHashes: ownScriptHashes([PAGE_SCRIPT, SPECULATION_RULES]),
      frames: [],
      wasm: false,
      scripts: ['assets/a.js'],
      images: [],
    })
    expect(built.pages.get('/contact/')?.facts?.sendsMail).toBe(true)
    expect(stored.sort()).toEqual(['/blog/a/', '/contact/'])
  })

  it('notes the players a page with a video frames, for its rule in _headers', async () => {
    write('/blog/v/', '<figure><div data-video="vimeo" data-video-id="76979871"></div></figure>')
    write('/contact/', '<div data-island="contact"></div>')
    const built = build([
      ['/blog/v/', {}],
      ['/contact/', {}],
    ])
    await checkPages.run(built)
    expect(built.pages.get('/blog/v/')?.facts?.frames).toEqual(['https://player.vimeo.com'])
    expect(built.pages.get('/contact/')?.facts?.frames).toEqual([])
    headersFile.run(built)
    const rules = readFileSync(join(dist, '_headers'), 'utf8').split('\n\n')
    expect(rules.find((rule) => rule.startsWith('/blog/v/\n'))).toContain("connect-src 'self'; frame-src https://player.vimeo.com;")
    expect(rules.find((rule) => rule.startsWith('/contact/\n'))).not.toContain('frame-src')
    expect(rules.filter((rule) => rule.includes('frame-src'))).toHaveLength(1)
  })

  it('fails naming every page that carries a script the build did not write, the not-found pages and unrendered files too, and keeps none of them', async () => {
    write('/blog/a/', '<p>A</p><script>alert(3)</script>')
    write('/blog/b/', '<img src="x" onerror="alert(4)">')
    write('/blog/c/', '<p>C</p>')
    mkdirSync(dist, { recursive: true })
    writeFileSync(join(dist, '404.html'), rendered('<script>alert(5)</script>'))
    const pages: [string, Partial<Page>][] = [
      ['/blog/a/', {}],
      ['/blog/b/', {}],
      ['/blog/c/', {}],
      ['/404/', {}],
    ]
    await expect(checkPages.run(build(pages))).rejects.toThrow(
      new RegExp(
        `^Unexpected inline script:\\n[^\\n]*dist/404.html: an inline script the build did not write: <script>alert\\(5\\)</script>\\n` +
          `[^\\n]*blog/a/index.html: an inline script the build did not write: <script>alert\\(3\\)</script>\\n` +
          `[^\\n]*blog/b/index.html: an inline event handler the build did not write: <img onerror>$`,
      ),
    )
    expect(stored).toEqual(['/blog/c/'])
  })

  it('lets the page cache finish its writes as it goes, never holding more than a few pages at once', async () => {
    const paths = Array.from({ length: 100 }, (_, i) => `/blog/p${i}/`)
    for (const path of paths) write(path, `<p>${path}</p>`)
    // A write finishes in a later turn of the event loop, as entries.ts's do; the most ever waiting at once is noted.
    let waiting = 0
    let most = 0
    const writing: PageCache = {
      ...pageCache,
      store: () => {
        most = Math.max(most, ++waiting)
        setImmediate(() => waiting--)
      },
    }
    await checkPages.run({ ...build(paths.map((path) => [path, {}])), pageCache: writing })
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(16)
  })

  it('trusts a page the page cache gave back, which passed when the build that rendered it stored it', async () => {
    write('/blog/a/', '<p>A</p>', (html) => html.replace('</body>', '<script>fromTheCache()</script></body>'))
    const built = build([['/blog/a/', { reused: true }]])
    await checkPages.run(built)
    expect(built.pages.get('/blog/a/')?.facts?.scripts).toEqual([])
    expect(stored).toEqual([])
  })

  it('fails when a page the build rendered is not in dist/', async () => {
    write('/blog/a/', '<p>A</p>')
    await expect(
      checkPages.run(
        build([
          ['/blog/a/', {}],
          ['/about/', {}],
        ]),
      ),
    ).rejects.toThrow(/not in dist\/: dist\/about\/index.html/)
  })
})
