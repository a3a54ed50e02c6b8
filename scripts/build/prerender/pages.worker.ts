/**
 * The thread that finishes the pages of a build as they render, writes them to dist/, and checks
 * them (written-pages.ts). Says when it is ready. A page to finish is finished, written and
 * answered at once; the checks (parse5 reads the whole page) wait in a queue, one at a time between
 * messages, so a page to finish never waits behind them. At `done`, the rest of the queue, half
 * of it handed back to the build's thread, then what every page was found to be.
 */
import { existsSync, readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { pageWork, pendingChecks, type PagesRequest, type PagesWorkerData } from './written-pages.ts'

// The lowest priority, on Linux (a thread is a task there, with a nice value of its own): this
// thread takes the CPU the render leaves idle, not the render's own. Where a sandbox refuses it,
// the thread runs at the build's priority: slower, never wrong.
try {
  if (existsSync('/proc/thread-self')) setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19)
} catch {
  // left at the build's priority
}

const pages = pageWork(workerData as PagesWorkerData)
const checks = pendingChecks(pages)
let scheduled = false
const checkNext = () => {
  scheduled = checks.checkOne()
  if (scheduled) setImmediate(checkNext)
}
const enqueue = (route: string, html: string) => {
  checks.add(route, html)
  if (!scheduled) {
    scheduled = true
    setImmediate(checkNext)
  }
}

parentPort?.on('message', (request: PagesRequest) => {
  if (request.kind === 'finish') {
    const html = pages.finish(request.route, request.html)
    pages.write(request.route, html)
    parentPort?.postMessage({ kind: 'finished', id: request.id, html })
    enqueue(request.route, html)
  } else if (request.kind === 'written') {
    enqueue(request.route, request.html)
  } else {
    // Every page has rendered: the build's thread, idle now, checks half of what is left (at 200
    // posts per language, up to about 0.5 s of checks) while this one checks the rest.
    const { here, there } = checks.split()
    parentPort?.postMessage({ kind: 'share', pages: there })
    for (const { route, html } of here) pages.check(route, html)
    parentPort?.postMessage({ kind: 'found', pages: pages.found() })
  }
})
parentPort?.postMessage({ kind: 'ready' })
