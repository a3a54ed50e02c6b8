/**
 * The dev server's own script in the open page (`npm run dev` only; scripts/build/plugins/dev-pages.ts
 * adds it): when a content file is saved, the page shows the change in place, without a reload. It
 * asks the server for itself again and puts the new page's #root where the old one was: no
 * navigation, no stylesheets and scripts loaded again, the scroll position kept. A page with an
 * island (whose script hydrated the old content) and an error page (no #root: a content problem)
 * reload whole, and so does anything that goes wrong on the way.
 */
import { CONTENT_VERSION_META, DEV_EVENTS } from './dev-refresh.events.ts'

/** The content version a document was rendered at (dev-pages.ts puts it in every page). */
const versionOf = (page: Document) => page.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_VERSION_META}"]`)?.content

/** The version of the content the tab shows. */
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
  // The page script marked the hero it found when the page loaded (src/islands/enhance.ts); the
  // new one is marked as it loads.
  for (const hero of document.querySelectorAll<HTMLImageElement>('img[data-hero]')) {
    const mark = () => hero.setAttribute('data-loaded', '')
    if (hero.complete) mark()
    else for (const type of ['load', 'error']) hero.addEventListener(type, mark, { once: true })
  }
}

const show = () => void showChange().catch(() => location.reload())

import.meta.hot?.on(DEV_EVENTS.contentChanged, show)
// A page rendered before a save whose announcement came before this tab connected: the server's
// version is newer than the page's, and the change is shown now instead of at the next save.
import.meta.hot?.on(DEV_EVENTS.version, ({ version }: { version: number }) => {
  if (shown !== undefined && String(version) !== shown) show()
})
import.meta.hot?.send(DEV_EVENTS.askVersion)
