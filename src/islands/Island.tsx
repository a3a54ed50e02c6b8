import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { islandIdPrefix, islandPropsJson, type IslandName } from './names.ts'
import type { LoadStrategy } from './strategies/api.ts'

interface IslandProps<P extends object> {
  /** Which client entry hydrates it: src/islands/<name>.tsx. */
  name: IslandName
  component: ComponentType<P>
  /** Everything the component needs, as JSON: the browser gets exactly these. */
  props: P
  /**
   * When its script is loaded: on the visitor's first touch of it, when the browser is idle after
   * the page's load, when it comes near the screen; several, at the first of them
   * (src/islands/strategies/). Never before the page's hero image.
   */
  load: LoadStrategy | readonly LoadStrategy[]
}

/**
 * Where a page opts one component into the browser. At build time the component is rendered on
 * its own, as its client entry will hydrate it (its own React root, ids prefixed with its name),
 * next to its props as inert JSON. The build names the entry's script on the container, with the
 * chunks it imports (scripts/build/prerender/client-code.ts), and inlines the loader and the
 * strategies the page uses (src/islands/load-islands.ts), which request it when it is wanted;
 * every other page ships no framework JavaScript.
 */
export function Island<P extends object>({ name, component: Component, props, load }: IslandProps<P>) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) })
  const strategies = typeof load === 'string' ? [load] : load
  return (
    <>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }} />
      <div data-island={name} data-island-load={strategies.join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  )
}
