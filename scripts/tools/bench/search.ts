import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CONTENT_CACHES } from '../../build/cache/cache-dir.ts'
import { findChromium } from '../chromium-path.ts'
import { serveStatic } from '../serve/static.ts'
import { writeSyntheticPosts } from './scale.ts'
import { buildCommand, projectCopy } from './workspace.ts'

/** What search costs at one size of the blog (docs/decisions.md, "Search is plain DOM over Pagefind"). */
export interface SearchRun {
  /** Posts per language. */
  n: number
  query: string
  /** A build with the content caches emptied (compiled MDX and pages), and its search index step. */
  contentColdSeconds: number
  indexingSeconds: number
  /** The same build again, nothing changed: the index is made again each build (it is not cached). */
  warmIndexingSeconds: number
  /**
   * From a fresh visit of the search page to the first results, the bytes of search: the island's
   * script and Pagefind's files, as sent (compressed), headers aside (a host's own). The budget.
   */
  searchKB: number
  /** Pagefind's part of it. */
  pagefindKB: number
  /** The same visit's page itself (its HTML, font and images), which any page costs: reported beside. */
  pageKB: number
  requests: number
  /** Bytes of search (the island's script, anything under /pagefind/) that the other pages measured requested: 0 is the budget. */
  otherPagesSearchBytes: number
}

export const SEARCH_BUDGETS = { indexingShare: 0.15, searchKBAt200: 100 }

/** `npm run build` in `dir`, with its step timings read from what it prints (`[steps] ms: …`). */
function timedBuild(root: string, dir: string, env: Record<string, string>): { seconds: number; indexingSeconds: number } {
  const [command, args] = buildCommand(root, dir)
  const started = performance.now()
  const out = execFileSync(command, args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 2 ** 20, env: { ...process.env, ...env } })
  const seconds = (performance.now() - started) / 1000
  const indexingMs = Number(/search index (\d+)/.exec(out)?.[1] ?? NaN)
  return { seconds, indexingSeconds: indexingMs / 1000 }
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
  const copy = projectCopy(root, `search-${n}`)
  const caches = join(copy.dir, '.bench-cache')
  for (const name of ['responsive-images', 'social-images']) {
    const built = join(root, 'node_modules/.cache', name)
    if (existsSync(built)) cpSync(built, join(caches, name), { recursive: true })
  }
  const env = { SITE_CACHE_DIR: caches }
  const server = createServer((req, res) => files(req, res))
  let files = serveStatic(join(copy.dir, 'dist'))
  const browser = await chromium.launch({
    executablePath: findChromium().path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    writeSyntheticPosts(copy.dir, n)
    timedBuild(root, copy.dir, env)
    for (const name of CONTENT_CACHES) rmSync(join(caches, name), { recursive: true, force: true })
    const cold = timedBuild(root, copy.dir, env)
    const warm = timedBuild(root, copy.dir, env)
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
    const searchKB = seen.bytesOf(SEARCH_FILES) / 1024
    const pagefindKB = seen.bytesOf(/^\/pagefind\//) / 1024
    const pageKB = seen.bytesOf(/^(?!\/pagefind\/|\/assets\/search-)/) / 1024
    const requests = seen.paths.length
    const other = received(page)
    for (const path of ['/', '/blog/', '/contact/', `/blog/${'articulo-001'}/`]) {
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
      searchKB,
      pagefindKB,
      pageKB,
      requests,
      otherPagesSearchBytes: other.bytesOf(SEARCH_FILES),
    }
  } finally {
    await browser.close()
    server.close()
    copy.remove()
  }
}

/** What search's runs miss of its budgets, a line each. */
export function searchMisses(runs: SearchRun[]): string[] {
  return runs.flatMap((run) => [
    ...(run.indexingSeconds > SEARCH_BUDGETS.indexingShare * run.contentColdSeconds
      ? [
          `search at ${run.n} posts: indexing took ${run.indexingSeconds.toFixed(2)} s of a ${run.contentColdSeconds.toFixed(1)} s content-cold build (budget ${SEARCH_BUDGETS.indexingShare * 100} %)`,
        ]
      : []),
    ...(run.n >= 200 && run.searchKB > SEARCH_BUDGETS.searchKBAt200
      ? [`search at ${run.n} posts: ${run.searchKB.toFixed(1)} KB of search to the first results (budget ${SEARCH_BUDGETS.searchKBAt200} KB)`]
      : []),
    ...(run.otherPagesSearchBytes > 0
      ? [`search at ${run.n} posts: other pages fetched ${run.otherPagesSearchBytes} bytes of search (budget 0)`]
      : []),
  ])
}

/** The report's section. */
export function searchSection(runs: SearchRun[] | undefined): string[] {
  if (!runs?.length) return []
  return [
    '## Search',
    '',
    `A copy of the site with N posts per language: a content-cold build (compiled MDX and pages emptied) and its search index step, the same build warm, then a fresh visit of /search/ in Chromium typing one word: the bytes of search received to the first results (the island's script and Pagefind's files, bodies as sent, compressed), the page's own bytes beside (its HTML, font and images, which any page costs), and four other pages visited and clicked. Budgets: indexing ≤ ${SEARCH_BUDGETS.indexingShare * 100} % of the content-cold build; ≤ ${SEARCH_BUDGETS.searchKBAt200} KB of search to the first results at 200 posts; 0 bytes of search on other pages.`,
    '',
    '| posts per language | query | content-cold build s | indexing s (share) | warm indexing s | search KB to first results | of which Pagefind KB | the page’s own KB | requests | other pages’ search bytes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.n} | ${r.query} | ${r.contentColdSeconds.toFixed(1)} | ${r.indexingSeconds.toFixed(2)} (${((100 * r.indexingSeconds) / r.contentColdSeconds).toFixed(1)} %) | ${r.warmIndexingSeconds.toFixed(2)} | ${r.searchKB.toFixed(1)} | ${r.pagefindKB.toFixed(1)} | ${r.pageKB.toFixed(1)} | ${r.requests} | ${r.otherPagesSearchBytes} |`,
    ),
    '',
  ]
}
