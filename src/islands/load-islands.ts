/**
 * The loader of a page's islands: inlined at the end of the <body> of a page that has an island,
 * and only there (scripts/build/plugins/islands.ts), so it runs once the document is parsed. Until it has
 * asked for an island's script, and that script has hydrated, the island is its prerendered HTML:
 * what is typed is kept, its button says it is getting ready. Plain DOM, no imports: a classic
 * script of a few hundred bytes.
 */

// An island's script (its container names it: data-island-src) is requested on the visitor's
// first touch of the island, or once the browser is idle after the load event, whichever comes
// first; never before the hero image has loaded, whose bytes it would compete with on a slow
// connection (the hero asks again once it is ready). A hero scrolled out of sight is not waited
// for: being lazy, it may not load at all until the visitor scrolls back up.
const wanted = new Set<HTMLElement>()
// A touched island is requested as soon as the hero has loaded (its bytes are in: nothing left to
// compete with), since the visitor is waiting for the form; one wanted because the page is idle
// waits until the hero is marked (decoded, watchHeroForIslands) and the browser has shown it, a
// frame or more later (on a slow phone, 100-400 ms after the hero's load event).
let touched = false
let heroShown = false

function requestWanted(): void {
  if (!wanted.size) return
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  const ready = touched ? hero?.complete : hero?.hasAttribute('data-loaded') && heroShown
  if (hero && !ready && hero.getBoundingClientRect().bottom > 0) return
  for (const island of wanted) {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = island.dataset.islandSrc as string
    delete island.dataset.islandSrc
    // The island's hydration reads it: a touched form hydrates at once (src/islands/hydrate.tsx).
    if (touched) island.dataset.islandTouched = ''
    document.head.append(script)
  }
  wanted.clear()
}

// Only the build's own island files: under the CSP's 'strict-dynamic' this script, being trusted,
// passes its trust to any script it adds, so a container planted in a page's markup must not
// make it load another file, least of all another site's.
const OWN_FILE = /^\/(assets|src\/islands)\/[\w.-]+\.(js|tsx)$/

function want(island: Element | null): void {
  if (!(island instanceof HTMLElement && OWN_FILE.test(island.dataset.islandSrc ?? ''))) return
  wanted.add(island)
  requestWanted()
}

function wantAllWhenIdle(): void {
  const wantAll = () => document.querySelectorAll('[data-island-src]').forEach(want)
  // Where the browser cannot say when it is idle (Safari), the first task after load.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(wantAll, { timeout: 3000 })
  else setTimeout(wantAll, 1)
}

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
// an idle one once the hero is marked and the browser has shown it (onHeroPainted). A hero that
// is not the largest paint, or a page hidden while it loads, is reported never: a second after
// the mark is taken as shown. A broken image shows nothing at full opacity rather than a dimmed
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
for (const type of ['focusin', 'pointerdown', 'input', 'keydown'])
  document.addEventListener(
    type,
    (event) => {
      const island = event.target instanceof Element && event.target.closest('[data-island-src]')
      if (!island) return
      touched = true
      want(island)
    },
    true,
  )
addEventListener('load', wantAllWhenIdle, { once: true })
