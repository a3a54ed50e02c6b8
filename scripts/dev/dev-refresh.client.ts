/** The dev server's script in the page: on a content save it swaps in the page's new #root, keeping the scroll; islands and error pages reload. */
import { CONTENT_VERSION_META, DEV_EVENTS } from './dev-refresh.events.ts'

const versionOf = (page: Document) => page.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_VERSION_META}"]`)?.content

let shown = versionOf(document)

async function showChange(): Promise<void> {
  const root = document.getElementById('root')
  if (!root || document.querySelector('[data-island]')) return location.reload()
  const response = await fetch(location.href, { headers: { accept: 'text/html' }, cache: 'no-store' })
  const next = new DOMParser().parseFromString(await response.text(), 'text/html')
  const fresh = next.getElementById('root')
  if (!fresh || next.querySelector('[data-island]')) return location.reload()
  document.title = next.title
  root.replaceWith(document.adoptNode(fresh))
  shown = versionOf(next) ?? shown
  // src/islands/enhance.ts marks the hero of the page as first loaded; the new one is marked here.
  for (const hero of document.querySelectorAll<HTMLImageElement>('img[data-hero]')) {
    const mark = () => hero.setAttribute('data-loaded', '')
    if (hero.complete) mark()
    else for (const type of ['load', 'error']) hero.addEventListener(type, mark, { once: true })
  }
}

const show = () => void showChange().catch(() => location.reload())

import.meta.hot?.on(DEV_EVENTS.contentChanged, show)
// A page rendered before a save announced before this tab connected shows the change now.
import.meta.hot?.on(DEV_EVENTS.version, ({ version }: { version: number }) => {
  if (shown !== undefined && String(version) !== shown) show()
})
import.meta.hot?.send(DEV_EVENTS.askVersion)
