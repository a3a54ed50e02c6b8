import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CONTENT_CACHES } from '../../build/cache/cache-dir.ts'
import { findChromium } from '../chromium-path.ts'
import { serveStatic } from '../serve/static.ts'
import { table, type Figure } from './budgets.ts'
import { buildCommand, projectCopy, syntheticPostFile, timedBuild, writeSyntheticPosts } from './workspace.ts'

/** What search costs at one size of the blog (docs/decisions.md, "Search is plain DOM over Pagefind"). */
export interface SearchRun {
  /** Posts per language. */
  n: number
  query: string
  /** A build with the content caches emptied (compiled MDX and pages), and its search index step. */
  contentColdSeconds: number
  indexingSeconds: number
  /** The same build again, nothing changed: the index then comes from its cache. */
  warmIndexingSeconds: number
  /**
   * From a fresh visit of the search page to the first results, the bytes of search: the island's
   * script and Pagefind's files, as sent (compressed), headers aside (a host's own).
   */
  searchKB: number
  /** Pagefind's part of it. */
  pagefindKB: number
  /** The same visit's page itself (its HTML, font and images), which any page costs: reported beside. */
  pageKB: number
  requests: number
  /** Bytes of search (the island's script, anything under /pagefind/) that four other pages requested. */
  otherPagesSearchBytes: number
}

/** Every body the page receives from now on, as sent (compressed), by path; `settled` waits for the sizes of those finished. */
function received(page: Page): { paths: string[]; bytesOf: (test: RegExp) => number; settled: () => Promise<unknown> } {
  const sizes: Promise<{ path: string; bytes: number }>[] = []
  const paths: string[] = []
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname
    sizes.push(request.sizes().then((size) => ({ path, bytes: size.responseBodySize })))
    paths.push(path)
  })
  let known: { path: string; bytes: number }[] = []
  return {
    settled: async () => (known = await Promise.all(sizes)),
    bytesOf: (test) => known.filter((s) => test.test(s.path)).reduce((sum, s) => sum + s.bytes, 0),
    paths,
  }
}

const SEARCH_FILES = /^\/pagefind\/|^\/assets\/search-/

/** Builds a copy of the site with `n` posts per language, then searches it in Chromium as a first-time visitor would. */
export async function measureSearch(root: string, n: number, query = 'integración'): Promise<SearchRun> {
  const copy = projectCopy(root, `search-${n}`, { seedImages: true })
  // The build's step timings, as it prints them (`[steps] ms: …, search index 296, …`).
  const build = async () => {
    const { seconds, output } = await timedBuild(...buildCommand(root, copy.dir), copy.dir, copy.env)
    const indexingMs = Number(/search index (\d+)/.exec(output)?.[1] ?? NaN)
    return { seconds, indexingSeconds: indexingMs / 1000 }
  }
  let files = serveStatic(join(copy.dir, 'dist'))
  const server = createServer((req, res) => files(req, res))
  const browser = await chromium.launch({
    executablePath: findChromium().path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    writeSyntheticPosts(copy.dir, n)
    await build()
    for (const name of CONTENT_CACHES) rmSync(join(copy.env.SITE_CACHE_DIR, name), { recursive: true, force: true })
    const cold = await build()
    const warm = await build()
    files = serveStatic(join(copy.dir, 'dist'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // A fresh visit: a new context, nothing cached; text served compressed (br), as hosts serve it.
    const context = await browser.newContext()
    const page = await context.newPage()
    const seen = received(page)
    await page.goto(`${origin}/search/`)
    await page.locator('[data-island="search"] input[name="q"]').fill(query)
    await page.locator('[data-search-results] li').first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    await seen.settled()
    const other = received(page)
    for (const path of ['/', '/blog/', '/contact/', `/blog/${syntheticPostFile(0).replace(/\.mdx$/, '')}/`]) {
      await page.goto(`${origin}${path}`)
      await page.locator('body').click({ position: { x: 5, y: 400 } })
      await page.waitForLoadState('networkidle')
    }
    await other.settled()
    await context.close()
    return {
      n,
      query,
      contentColdSeconds: cold.seconds,
      indexingSeconds: cold.indexingSeconds,
      warmIndexingSeconds: warm.indexingSeconds,
      searchKB: seen.bytesOf(SEARCH_FILES) / 1024,
      pagefindKB: seen.bytesOf(/^\/pagefind\//) / 1024,
      pageKB: seen.bytesOf(/^(?!\/pagefind\/|\/assets\/search-)/) / 1024,
      requests: seen.paths.length,
      otherPagesSearchBytes: other.bytesOf(SEARCH_FILES),
    }
  } finally {
    await browser.close()
    server.close()
    copy.remove()
  }
}

/** What the budgets read: the bytes of search to the first results, and those other pages fetched. */
export const searchFigures = (runs: SearchRun[]): Figure[] =>
  runs.flatMap((run) => [
    { section: 'search', of: `N=${run.n}`, name: 'search KB to the first results', value: run.searchKB },
    { section: 'search', of: `N=${run.n}`, name: "other pages' search bytes", value: run.otherPagesSearchBytes },
  ])

/** The report's section. */
export function searchSection(runs: SearchRun[] | undefined): string[] {
  if (!runs?.length) return []
  return [
    '## Search',
    '',
    'A copy of the site with N posts per language: a content-cold build (compiled MDX and pages emptied) and its search index step, the same build',
    "warm, then a fresh visit of /search/ in Chromium typing one word: the bytes of search to the first results (the island's script and Pagefind's",
    "files, bodies as sent), the page's own bytes beside (its HTML, font and images, which any page costs), and four other pages visited and clicked.",
    '',
    ...table(
      "N | query | content-cold s | indexing s (share) | warm indexing s | search KB | of which Pagefind | page KB | requests | other pages' search bytes",
      runs.map(
        (r) =>
          `${r.n} | ${r.query} | ${r.contentColdSeconds.toFixed(1)} | ${r.indexingSeconds.toFixed(2)} (${((100 * r.indexingSeconds) / r.contentColdSeconds).toFixed(1)} %) | ${r.warmIndexingSeconds.toFixed(2)} | ${r.searchKB.toFixed(1)} | ${r.pagefindKB.toFixed(1)} | ${r.pageKB.toFixed(1)} | ${r.requests} | ${r.otherPagesSearchBytes}`,
      ),
    ),
  ]
}
