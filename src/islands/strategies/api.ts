/**
 * How the islands' loading strategies reach the loader (src/islands/load-islands.ts): the loader,
 * inlined first, puts this object on the page; each strategy a page uses is a classic script of
 * its own, inlined after it, that calls `each` with its name. `start` is called for every island
 * of the page whose `data-island-load` names the strategy, with `load`, which asks the loader for
 * that island (the loader decides when its script may go: never before the hero image).
 */
export interface IslandLoader {
  each(strategy: LoadStrategy, start: (island: HTMLElement, load: () => void) => void): void
}

/** The ways an island may be loaded, chosen where it is used (src/islands/Island.tsx: `load`). */
export const LOAD_STRATEGIES = ['touch', 'idle', 'visible', 'query'] as const
export type LoadStrategy = (typeof LOAD_STRATEGIES)[number]

declare global {
  var __islands: IslandLoader
}
