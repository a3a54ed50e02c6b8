import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { checkedPages } from '../cache/checked-pages.ts'
import { inliningStylesheet } from '../plugins/stylesheet.ts'
import { describePage, finishHtml, type FinishedPage, type FinishOptions } from '../steps/finish-page.ts'
import { tsWorker } from '../ts-worker.ts'
import { clientCodeData, clientCodeFrom, type ClientCode, type ClientCodeData } from './client-code.ts'
import { NOT_FOUND_PATHS } from './not-found.ts'
import { pageMarkup } from './page-markup.ts'
import { foreignScripts, ownScriptHashes } from './policy.ts'

/** Where vite-react-ssg writes the page of `route` (`dirStyle: 'nested'`, ssg-options.ts). */
export const pageFile = (dist: string, route: string): string => join(dist, route.replace(/^\//, ''), 'index.html')

const notFound = (route: string) => NOT_FOUND_PATHS.includes(route)

/** What the pages' thread is given: what finishing and checking a page needs. */
export interface PagesWorkerData extends FinishOptions {
  clientCode: ClientCodeData
  /** The site's stylesheet, inlined into every page. */
  css: string
}

/** A page to check: its route, and its bytes as finished or as written. */
interface PageToCheck {
  route: string
  html: string
}

/**
 * The checks the pages' thread has yet to make, oldest first, each route's last bytes only. A
 * route finished on the thread is queued then; written with other bytes, it is queued again, and
 * those replace the earlier check, whether queued or already made (`forget`). So a check of bytes
 * that are no longer in dist/ never stands for the page, whichever thread checks the newer ones.
 */
export function pendingChecks(work: { check(route: string, html: string): void; forget(route: string): void }) {
  const pending = new Map<string, string>()
  return {
    add(route: string, html: string): void {
      pending.delete(route)
      work.forget(route)
      pending.set(route, html)
    },
    /** Makes the oldest check; whether any is left. */
    checkOne(): boolean {
      const [oldest] = pending
      if (oldest) {
        pending.delete(oldest[0])
        work.check(...oldest)
      }
      return pending.size > 0
    },
    /** Every check left, in two halves: one for this thread, one to hand back to the build's. */
    split(): { here: PageToCheck[]; there: PageToCheck[] } {
      const left = [...pending].map(([route, html]) => ({ route, html }))
      pending.clear()
      const half = Math.ceil(left.length / 2)
      return { here: left.slice(0, half), there: left.slice(half) }
    },
  }
}

/** What the build asks the pages' thread (pages.worker.ts). */
export type PagesRequest =
  { kind: 'finish'; id: number; route: string; html: string } | { kind: 'written'; route: string; html: string } | { kind: 'done' }

/** What the pages' thread answers. */
type PagesAnswer =
  | { kind: 'ready' }
  | { kind: 'finished'; id: number; html: string }
  | { kind: 'share'; pages: PageToCheck[] }
  | { kind: 'found'; pages: [string, FinishedPage][] }

/**
 * The work on a build's pages, one page at a time, on the pages' thread (and on the build's, for
 * the pages rendered before that thread has loaded): a page React rendered, as it will be written
 * (pageMarkup, the stylesheet inlined, finishHtml; a not-found page unfinished, for the steps put
 * those together first); and a page as written, described and checked for inline scripts the
 * build did not write, unless it passed in the last build with the same bytes (checked-pages.ts).
 */
export function pageWork({ root, dist, ownScripts, emailOrigin, buildCode, clientCode: data, css }: PagesWorkerData) {
  const clientCode = clientCodeFrom(data)
  const scriptHashes = ownScriptHashes(ownScripts)
  const own = new Set(scriptHashes)
  const checked = checkedPages(root, ownScripts, buildCode)
  const pages = new Map<string, FinishedPage>()
  return {
    checked,
    finish(route: string, html: string): string {
      const page = inliningStylesheet(pageMarkup(html, clientCode), css)
      return notFound(route) ? page : finishHtml(page, { scriptHashes, emailOrigin })
    },
    /** Writes a finished page to its file, as vite-react-ssg would have (pages.worker.ts). */
    write(route: string, html: string): void {
      const file = pageFile(dist, route)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, html)
    },
    check(route: string, html: string): void {
      if (notFound(route)) return
      const file = pageFile(dist, route)
      const page = describePage(file, html, dist, checked.keyOf)
      pages.set(file, { ...page, foreign: checked.passed(page.key) ? [] : foreignScripts(own, { name: relative(root, file), html }) })
    },
    /** Drops what the check of a route's earlier bytes found. */
    forget(route: string): void {
      pages.delete(pageFile(dist, route))
    },
    found: (): [string, FinishedPage][] => [...pages],
  }
}

/** The pages of one build as vite-react-ssg writes them (ssg-options.ts hands each over). */
export interface WrittenPages {
  /** What finishing and checking a page needs, for the pages the steps finish (steps/finish-pages.ts). */
  options: FinishOptions
  /** A page React rendered, as it will be written. */
  finish(route: string, html: string): Promise<string> | string
  /**
   * Whether `file` already holds exactly `html`: the pages' thread writes each page it finishes,
   * and vite-react-ssg does not write it again. False for a page finished on this thread, and for
   * any other bytes or file: vite-react-ssg writes those itself.
   */
  holds(route: string, html: string, file: string): boolean
  /** A page as written, rendered or reused from the page cache: checked unless it is what the thread finished. */
  written(route: string, html: string): void
  /** Every page written but the not-found pages, by file, with what its check found. */
  done(): Promise<Map<string, FinishedPage>>
  /** Settles once the thread started by the first page rendered has loaded (the build never waits for it). */
  threadLoaded(): Promise<void>
}

/** The pages' thread, as the build sees it. */
interface PagesThread {
  ready: boolean
  loaded: Promise<void>
  finish(route: string, html: string): Promise<string>
  check(route: string, html: string): void
  /**
   * What the thread found, once every page is rendered: it hands back half of the checks it has
   * yet to make, which `checkHere` makes on this thread meanwhile, idle by then.
   */
  found(checkHere: (route: string, html: string) => void): Promise<Map<string, FinishedPage>>
}

function startPagesThread(workerData: PagesWorkerData): PagesThread {
  const worker = tsWorker(new URL('./pages.worker.ts', import.meta.url), { ...workerData })
  const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: unknown) => void }>()
  // Set by found(): what to do with the answers to `done`.
  let found:
    | { checkHere: (route: string, html: string) => void; resolve: (pages: Map<string, FinishedPage>) => void; reject: (error: unknown) => void }
    | undefined
  let next = 0
  let loaded = () => {}
  // Held open only while it owes an answer: a build that fails meanwhile exits.
  worker.unref()
  const stopped = (error: unknown) => {
    for (const { reject } of waiting.values()) reject(error)
    waiting.clear()
    found?.reject(error)
  }
  worker.on('error', stopped)
  worker.on('exit', () => stopped(new Error('The thread finishing pages stopped before it was done')))
  const thread: PagesThread = {
    ready: false,
    loaded: new Promise<void>((resolve) => (loaded = resolve)),
    async finish(route, html) {
      const id = next++
      if (waiting.size === 0) worker.ref()
      return new Promise<string>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker.postMessage({ kind: 'finish', id, route, html } satisfies PagesRequest)
      })
    },
    check: (route, html) => worker.postMessage({ kind: 'written', route, html } satisfies PagesRequest),
    async found(checkHere) {
      worker.ref()
      try {
        return await new Promise<Map<string, FinishedPage>>((resolve, reject) => {
          found = { checkHere, resolve, reject }
          worker.postMessage({ kind: 'done' } satisfies PagesRequest)
        })
      } finally {
        worker.removeAllListeners('exit')
        await worker.terminate()
      }
    },
  }
  worker.on('message', (answer: PagesAnswer) => {
    if (answer.kind === 'ready') {
      thread.ready = true
      loaded()
    } else if (answer.kind === 'share') {
      for (const { route, html } of answer.pages) found?.checkHere(route, html)
    } else if (answer.kind === 'found') found?.resolve(new Map(answer.pages))
    else {
      waiting.get(answer.id)?.resolve(answer.html)
      waiting.delete(answer.id)
      if (waiting.size === 0) worker.unref()
    }
  })
  return thread
}

/**
 * A build's pages are finished, written and checked on a second thread at the lowest priority
 * (pages.worker.ts), on the core the render leaves idle: React renders on this one, and each page
 * is written once, as finished, by the thread that finished it. Writing 726 pages from the
 * build's thread (a folder and a file each, through Node's I/O threads, which took the render's
 * core) held the render about a second. The thread starts with the first page rendered; until it
 * has loaded, this one finishes the pages itself, and sends them to be checked as written. A page
 * reused from the page cache is checked as written too, unless it passed in the last build with
 * the same bytes (checked-pages.ts): a build that renders no page starts no thread.
 */
export function writtenPages(options: FinishOptions & { clientCode: ClientCode; css: string }): WrittenPages {
  const { clientCode, css, ...finishOptions } = options
  const workerData: PagesWorkerData = { ...finishOptions, clientCode: clientCodeData(clientCode), css }
  const here = pageWork(workerData)
  const { checked } = here
  // What the thread finished and wrote for a route, until vite-react-ssg hands over the page as written.
  const finished = new Map<string, string>()
  // The pages reused as they passed before, described here.
  const passed = new Map<string, FinishedPage>()
  let thread: PagesThread | undefined
  return {
    options: finishOptions,
    finish(route, html) {
      thread ??= startPagesThread(workerData)
      if (!thread.ready) return here.finish(route, html)
      return thread.finish(route, html).then((page) => {
        finished.set(route, page)
        return page
      })
    },
    holds: (route, html, file) => finished.get(route) === html && file === pageFile(finishOptions.dist, route),
    written(route, html) {
      const given = finished.get(route)
      finished.delete(route)
      if (html === given || notFound(route)) return
      const file = pageFile(finishOptions.dist, route)
      const page = describePage(file, html, finishOptions.dist, checked.keyOf)
      if (checked.passed(page.key)) passed.set(file, { ...page, foreign: [] })
      else (thread ??= startPagesThread(workerData)).check(route, html)
    },
    async done() {
      const checkedThere = thread ? await thread.found((route, html) => here.check(route, html)) : []
      return new Map([...passed, ...checkedThere, ...here.found()])
    },
    threadLoaded: () => thread?.loaded ?? Promise.reject(new Error('No page has rendered: no thread was started')),
  }
}
