import { join } from 'node:path'
import type { Rolldown } from 'vite'
import { ISLANDS } from '../../../src/islands/names.ts'

/**
 * The scripts the build inlines, their sources by entry name: the page script (every page), the
 * islands' loader (pages with an island) and the root not-found page's language swap.
 */
export const INLINE_SCRIPTS = {
  enhance: 'src/islands/enhance.ts',
  'load-islands': 'src/islands/load-islands.ts',
  'not-found': 'src/islands/not-found.ts',
} as const

/** The client build's inputs besides vite-react-ssg's own `app`: every island, the page script and the islands' loader. */
export function clientInputs(root: string): Record<string, string> {
  const inputs: Record<string, string> = Object.fromEntries(Object.entries(INLINE_SCRIPTS).map(([name, source]) => [name, join(root, source)]))
  for (const name of ISLANDS) inputs[name] = join(root, `src/islands/${name}.tsx`)
  return inputs
}

/**
 * The client build's chunking: each island's entry and every module it imports statically (React,
 * the form, EmailJS's client) in one chunk named after it, so an island is one request and one
 * round trip rather than a chain of shared chunks. Its dynamic imports (the phone library's
 * metadata) stay chunks of their own, fetched on demand. A second island would share
 * the first one's chunk for what both import. (The client build's other entries, the page script
 * and the islands' loader, are inlined and import nothing.)
 */
export function islandChunkName(root: string): Rolldown.CodeSplittingNameFunction {
  const entries = ISLANDS.map((name) => ({ name, id: join(root, `src/islands/${name}.tsx`) }))
  // Keyed by the entry's module info, which rolldown keeps for one chunking pass (the client
  // build's; the server build has no island entry and gets no group).
  const reached = new WeakMap<Rolldown.ModuleInfo, Set<string>>()
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
  return (moduleId, ctx) => {
    for (const { name, id } of entries) {
      const entry = ctx.getModuleInfo(id)
      if (!entry) continue
      let graph = reached.get(entry)
      if (!graph) reached.set(entry, (graph = staticGraph(entry, ctx)))
      if (graph.has(moduleId)) return name
    }
    return null
  }
}
