import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RECENT_MS } from '../../../../scripts/build/cache/entries.ts'
import { openPageCache } from '../../../../scripts/build/cache/page-cache.ts'
import type { Build } from '../../../../scripts/build/context.ts'

/**
 * The page cache may only ever give back what rendering would: each case changes one thing a page
 * is made from (a content module it read, the code every page shares, the client build in dist/,
 * the build's code, the environment) and asks which pages are reused. A page is stored by one
 * cache (one build) and looked up by the next.
 */
let root = ''
const POST = 'content/es/blog/hola.mdx'
const OTHER_POST = 'content/es/blog/chau.mdx'
const LIST = 'virtual:content/blog/es'
const STRINGS = 'virtual:content/strings/es'

/** What every build here is made of; a case changes one part of it. */
let made: { shared: string; content: Record<string, string>; codeVersion: string }

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

function buildNow(): Build {
  return {
    root,
    dist: join(root, 'dist'),
    mode: 'production',
    emailOrigin: "'self'",
    codeVersion: made.codeVersion,
    codeModules: [],
    contentSources: new Map(),
    imageVariants: new Map(),
    server: { shared: made.shared, content: new Map(Object.entries(made.content)), code: [] },
    pages: new Map(),
    stepSources: new Map(),
  }
}

/** One build: looks each page up, stores those it "renders" with what they read; the pages it reused. Builds here run one after another, none beside another. */
async function build(pages: Record<string, string[]>): Promise<string[]> {
  const cache = openPageCache(buildNow(), join(root, 'cache'))
  const reused: string[] = []
  for (const [path, reads] of Object.entries(pages)) {
    const read = cache.lookup(path)
    if (read) {
      expect(read).toEqual(reads)
      expect(readFileSync(cache.file(path), 'utf8')).toBe(`<p>${path}</p>`)
      reused.push(path)
    } else cache.store(path, `<p>${path}</p>`, reads)
  }
  await cache.save()
  for (const name of readdirSync(join(root, 'cache'))) {
    const then = new Date(statSync(join(root, 'cache', name)).mtimeMs - 2 * RECENT_MS)
    utimesSync(join(root, 'cache', name), then, then)
  }
  return reused
}

const SITE = {
  '/': [STRINGS],
  '/blog/': [STRINGS, LIST],
  '/blog/hola/': [STRINGS, LIST, POST],
  '/blog/chau/': [STRINGS, LIST, OTHER_POST],
  '/about/': [STRINGS],
}
const ALL = Object.keys(SITE)

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'page-cache-'))
  write('dist/assets/contact-abc.js', 'hydrate()')
  write('dist/index.html', '<!doctype html><div id="root"></div>')
  made = { shared: 'code-1', content: { [POST]: 'hola-1', [OTHER_POST]: 'chau-1', [LIST]: 'list-1', [STRINGS]: 'strings-1' }, codeVersion: 'v1' }
  delete process.env.VITE_PAGE_CACHE_TEST
  expect(await build(SITE)).toEqual([])
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  delete process.env.VITE_PAGE_CACHE_TEST
})

describe('the page cache', () => {
  it('gives back every page when nothing changed', async () => {
    expect(await build(SITE)).toEqual(ALL)
  })

  it("renders again only the page that read an edited post's body", async () => {
    made.content[POST] = 'hola-2'
    expect(await build(SITE)).toEqual(ALL.filter((path) => path !== '/blog/hola/'))
    // And the next build reuses the page rendered with the new body.
    expect(await build(SITE)).toEqual(ALL)
  })

  it('renders again the pages that read a changed list, and only them', async () => {
    made.content[LIST] = 'list-2'
    expect(await build(SITE)).toEqual(['/', '/about/'])
  })

  it('renders again a page whose module is gone, and never gives back a page for a module it did not read', async () => {
    delete made.content[OTHER_POST]
    expect(await build(SITE)).toEqual(ALL.filter((path) => path !== '/blog/chau/'))
  })

  it('renders every page when the shared code, the client build, the build code or the environment changes', async () => {
    const changes = [
      () => (made.shared = 'code-2'),
      () => write('dist/assets/contact-abc.js', 'hydrate(1)'),
      () => write('dist/index.html', '<!doctype html><html><div id="root"></div>'),
      () => write('dist/favicon.svg', '<svg/>'),
      () => (made.codeVersion = 'v2'),
      () => (process.env.VITE_PAGE_CACHE_TEST = 'https://example.com'),
    ]
    for (const change of changes) {
      change()
      expect(await build(SITE)).toEqual([])
      expect(await build(SITE)).toEqual(ALL)
    }
  })

  it("keeps this build's pages and, of the others, as many again: the newest, another branch's last build", async () => {
    made.shared = 'code-2'
    expect(await build(SITE)).toEqual([])
    made.shared = 'code-3'
    expect(await build(SITE)).toEqual([])
    expect(readdirSync(join(root, 'cache')).length).toBeLessThanOrEqual(2 * (ALL.length + 1))
    made.shared = 'code-2'
    expect(await build(SITE)).toEqual(ALL)
  })
})
