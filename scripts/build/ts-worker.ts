import { Worker } from 'node:worker_threads'

/** Set by scripts/build/run.mjs: each worker module's file URL → its bundle's, built with the build's own. */
const BUNDLED_WORKERS = Symbol.for('site.bundledWorkers')

/**
 * A worker thread running a TypeScript module; `data` reaches it as its workerData. In a build
 * (scripts/build/run.mjs) the module runs from its bundle, as plain JavaScript; elsewhere (tests,
 * the dev server) through tsx (ts-worker.mjs).
 */
export function tsWorker(module: URL, data: Record<string, unknown>): Worker {
  const bundled = (globalThis as Record<symbol, Map<string, string> | undefined>)[BUNDLED_WORKERS]?.get(module.href)
  if (bundled) return new Worker(new URL(bundled), { workerData: data })
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { ...data, module: module.href } })
}
