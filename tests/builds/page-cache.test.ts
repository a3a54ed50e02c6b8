import { appendFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfPlainBuild, runBuild, type BuildResult } from './support/shared-builds.ts'

/**
 * The build's caches, end to end, on a throwaway copy of the site with caches of its own: a first build
 * renders every page (the run's plain build, shared-builds.ts, which starts with no page cache); a build
 * after it with nothing changed reuses every page and writes the same dist/ byte for byte; editing a post's
 * or a service's text renders that page again and no other (the post's reading time unchanged:
 * the list of posts holds it); editing a post's title renders again the pages of its language that
 * read the list of posts, and the lists show it.
 */
const POST = 'content/es/blog/que-implica-integrar-un-crm.mdx'
const SERVICE = 'content/es/services/integracion_crms.mdx'
const TITLED = 'content/en/blog/que-implica-integrar-un-crm.mdx'
/** The not-found pages, rendered by every build: their step puts the three languages' together (scripts/build/index.ts: includedRoutes). */
const NOT_FOUND = 3

let dir = ''
let remove = () => {}

/** How many pages a build rendered and reused, as it says. */
function pagesOf({ status, output }: BuildResult): { rendered: number; reused: number } {
  const said = /\[pages\] \d+ pages: (\d+) to render, (\d+) reused from the cache/.exec(output)
  if (status !== 0 || !said) throw new Error(`The build did not say what it rendered:\n${output.slice(-2000)}`)
  return { rendered: Number(said[1]), reused: Number(said[2]) }
}

/** One `npm run build` of the copy, from its caches: how many pages it rendered and reused. */
const build = async () => pagesOf(await runBuild(dir, { SITE_CACHE_DIR: join(dir, '.cache') }))

/** Every file of dist/ that a host serves as text, by path. */
function distText(): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) => /\.(html|xml|txt)$|_headers$/.test(name))
  return new Map(files.sort().map((name) => [name, readFileSync(join(dir, 'dist', name), 'utf8')]))
}

const changedBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort()

let pages = 0
let first = new Map<string, string>()

beforeAll(async () => {
  const copy = await copyOfPlainBuild('page-cache')
  ;({ dir, remove } = copy)
  // The first build, with no page cache (its images' caches started from the project's): every page rendered.
  const { rendered, reused } = pagesOf(copy.plain)
  expect(reused).toBe(0)
  pages = rendered - NOT_FOUND
  first = distText()
}, 600_000)

afterAll(() => remove())

describe('a build after another', () => {
  it('reuses every page when nothing changed, and writes the same site', async () => {
    expect(await build()).toEqual({ rendered: NOT_FOUND, reused: pages })
    expect(changedBetween(first, distText())).toEqual([])
  }, 120_000)

  it("renders again only the pages whose text was edited: a post's and a service's", async () => {
    const before = distText()
    appendFileSync(join(dir, POST), '\nUna frase nueva, escrita para esta prueba.\n')
    appendFileSync(join(dir, SERVICE), '\nOtra frase nueva, escrita para esta prueba.\n')
    expect(await build()).toEqual({ rendered: NOT_FOUND + 2, reused: pages - 2 })
    const after = distText()
    // The sitemap and the feeds carry no body text; only the two pages changed.
    expect(changedBetween(before, after)).toEqual(['blog/que-implica-integrar-un-crm/index.html', 'services/integracion_crms/index.html'])
    expect(after.get('blog/que-implica-integrar-un-crm/index.html')).toContain('Una frase nueva, escrita para esta prueba.')
    expect(after.get('services/integracion_crms/index.html')).toContain('Otra frase nueva, escrita para esta prueba.')
  }, 120_000)

  it("renders again the pages of its language that show the list of posts when a post's title changes, and no other", async () => {
    const before = distText()
    const file = join(dir, TITLED)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: What a CRM integration takes, retitled'))
    // The English blog: its list, each tag's list and each post (its neighbours' titles); and the
    // English search page, which lists every post by its title.
    const englishBlog = [...before.keys()].filter((name) => name.startsWith('en/blog/') && name.endsWith('index.html')).concat('en/search/index.html')
    expect(englishBlog.length).toBeGreaterThan(5)
    expect(await build()).toEqual({ rendered: NOT_FOUND + englishBlog.length, reused: pages - englishBlog.length })
    const after = distText()
    expect(after.get('en/blog/index.html')).toContain('What a CRM integration takes, retitled')
    const changed = changedBetween(before, after).filter((name) => name.endsWith('.html'))
    expect(changed.every((name) => englishBlog.includes(name))).toBe(true)
  }, 180_000)
})
