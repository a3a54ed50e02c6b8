import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Rolldown } from 'vite'
import { filesUnder } from '../cache/cache-key.ts'
import { tsWorker } from '../ts-worker.ts'

/** A compiled MDX file, as @mdx-js/rollup's transform returns it. */
export interface CompiledMdx {
  code: string
  map: Rolldown.SourceMapInput | null
}

/** What the compiling thread says of one file: the text it read, and the code, or none when it failed. */
export interface AheadResult {
  index: number
  text: string
  compiled: CompiledMdx | undefined
}

/** The slots of the shared claim list: each file is compiled by whichever thread claims it first. */
export const FREE = 0
export const BY_WORKER = 1
export const BY_BUILD = 2

/**
 * A second thread that compiles the site's MDX while the build is busy with everything else.
 *
 * A content-cold build spent 5 s compiling MDX on one thread of two, after 4 s of start-up and
 * the client build in which the second core was idle too. This thread starts with the build,
 * compiles the content files from the last one back, and the build's own MDX plugin
 * (mdx-cache.ts) compiles from wherever Rolldown asks: each file is claimed once, in a list both
 * threads share (Atomics), so neither compiles what the other has taken. A file the worker took
 * is awaited, not compiled again; the build uses it only if the worker read the same text and
 * compiled it without an error (a problem is reported by the build's own compile, with its
 * file:line:col). The worker compiles with the same pipeline (mdx-pipeline.ts) and mode.
 */
export interface MdxAhead {
  mode: string
  /** The worker's compile of `file` when it took it first (undefined: compile it yourself). */
  take(file: string, text: string): Promise<CompiledMdx | undefined> | undefined
  /** How many files the worker compiled, and how many of those the build used. */
  counts(): { compiled: number; used: number }
  /** Settles when the worker has compiled every file it took, or stopped. */
  finished: Promise<void>
  stop(): Promise<void>
}

const HANDLE = Symbol.for('site.mdxAhead')

/**
 * Fewer files than this are compiled by the build alone: loading the worker costs about a second
 * of the second core, and a build after editing a post or two (0.55 of a full build with the
 * worker started for one file, in the bench at a044637) has nothing to gain from it.
 */
export const MDX_AHEAD_MIN_FILES = 30

/** The handle the build's MDX plugin asks (vite.config.ts is bundled apart from this module: shared on globalThis). */
export function mdxAhead(): MdxAhead | undefined {
  return (globalThis as Record<symbol, MdxAhead | undefined>)[HANDLE]
}

/** Every MDX file under content/, sorted, by the real path the build's module ids give it. */
export function contentMdxFiles(root: string): string[] {
  return filesUnder(join(realpathSync(root), 'content')).filter((file) => file.endsWith('.mdx'))
}

/**
 * Starts the worker for a build in `mode`, for `files` (those the MDX cache lacks:
 * mdx-cache.ts's uncompiledMdx); its handle is found with mdxAhead().
 */
export function startMdxAhead(root: string, mode: string, files = contentMdxFiles(root)): MdxAhead {
  const index = new Map(files.map((file, i) => [file, i]))
  const claims = new Int32Array(new SharedArrayBuffer(files.length * Int32Array.BYTES_PER_ELEMENT))
  const worker = tsWorker(new URL('./mdx-ahead.worker.ts', import.meta.url), { root, mode, files, claims })
  const results = new Map<number, AheadResult>()
  const waiting = new Map<number, (result: AheadResult | undefined) => void>()
  let compiled = 0
  let used = 0
  let ended = false
  let finish = () => {}
  const finished = new Promise<void>((resolve) => (finish = resolve))
  const end = () => {
    ended = true
    for (const resolve of waiting.values()) resolve(undefined)
    waiting.clear()
    finish()
  }
  worker.on('message', (result: AheadResult) => {
    if (result.compiled) compiled += 1
    const resolve = waiting.get(result.index)
    if (resolve) {
      waiting.delete(result.index)
      resolve(result)
    } else results.set(result.index, result)
  })
  // A worker that fails to start or dies leaves its files to the build: whatever it had taken is
  // compiled by the build itself.
  worker.on('error', end)
  worker.on('exit', end)
  worker.unref()
  const handle: MdxAhead = {
    mode,
    take(file, text) {
      const i = index.get(file)
      if (i === undefined || Atomics.compareExchange(claims, i, FREE, BY_BUILD) === FREE) return undefined
      const done = results.get(i)
      results.delete(i)
      const result = done
        ? Promise.resolve(done)
        : ended
          ? Promise.resolve(undefined)
          : new Promise<AheadResult | undefined>((resolve) => waiting.set(i, resolve))
      return result.then((r) => {
        if (r?.text !== text || !r.compiled) return undefined
        used += 1
        return r.compiled
      })
    },
    counts: () => ({ compiled, used }),
    finished,
    async stop() {
      delete (globalThis as Record<symbol, MdxAhead | undefined>)[HANDLE]
      await worker.terminate()
    },
  }
  ;(globalThis as Record<symbol, MdxAhead | undefined>)[HANDLE] = handle
  return handle
}
