import { execFileSync } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommand, projectCopy } from '../../scripts/tools/bench/workspace.ts'

/**
 * The build's caches, end to end, on a throwaway copy of the site with caches of its own: a build
 * with nothing changed reuses every page and writes the same dist/ byte for byte; editing a post's
 * or a service's text renders that page again and no other; editing a post's title renders every
 * page again, and the lists show it.
 */
const ROOT = process.cwd()
const POST = 'content/es/blog/que-implica-integrar-un-crm.mdx'
const SERVICE = 'content/es/services/integracion_crms.mdx'
const TITLED = 'content/en/blog/que-implica-integrar-un-crm.mdx'

let dir = ''
let remove = () => {}

/** One `npm run build`: how many pages it rendered and reused, and how many MDX files its second thread compiled, as it says. */
function build(): { rendered: number; reused: number; ahead: number } {
  const out = execFileSync(...buildCommand(ROOT, dir), {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SITE_CACHE_DIR: join(dir, '.cache') },
  })
  const said = /\[pages\] \d+ pages: (\d+) rendered, (\d+) reused from the cache/.exec(out)
  if (!said) throw new Error(`The build did not say what it rendered:\n${out.slice(-2000)}`)
  const ahead = Number(/MDX files: \d+ compiled \((\d+) on a second thread\)/.exec(out)?.[1] ?? 0)
  // No route has a loader: our patch of vite-react-ssg writes no data file for a page (patches/),
  // and it then counts none ("Generating static loader data... (726)" without the patch).
  expect(out).toMatch(/^\[vite-react-ssg\] Generating static loader data\.\.\.$/m)
  return { rendered: Number(said[1]), reused: Number(said[2]), ahead }
}

/** Every file of dist/ that a host serves as text, by path. */
function distText(): Map<string, string> {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) => /\.(html|xml|txt)$|_headers$/.test(name))
  return new Map(files.sort().map((name) => [name, readFileSync(join(dir, 'dist', name), 'utf8')]))
}

const changedBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort()

let pages = 0
let first = new Map<string, string>()

beforeAll(() => {
  ;({ dir, remove } = projectCopy(ROOT, 'page-cache'))
  // The images' caches start from the project's, as the bench's do: only the pages are measured here.
  for (const name of ['responsive-images', 'social-images']) {
    const built = join(ROOT, 'node_modules/.cache', name)
    if (existsSync(built)) cpSync(built, join(dir, '.cache', name), { recursive: true })
  }
  const { rendered, reused, ahead } = build()
  expect(reused).toBe(0)
  // Every MDX file uncompiled: the worker (started from the build's bundle, scripts/build/run.mjs)
  // compiles some of them from the build's first moment.
  expect(ahead).toBeGreaterThan(0)
  pages = rendered
  first = distText()
}, 180_000)

afterAll(() => remove())

describe('a build after another', () => {
  it('reuses every page when nothing changed, and writes the same site', () => {
    expect(build()).toEqual({ rendered: 0, reused: pages, ahead: 0 })
    expect(changedBetween(first, distText())).toEqual([])
  }, 120_000)

  it("renders again only the pages whose text was edited: a post's and a service's", () => {
    const before = distText()
    appendFileSync(join(dir, POST), '\nUna frase nueva, escrita para esta prueba.\n')
    appendFileSync(join(dir, SERVICE), '\nOtra frase nueva, escrita para esta prueba.\n')
    // Two files to compile: too few to start the second thread for (MDX_AHEAD_MIN_FILES).
    expect(build()).toEqual({ rendered: 2, reused: pages - 2, ahead: 0 })
    const after = distText()
    // The sitemap and the feeds carry no body text; only the two pages changed.
    expect(changedBetween(before, after)).toEqual(['blog/que-implica-integrar-un-crm/index.html', 'services/integracion_crms/index.html'])
    expect(after.get('blog/que-implica-integrar-un-crm/index.html')).toContain('Una frase nueva, escrita para esta prueba.')
    expect(after.get('services/integracion_crms/index.html')).toContain('Otra frase nueva, escrita para esta prueba.')
  }, 120_000)

  it("renders every page again when a post's title changes, which the lists show", () => {
    const file = join(dir, TITLED)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: What a CRM integration takes, retitled'))
    expect(build()).toEqual({ rendered: pages, reused: 0, ahead: 0 })
    expect(distText().get('en/blog/index.html')).toContain('What a CRM integration takes, retitled')
  }, 180_000)
})
