/**
 * The loader of a page's islands: inlined at the end of the <body> of a page that has an island,
 * and only there, followed by the loading strategies the page's islands use (src/islands/
 * strategies/, scripts/build/prerender/client-code.ts), so it runs once the document is parsed.
 * Each strategy says when an island is wanted (on touch, when idle, when visible); this script
 * decides when its script may go, and adds it. Until then, and until that script has hydrated,
 * the island is its prerendered HTML: what is typed is kept, a form's button says it is getting
 * ready. Plain DOM, no imports: a classic script of a few hundred bytes.
 */
import type { IslandLoader } from './strategies/api.ts'

// An island's script (its container names it: data-island-src, with the chunks it imports:
// data-island-imports) is never requested before the hero image has loaded, whose bytes it would
// compete with on a slow connection (the hero asks again once it is ready). A touched island goes
// as soon as the hero's bytes are in (nothing left to compete with), since the visitor is waiting
// for it; one wanted for any other reason waits until the hero is marked (decoded,
// watchHeroForIslands) and the browser has shown it, a frame or more later (on a slow phone,
// 100-400 ms after the hero's load event). A hero scrolled out of sight is not waited for: being
// lazy, it may not load at all until the visitor scrolls back up.
/** The islands wanted and not yet requested, each with whether it was touched. */
const wanted = new Map<HTMLElement, boolean>()
let heroShown = false

function requestWanted(): void {
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  const past = !hero || hero.getBoundingClientRect().bottom <= 0
  for (const [island, touched] of wanted) {
    const ready = touched ? hero?.complete : hero?.hasAttribute('data-loaded') && heroShown
    if (!ready && !past) continue
    wanted.delete(island)
    const files = (island.dataset.islandImports ?? '').split(' ').filter(isOwnFile)
    // The chunks it imports (React, shared by every island) come with it, not one round trip later.
    for (const href of files) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
    const script = Object.assign(document.createElement('script'), { type: 'module', src: island.dataset.islandSrc as string })
    delete island.dataset.islandSrc
    // The island's hydration reads it: a touched island hydrates at once (src/islands/hydrate.tsx).
    if (touched) island.dataset.islandTouched = ''
    document.head.append(script)
  }
}

// Only the build's own island files: under the CSP's 'strict-dynamic' this script, being trusted,
// passes its trust to any script it adds, so a container planted in a page's markup must not
// make it load another file, least of all another site's.
function isOwnFile(path: string): boolean {
  return /^\/(assets|src\/islands)\/[\w.-]+\.(js|tsx?)$/.test(path)
}

function want(island: HTMLElement, touched: boolean): void {
  if (!isOwnFile(island.dataset.islandSrc ?? '')) return // requested already, or not ours
  wanted.set(island, touched || wanted.get(island) === true)
  requestWanted()
}

const loader: IslandLoader = {
  each(strategy, start) {
    for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-island-load]')) {
      if (island.dataset.islandLoad?.split(' ').includes(strategy)) start(island, () => want(island, strategy === 'touch'))
    }
  },
}
globalThis.__islands = loader

const LCP = 'largest-contentful-paint'

/**
 * Calls `shown` once the browser has reported the hero's paint: its largest-contentful-paint
 * entry, which comes once the frame is on screen. Marking the hero in the frame that paints it is
 * not enough: that frame can reach the screen 40 ms later, and an island's script requested in
 * between counted, in Lighthouse's simulation of a slow phone, among what the largest paint waited
 * for (/pt/contact LCP 1,350-1,580 ms in 2 of 5 runs, against 1,050-1,130 for its copy without
 * scripts). Returns whether the browser reports such paints at all.
 */
function onHeroPainted(hero: HTMLImageElement, shown: () => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(LCP)) return false
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) return
    observer.disconnect()
    setTimeout(shown)
  })
  observer.observe({ type: LCP, buffered: true })
  return true
}

// On a page with an island, this script marks the hero loaded (the page script leaves it alone,
// src/islands/enhance.ts): decoded, then marked in the next frame, the one that paints it (its
// load event can come before its first paint). A touched island is asked for at the load event;
// any other once the hero is marked and the browser has shown it (onHeroPainted). A hero that is
// not the largest paint, or a page hidden while it loads, is reported never: a second after the
// mark is taken as shown. A broken image shows nothing at full opacity rather than a dimmed
// nothing forever.
function watchHeroForIslands(): void {
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  if (!hero) return
  const shown = () => {
    if (heroShown) return
    heroShown = true
    requestWanted()
  }
  const reported = onHeroPainted(hero, shown)
  const settled = () =>
    void hero
      .decode()
      .catch(() => undefined) // broken: shown as it is
      .then(() =>
        requestAnimationFrame(() => {
          hero.setAttribute('data-loaded', '')
          setTimeout(requestWanted)
          setTimeout(shown, reported ? 1000 : 0)
        }),
      )
  const loaded = () => {
    requestWanted() // a touched island, waiting for these bytes only
    settled()
  }
  if (hero.complete) settled()
  else for (const type of ['load', 'error']) hero.addEventListener(type, loaded, { once: true })
}

watchHeroForIslands()
