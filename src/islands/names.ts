/**
 * The client entries, each a file of src/islands/ taking over its <div data-island="<name>">: a
 * React component hydrated (.tsx), or plain DOM (.ts) where React's bytes would be most of what the
 * island costs (search: docs/decisions.md, "Search is plain DOM over Pagefind").
 */
export const ISLAND_ENTRIES = { contact: 'contact.tsx', search: 'search.ts' } as const
export type IslandName = keyof typeof ISLAND_ENTRIES
export const ISLANDS = Object.keys(ISLAND_ENTRIES) as IslandName[]

/** Island `name`'s client entry, from the project's root: `src/islands/contact.tsx`. */
export const islandEntry = (name: IslandName): string => `src/islands/${ISLAND_ENTRIES[name]}`

/**
 * The prefix of every id React generates inside island `name` (useId): the build's render and the
 * browser's hydration must use the same one, and no two islands of a page may share one.
 */
export const islandIdPrefix = (name: IslandName): string => `${name}-`

/** Props as JSON that no string inside can end the <script> element it sits in. */
export function islandPropsJson(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c')
}

/**
 * The island `name` of this page and its props, read back in the browser; undefined when the
 * page has no such island.
 */
export function findIsland<P>(name: IslandName): { container: HTMLElement; props: P } | undefined {
  const container = islandContainer(name)
  const json = document.querySelector(`script[data-island-props="${name}"]`)?.textContent
  if (!container || !json) return undefined
  return { container, props: JSON.parse(json) as P }
}

/** The element island `name` of this page renders into, or null on a page without it. */
export const islandContainer = (name: IslandName): HTMLElement | null => document.querySelector<HTMLElement>(`[data-island="${name}"]`)
