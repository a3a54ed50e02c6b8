// PAGEFIND_SCRIPT, which an import must spell out. The client build leaves it external (vite.config.ts).
// @ts-expect-error -- written into dist/ by the build (scripts/build/steps/search-index.ts): typed below, as the island uses it
import * as pagefindScript from '/pagefind/pagefind.js'
import { SEARCH_INDEX_PATH } from './index-path.ts'

/**
 * Pagefind's browser API, as far as the search island uses it (pagefind.js, written by the build
 * into dist/pagefind/: scripts/build/steps/search-index.ts). It picks the index of the page's
 * `<html lang>` and fetches only the chunks and fragments a query needs.
 */
export interface PagefindData {
  url: string
  /** The page's text around the match, the matched words inside `<mark>`. */
  excerpt: string
  meta: Partial<Record<'title' | 'kind' | 'date', string>>
}

export interface PagefindResult {
  id: string
  data(): Promise<PagefindData>
}

interface PagefindScript {
  options(options: Record<string, unknown>): Promise<void>
  search(term: string): Promise<{ results: PagefindResult[] } | null>
}

const pagefind = pagefindScript as PagefindScript
let ready: Promise<void> | undefined

/**
 * Pagefind, set up on the first search. On the main thread (`noWorker`): its worker is a second
 * copy of its code, 12 KB gzip more before the first result, and the searches of a site this size
 * take a few milliseconds. Excerpts of about 30 words fit a phone's screen in 3 lines.
 */
export async function findPages(term: string): Promise<PagefindResult[]> {
  await (ready ??= pagefind.options({ basePath: SEARCH_INDEX_PATH, noWorker: true, excerptLength: 30 }))
  return (await pagefind.search(term))?.results ?? []
}
