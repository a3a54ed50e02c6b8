import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { islandIdPrefix, islandPropsJson, type IslandName } from './names'

interface IslandProps<P extends object> {
  /** Which client entry hydrates it: src/islands/<name>.tsx. */
  name: IslandName
  component: ComponentType<P>
  /** Everything the component needs, as JSON: the browser gets exactly these. */
  props: P
}

/**
 * Where a page opts one component into the browser. At build time the component is rendered on
 * its own, as its client entry will hydrate it (its own React root, ids prefixed with its name),
 * next to its props as inert JSON. The build names the entry's script on the container
 * (scripts/build/plugins/islands.ts) and the islands' loader requests it when the island is needed
 * (src/islands/load-islands.ts); every other page ships no framework JavaScript.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) })
  return (
    <>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }} />
      <div data-island={name} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  )
}
