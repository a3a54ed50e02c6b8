import { join } from 'node:path'
import type { Rolldown } from 'vite'
import { islandEntry, ISLANDS } from '../../../src/islands/names.ts'
import { LOAD_STRATEGIES, type LoadStrategy } from '../../../src/islands/strategies/api.ts'

const scriptsIn = <D extends string, T extends string>(dir: D, names: readonly T[]) =>
  Object.fromEntries(names.map((name) => [name, `${dir}/${name}.ts`])) as { [N in T]: `${D}/${N}.ts` }

/** The scripts the build inlines, by entry name: the page script, the islands' loader and the videos' play buttons. */
export const INLINE_SCRIPTS = scriptsIn('src/islands', ['enhance', 'load-islands', 'video'])

/** Each loading strategy's inline script. */
export const STRATEGY_SCRIPTS = scriptsIn('src/islands/strategies', LOAD_STRATEGIES)

/** The source of a script the build inlines: one of the above. */
export type InlineSource = (typeof INLINE_SCRIPTS)[keyof typeof INLINE_SCRIPTS] | (typeof STRATEGY_SCRIPTS)[LoadStrategy]

/** The client build's inputs besides vite-react-ssg's own `app`: every script the build inlines, and every island. */
export function clientInputs(root: string): Record<string, string> {
  const strategies = LOAD_STRATEGIES.map((name) => [`strategy-${name}`, STRATEGY_SCRIPTS[name]])
  const sources = [...Object.entries(INLINE_SCRIPTS), ...strategies, ...ISLANDS.map((name) => [name, islandEntry(name)])]
  return Object.fromEntries(sources.map(([name, source]) => [name, join(root, source as string)]))
}

/** What every island imports that another island imports too: React above all. */
export const SHARED_CHUNK = 'islands-shared'

/** The modules `id` imports statically, itself included: a Set's loop visits what is added to it as it goes. */
function staticGraph(id: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const graph = new Set([id])
  for (const module of graph) for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) graph.add(imported)
  return graph
}

/**
 * The client build's chunking: what only one island imports statically goes into that island's chunk, what two or more import into SHARED_CHUNK, so a
 * page loads React once whatever islands it has; dynamic imports and modules no island imports are left to the bundler.
 */
export function islandChunkName(root: string): Rolldown.CodeSplittingNameFunction {
  const entries = ISLANDS.map((name) => ({ name, id: join(root, islandEntry(name)) }))
  // Computed once per chunking pass, keyed by the first island's module info, which lives as long as the pass.
  const graphs = new WeakMap<Rolldown.ModuleInfo, { name: string; graph: Set<string> }[]>()
  return (moduleId, ctx) => {
    const first = entries[0] && ctx.getModuleInfo(entries[0].id)
    if (!first) return null
    const islands = graphs.get(first) ?? entries.flatMap(({ name, id }) => (ctx.getModuleInfo(id) ? [{ name, graph: staticGraph(id, ctx) }] : []))
    graphs.set(first, islands)
    const reachedBy = islands.filter(({ graph }) => graph.has(moduleId))
    return reachedBy.length > 1 ? SHARED_CHUNK : (reachedBy[0]?.name ?? null)
  }
}
