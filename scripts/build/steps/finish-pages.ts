import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Worker } from 'node:worker_threads'
import type { CheckedPages } from '../cache/checked-pages.ts'
import { inlinedScripts, SPECULATION_RULES } from '../prerender/client-code.ts'
import { inlineScriptError, ownScriptHashes } from '../prerender/policy.ts'
import { tsWorker } from '../ts-worker.ts'
import type { Step } from './context.ts'
import { pageFinisher, type FinishedPage, type FinishOptions } from './finish-page.ts'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
    .sort()
}

/** The second thread, as the step sees it. */
export interface PageFinisher {
  /** Settles once the worker has loaded and waits for pages. */
  ready: Promise<void>
  /** The pages the worker finished, once it has. */
  finished: Promise<FinishedPage[]>
}

let started: (PageFinisher & { worker: Worker }) | undefined

/**
 * Starts the thread that finishes pages beside this one, as the first page renders (the second
 * core is idle then): loading TypeScript and its modules takes it about a second, in which this
 * thread alone would have finished most of the pages. Without it (no page rendered: each was
 * reused, and passed the check before), this thread finishes them all.
 */
export function startPageFinisher(): PageFinisher {
  if (started) return started
  const worker = tsWorker(new URL('./finish-pages.worker.ts', import.meta.url), {})
  // Waiting for its pages, it does not hold the process open (a build that fails first exits).
  worker.unref()
  let ready = () => {}
  let done: (finished: FinishedPage[]) => void = () => {}
  const finished = new Promise<FinishedPage[]>((resolve, reject) => {
    done = resolve
    // A worker that stops without its pages leaves pages unfinished: the build fails.
    worker.once('error', reject)
    worker.once('exit', () => reject(new Error('The thread finishing pages stopped before it was done')))
  })
  finished.catch(() => undefined) // awaited by finishAll, when the worker took pages
  worker.on('message', (message: { ready: true } | { finished: FinishedPage[] }) => ('ready' in message ? ready() : done(message.finished)))
  started = { worker, finished, ready: new Promise<void>((resolve) => (ready = resolve)) }
  return started
}

/** The pages this thread and the worker, if started, finished, each taking the next page from the counter they share. */
async function finishAll(files: string[], options: FinishOptions): Promise<{ finished: FinishedPage[]; checked: CheckedPages }> {
  const helper = started
  started = undefined
  const next = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
  helper?.worker.ref()
  helper?.worker.postMessage({ files, next, options })
  const { finish, checked } = pageFinisher(options)
  const finished: FinishedPage[] = []
  for (let i = Atomics.add(next, 0, 1); i < files.length; i = Atomics.add(next, 0, 1)) finished.push(finish(files[i] as string))
  // Every page finished here (a small site): the worker took none, nothing to wait for.
  if (helper && finished.length < files.length) finished.push(...(await helper.finished))
  await helper?.worker.terminate()
  return { finished, checked }
}

/**
 * One pass over the pages (finish-page.ts), one page at a time (3,000 pages of ~60 KB, all held,
 * were most of the build's memory at 1,000 posts per language), on two threads: this one and a
 * worker (started as the pages render, startPageFinisher) take the next page from a counter they
 * share. On one thread the pass took 1.9 s of a build with 200 posts per language, most of it
 * parsing each page for the inline-script check, while the second core was idle.
 */
export const finishPages: Step = {
  name: 'finish pages',
  async run(context) {
    const { root, dist, clientCode, emailOrigin } = context
    const options: FinishOptions = { root, dist, ownScripts: [...inlinedScripts(clientCode), SPECULATION_RULES], emailOrigin }
    const { finished, checked } = await finishAll(htmlFiles(dist), options)
    const foreign = finished.flatMap((page) => page.foreign).sort()
    if (foreign.length) throw inlineScriptError(foreign)
    checked.save(finished.map((page) => page.key))
    context.found.scriptHashes = ownScriptHashes(options.ownScripts)
    context.found.formPages = finished.flatMap((page) => (page.formPage ? [page.formPage] : [])).sort()
    context.found.referencedScripts = new Set(finished.flatMap((page) => page.referenced))
  },
}
