/** The client entries: each is src/islands/<name>.tsx, hydrating its <div data-island="<name>">. */
export const ISLANDS = ['contact'] as const
export type IslandName = (typeof ISLANDS)[number]

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
