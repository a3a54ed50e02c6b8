/** The thread that compiles MDX ahead of the build (mdx-ahead.ts). */
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { BY_WORKER, FREE, type AheadResult, type CompiledMdx } from './mdx-ahead.ts'
import { mdxPipeline } from './mdx-pipeline.ts'
import { buildRegexCache } from './regex-cache.ts'

const { root, mode, files, claims } = workerData as { root: string; mode: string; files: string[]; claims: Int32Array }

const pipeline = mdxPipeline(root, false)
const configure = pipeline.config as unknown as (config: unknown, env: { mode: string; command: string }) => void
configure({}, { mode, command: 'build' })
const compile = pipeline.transform as unknown as (code: string, id: string) => Promise<CompiledMdx | undefined>

// From the last file back: the build asks in its own order, mostly from the first.
for (let i = files.length - 1; i >= 0; i--) {
  if (Atomics.compareExchange(claims, i, FREE, BY_WORKER) !== FREE) continue
  const file = files[i] as string
  const text = readFileSync(file, 'utf8')
  let compiled: CompiledMdx | undefined
  try {
    const result = await compile(text, file)
    compiled = result && { code: result.code, map: result.map ?? null }
  } catch {
    compiled = undefined // the build compiles it again and reports the problem as it does
  }
  parentPort?.postMessage({ index: i, text, compiled } satisfies AheadResult)
}
// What this thread converted for its highlighter, kept for the next build (regex-cache.ts).
buildRegexCache().save()
