import { Worker } from 'node:worker_threads'

/** A worker thread running a TypeScript module; `data` reaches it as its workerData, beside `module`. */
export function tsWorker(module: URL, data: Record<string, unknown>): Worker {
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { ...data, module: module.href } })
}
