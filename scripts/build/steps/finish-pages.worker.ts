/**
 * The second thread that finishes pages (finish-pages.ts). Started while the pages render, it
 * loads what it needs, says it is ready, then waits for the list of pages and takes the next one
 * from the shared counter until none is left.
 */
import { parentPort } from 'node:worker_threads'
import { pageFinisher, type FinishOptions, type FinishedPage } from './finish-page.ts'

parentPort?.once('message', ({ files, next, options }: { files: string[]; next: Int32Array; options: FinishOptions }) => {
  const { finish } = pageFinisher(options)
  const finished: FinishedPage[] = []
  for (let i = Atomics.add(next, 0, 1); i < files.length; i = Atomics.add(next, 0, 1)) finished.push(finish(files[i] as string))
  parentPort?.postMessage({ finished })
})
parentPort?.postMessage({ ready: true })
