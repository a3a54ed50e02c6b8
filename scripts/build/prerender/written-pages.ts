import { join, relative } from 'node:path'
import type { Worker } from 'node:worker_threads'
import { checkedPages } from '../cache/checked-pages.ts'
import { describePage, finishHtml, type FinishedPage, type FinishOptions } from '../steps/finish-page.ts'
import { tsWorker } from '../ts-worker.ts'
import { islandsIn } from './client-code.ts'
import { NOT_FOUND_PATHS } from './not-found.ts'
import { ownScriptHashes, type WrittenPage } from './policy.ts'

/** Where vite-react-ssg writes the page of `route` (`dirStyle: 'nested'`, ssg-options.ts). */
export const pageFile = (dist: string, route: string): string => join(dist, route.replace(/^\//, ''), 'index.html')

/** The pages of one build as vite-react-ssg writes them (ssg-options.ts hands each over). */
export interface WrittenPages {
  /** What finishing and checking a page needs, for the pages the steps finish (steps/finish-pages.ts). */
  options: FinishOptions
  /** A page React rendered, finished as it will be written (finishHtml); a not-found page as it is: the steps put those together, then finish them. */
  finish(route: string, page: string): string
  /** A page as written, rendered or reused: noted, and checked for inline scripts the build did not write unless it passed before. */
  written(route: string, html: string): void
  /** Every page written but the not-found pages, by file, with what its check found. */
  done(): Promise<Map<string, FinishedPage>>
}

/** The thread that checks the pages while the rest render (page-check.worker.ts). */
interface Checker {
  worker: Worker
  /** What it found, by page (as policy.ts names them). */
  foreign: Promise<Map<string, string[]>>
}

function startChecker(ownScripts: readonly string[]): Checker {
  const worker = tsWorker(new URL('./page-check.worker.ts', import.meta.url), { ownScripts })
  // Until the build asks for its findings, it does not hold the process open (a build that fails first exits).
  worker.unref()
  const foreign = new Promise<Map<string, string[]>>((resolve, reject) => {
    worker.once('message', resolve)
    // A worker that stops before it answers leaves pages unchecked: the build fails.
    worker.once('error', reject)
    worker.once('exit', () => reject(new Error('The thread checking pages stopped before it was done')))
  })
  foreign.catch(() => undefined) // awaited by done()
  return { worker, foreign }
}

/**
 * Each page is finished as it renders, and written once, instead of read and written again after
 * the render; the inline-script check (policy.ts: parse5 reads the whole page) runs on a second
 * thread while the rest of the pages render, on the core the render leaves idle. The check reads
 * the page cache's copy of each page, which is the page vite-react-ssg writes, byte for byte. A
 * page with the same bytes as one that passed in the last build is not parsed again
 * (checked-pages.ts); a build in which every page did starts no thread.
 */
export function writtenPages(options: FinishOptions): WrittenPages {
  const { root, dist, ownScripts, emailOrigin } = options
  const scriptHashes = ownScriptHashes(ownScripts)
  const checked = checkedPages(root, ownScripts)
  const pages = new Map<string, Omit<FinishedPage, 'foreign'>>()
  let checker: Checker | undefined
  const notFound = (route: string) => NOT_FOUND_PATHS.includes(route)
  return {
    options,
    finish: (route, page) => (notFound(route) ? page : finishHtml(page, { scriptHashes, emailOrigin }).html),
    written(route, html) {
      if (notFound(route)) return
      const file = pageFile(dist, route)
      const page = describePage(file, html, islandsIn(html).includes('contact'), dist, checked.keyOf)
      pages.set(file, page)
      if (checked.passed(page.key)) return
      checker ??= startChecker(ownScripts)
      checker.worker.postMessage({ name: relative(root, file), html } satisfies WrittenPage)
    },
    async done() {
      const found = checker ? await findings(checker) : new Map<string, string[]>()
      return new Map([...pages].map(([file, page]) => [file, { ...page, foreign: found.get(relative(root, file)) ?? [] }]))
    },
  }
}

async function findings({ worker, foreign }: Checker): Promise<Map<string, string[]>> {
  worker.ref()
  worker.postMessage(null)
  try {
    return await foreign
  } finally {
    await worker.terminate()
  }
}
