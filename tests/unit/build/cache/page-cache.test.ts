import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openPageCache, type PageCacheContext } from '../../../../scripts/build/cache/page-cache.ts'

/**
 * The page cache may only ever give back what rendering would: each case changes one thing a page
 * is made from (a body it read, the shared code, the client build, the template, the pipeline,
 * the environment) and asks which pages are reused. A page is stored by one cache (one build) and
 * looked up by the next.
 */
let root = ''
let manifest: PageCacheContext['serverManifest'] = {}
let indexHTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>'

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const context = (): PageCacheContext => ({ serverOut: join(root, 'server'), serverManifest: manifest, outDir: join(root, 'dist'), indexHTML })
const open = () => openPageCache(root, context(), join(root, 'cache'))

const POST = 'content/es/blog/hola.mdx'
const OTHER_POST = 'content/es/blog/chau.mdx'
const SERVICE = 'content/es/services/crm.mdx'
const ABOUT = 'content/es/pages/about.mdx'

/** One build: stores every page it is given, with the bodies each read. */
async function build(pages: Record<string, string[]>) {
  const cache = open()
  const reused: string[] = []
  for (const [path, reads] of Object.entries(pages)) {
    const html = cache.lookup(path)
    if (html !== undefined) {
      reused.push(path)
      expect(html).toBe(`<p>${path}</p>`)
    } else cache.store(path, `<p>${path}</p>`, ['src/pages/Any.tsx', ...reads])
  }
  await cache.finish()
  return reused
}

const SITE = { '/': [], '/blog': [], '/blog/hola': [POST], '/blog/chau': [OTHER_POST], '/services/crm': [SERVICE], '/about': [] }
const ALL = Object.keys(SITE)

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'page-cache-'))
  write('node_modules/.package-lock.json', JSON.stringify({ packages: { 'node_modules/react': { version: '19.3.1' } } }))
  write('patches/vite-react-ssg+0.9.2.patch', '+ const pageCache = 1')
  // The build's code, as the cache finds it: the config and what it imports, transitively.
  write('vite.config.ts', "import { step } from './scripts/build/prerender/ssg-options.ts'\nexport default { step }")
  write('index.html', indexHTML)
  write('scripts/build/prerender/ssg-options.ts', "import { rule } from '../content/rules'\nexport const step = rule")
  write('scripts/build/content/rules.ts', "import { title } from '../../../src/content/schemas.ts'\nexport const rule = title")
  write('src/content/schemas.ts', "export const title = 'text'")
  write('scripts/tools/bench/index.ts', 'export const tool = 1')
  write('dist/assets/contact-abc.js', 'hydrate()')
  write('dist/assets/style-abc.css', 'body{color:#111}')
  write('server/main.mjs', "import('./assets/blog-es.js')")
  write('server/assets/blog-es.js', "export default [{ slug: 'hola', title: 'Hola' }]; export const bodies = { hola: () => import('./hola.js') }")
  write('server/assets/hola.js', 'export default () => "Hola, mundo"')
  write('server/assets/chau.js', 'export default () => "Chau"')
  write('server/assets/crm.js', 'export default () => "CRM"')
  write('server/assets/about.js', 'export default () => "About"')
  write('server/.vite/manifest.json', '{}')
  manifest = {
    'src/main.tsx': { file: 'main.mjs' },
    'virtual:content/blog/es': { file: 'assets/blog-es.js' },
    [POST]: { file: 'assets/hola.js' },
    [OTHER_POST]: { file: 'assets/chau.js' },
    [SERVICE]: { file: 'assets/crm.js' },
    [ABOUT]: { file: 'assets/about.js' },
  }
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
    write('server/assets/hola.js', 'export default () => "Hola, mundo, otra vez"')
    expect(await build(SITE)).toEqual(ALL.filter((path) => path !== '/blog/hola'))
    // And the next build reuses the page rendered with the new body.
    expect(await build(SITE)).toEqual(ALL)
  })

  it("renders again only the page that read an edited service's body", async () => {
    write('server/assets/crm.js', 'export default () => "CRM y más"')
    expect(await build(SITE)).toEqual(ALL.filter((path) => path !== '/services/crm'))
  })

  it('renders every page when a shared chunk changes: the list of posts, a page that is not a body (about)', async () => {
    write('server/assets/blog-es.js', "export default [{ slug: 'hola', title: 'Hola de nuevo' }]")
    expect(await build(SITE)).toEqual([])
    write('server/assets/about.js', 'export default () => "About us"')
    expect(await build(SITE)).toEqual([])
  })

  it('renders every page when the client build, the template, the build code, a package or the environment changes', async () => {
    const changes = [
      () => write('dist/assets/style-abc.css', 'body{color:#000}'),
      () => (indexHTML = indexHTML.replace('<head>', '<head><meta charset="utf-8">')),
      () => write('scripts/build/prerender/ssg-options.ts', "import { rule } from '../content/rules'\nexport const step = rule + 1"),
      () => write('scripts/build/content/rules.ts', "import { title } from '../../../src/content/schemas.ts'\nexport const rule = title + 2"),
      // A module of src/ the build's code imports, found by following its imports.
      () => write('src/content/schemas.ts', "export const title = 'TEXT'"),
      () => write('patches/vite-react-ssg+0.9.2.patch', '+ const pageCache = 2'),
      () => write('node_modules/.package-lock.json', JSON.stringify({ packages: { 'node_modules/react': { version: '19.3.2' } } })),
      () => (process.env.VITE_PAGE_CACHE_TEST = 'https://example.com'),
    ]
    for (const change of changes) {
      change()
      expect(await build(SITE)).toEqual([])
      expect(await build(SITE)).toEqual(ALL)
    }
  })

  it('reuses every page when a file the build does not import changes (a tool)', async () => {
    write('scripts/tools/bench/index.ts', 'export const tool = 2')
    expect(await build(SITE)).toEqual(ALL)
  })

  it('reuses nothing when a body is imported statically, as a page could then read it without noting it', async () => {
    manifest['src/pages/Home.tsx'] = { file: 'assets/home.js', imports: [POST] }
    expect(await build(SITE)).toEqual([])
    expect(await build(SITE)).toEqual([])
  })

  it("keeps only this build's pages", async () => {
    const { '/blog/chau': _gone, ...rest } = SITE
    await build(rest)
    const kept = Object.keys((JSON.parse(readFileSync(join(root, 'cache/index.json'), 'utf8')) as { entries: object }).entries)
    expect(kept).toHaveLength(Object.keys(rest).length)
    expect(await build(SITE)).toEqual(ALL.filter((path) => path !== '/blog/chau'))
  })
})
