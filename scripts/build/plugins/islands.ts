import { join } from 'node:path'
import type { Rolldown } from 'vite'
import { ISLANDS } from '../../../src/islands/names.ts'
import { LOAD_STRATEGIES, type LoadStrategy } from '../../../src/islands/strategies/api.ts'

/**
 * The scripts the build inlines, their sources by entry name: the page script (every page), the
 * islands' loader (pages with an island), each loading strategy (pages whose islands use it) and the
 * videos' play buttons (pages with a video).
 */
export const INLINE_SCRIPTS = {
  enhance: 'src/islands/enhance.ts',
  'load-islands': 'src/islands/load-islands.ts',
  video: 'src/islands/video.ts',
} as const

/** Each loading strategy's inline script, by strategy (src/islands/strategies/). */
export const STRATEGY_SCRIPTS = Object.fromEntries(LOAD_STRATEGIES.map((name) => [name, `src/islands/strategies/${name}.ts`])) as Record<
  LoadStrategy,
  string
>

/** The client build's inputs besides vite-react-ssg's own `app`: every island, and every script the build inlines. */
export function clientInputs(root: string): Record<string, string> {
  const inlined = { ...INLINE_SCRIPTS, ...Object.fromEntries(LOAD_STRATEGIES.map((name) => [`strategy-${name}`, STRATEGY_SCRIPTS[name]])) }
  const inputs: Record<string, string> = Object.fromEntries(Object.entries(inlined).map(([name, source]) => [name, join(root, source)]))
  for (const name of ISLANDS) inputs[name] = join(root, `src/islands/${name}.tsx`)
  return inputs
}

/** What every island imports that another island imports too: React above all. */
export const SHARED_CHUNK = 'islands-shared'

/**
 * The client build's chunking. Each island's entry and every module only it imports statically
 * (the form, EmailJS's client) go into one chunk named after it, and what two or more islands
 * import (React, React DOM) into one chunk they all import, SHARED_CHUNK: a page loads its
 * islands' own code and React once, whatever islands it has. With a single island there is
 * nothing to share, and it is one file, one round trip. Dynamic imports (the phone library's
 * metadata) stay chunks of their own, fetched on demand. Modules no island imports (vite-react-ssg's
 * build-time app, which no page loads) are left to the bundler. The other entries, the inlined
 * scripts, import nothing.
 */
export function islandChunkName(root: string): Rolldown.CodeSplittingNameFunction {
  const entries = ISLANDS.map((name) => ({ name, id: join(root, `src/islands/${name}.tsx`) }))
  const staticGraph = (entry: Rolldown.ModuleInfo, ctx: Rolldown.ChunkingContext): Set<string> => {
    const seen = new Set([entry.id])
    const queue = [entry]
    while (queue.length) {
      for (const id of (queue.pop() as Rolldown.ModuleInfo).importedIds) {
        const info = seen.has(id) ? null : ctx.getModuleInfo(id)
        if (!info) continue
        seen.add(id)
        queue.push(info)
      }
    }
    return seen
  }
  // Each island's static graph, computed once per chunking pass: keyed by the first island's entry
  // module info, which the bundler keeps for one pass (the client build's; the server build has no
  // island entry, and gets no group).
  const graphs = new WeakMap<Rolldown.ModuleInfo, { name: string; graph: Set<string> }[]>()
  return (moduleId, ctx) => {
    const first = entries[0] && ctx.getModuleInfo(entries[0].id)
    if (!first) return null
    let islands = graphs.get(first)
    if (!islands) {
      islands = entries.flatMap(({ name, id }) => {
        const entry = ctx.getModuleInfo(id)
        return entry ? [{ name, graph: staticGraph(entry, ctx) }] : []
      })
      graphs.set(first, islands)
    }
    const reachedBy = islands.filter(({ graph }) => graph.has(moduleId))
    if (reachedBy.length === 0) return null
    return reachedBy.length === 1 ? (reachedBy[0] as { name: string }).name : SHARED_CHUNK
  }
}
