import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { findIsland, islandIdPrefix, type IslandName } from './names.ts'

/**
 * What an island's client entry calls: hydrates the page's island `name` with `Component`, from
 * the props the page carries, with the id prefix of its build-time render (src/islands/Island.tsx),
 * so React adopts the prerendered HTML in place. Does nothing on a page without that island.
 *
 * An island the visitor touched (the loader marks it: data-island-touched) hydrates at once: they
 * are filling it in and wait for its button. One loaded because the page was idle hydrates inside
 * startTransition: a transition's hydration is time-sliced, the default one is not, so React
 * hydrates in slices of a few ms and a tap meanwhile (the menu) is answered between two of them
 * instead of after the whole island (on /contact at 4x CPU: one 109 ms task before, slices of
 * 22-29 ms after; Lighthouse's TBT there went from 30-38 ms to 4 ms).
 *
 * Once hydrated, the container carries data-island-hydrated: what a tool waits for before it
 * takes the page as finished (the PR report's screenshots, scripts/tools/pr-report/screenshots.ts).
 */
export function hydrateIsland<P extends object>(name: IslandName, Component: ComponentType<P>): void {
  const island = findIsland<P>(name)
  if (!island) return
  const { container, props } = island
  const tree = (
    <Hydrated container={container}>
      <Component {...props} />
    </Hydrated>
  )
  const hydrate = () => void hydrateRoot(container, tree, { identifierPrefix: islandIdPrefix(name) })
  if ('islandTouched' in container.dataset) hydrate()
  else startTransition(hydrate)
}

/** Marks `container` once React has hydrated what it holds: its effects run after that commit. */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.islandHydrated = ''
  }, [container])
  return children
}
