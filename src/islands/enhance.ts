/**
 * The progressive touches every page carries, and the loader of a page's island: inlined as the
 * last element of every page's <body> (scripts/vite/islands.ts), so it runs once the document is
 * parsed, and the dev server's module script runs then too. Everything it polishes already works
 * without it: the menu is a <details>, links are links, the hero image shows, the form is HTML.
 * Plain DOM, no imports: it is a classic script of a few hundred bytes.
 */

// An island's script (its container names it: data-island-src) is requested on the visitor's
// first touch of the island, or once the browser is idle after the load event, whichever comes
// first; never before the hero image has loaded, whose bytes it would compete with on a slow
// connection (the hero asks again once it is ready). A hero scrolled out of sight is not waited
// for: being lazy, it may not load at all until the visitor scrolls back up. Until it has
// hydrated, the island is its prerendered HTML: what is typed is kept, its button says it is
// getting ready.
const wanted = new Set<HTMLElement>()
// The script comes last in the body: the document is parsed, its islands known once.
const hasIsland = document.querySelector('[data-island-src]') !== null
// A touched island is requested once the hero is marked loaded (watchHero); one wanted because
// the page is idle waits, besides, until the browser has shown the hero, a frame or more later.
let touched = false
let heroShown = false

function requestWanted(): void {
  if (!wanted.size) return
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  const ready = hero?.hasAttribute('data-loaded') && (touched || heroShown)
  if (hero && !ready && hero.getBoundingClientRect().bottom > 0) return
  for (const island of wanted) {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = island.dataset.islandSrc as string
    delete island.dataset.islandSrc
    document.head.append(script)
  }
  wanted.clear()
}

function want(island: Element | null): void {
  if (!(island instanceof HTMLElement && island.dataset.islandSrc)) return
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

// The hero image's loaded state (spec: placeholder at half opacity until the image has loaded;
// the half opacity applies wherever scripting is on: Hero.module.css).
// Its own load and error events only, listened to once the document is parsed (an image already
// complete by then is taken as loaded at once, so no load can be missed): a listener capturing every load
// event of the document ran for each image and font of the page, about 12 ms of main thread on
// /services at 4x CPU against 0.6 ms without it, which Lighthouse counts to the page's own script.
// A broken image shows nothing at full opacity rather than a dimmed nothing forever.
// On a page with an island, the loaded hero is decoded, then marked in the next frame, the one
// that paints it (its load event can come before its first paint), and a touched island asked
// for after that frame; an idle one once the browser has shown the hero (onHeroPainted). A hero
// that is not the largest paint, or a page hidden while it loads, is reported never: a second
// after the mark is taken as shown.
function watchHero(): void {
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  if (!hero) return
  const mark = () => hero.setAttribute('data-loaded', '')
  const shown = () => {
    if (heroShown) return
    heroShown = true
    requestWanted()
  }
  const reported = hasIsland && onHeroPainted(hero, shown)
  // A page without an island has nothing to wait with: marked on the load event itself.
  const settled = !hasIsland
    ? mark
    : () =>
        void hero
          .decode()
          .catch(() => undefined) // broken: shown as it is
          .then(() =>
            requestAnimationFrame(() => {
              mark()
              setTimeout(requestWanted)
              setTimeout(shown, reported ? 1000 : 0)
            }),
          )
  if (hero.complete) settled()
  else for (const type of ['load', 'error']) hero.addEventListener(type, settled, { once: true })
}

// The document is parsed (the script comes last): the hero, and, on a page with an island, its
// request on a touch or when idle after load (a page without one listens for neither).
watchHero()
if (hasIsland) {
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
}

const openMenu = () => document.querySelector<HTMLDetailsElement>('details[data-menu][open]')

function closeMenu(focusToggle: boolean): void {
  const menu = openMenu()
  if (!menu) return
  menu.open = false
  if (focusToggle) menu.querySelector('summary')?.focus()
}

addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeMenu(true)
})
// A tap outside the open menu closes it, as it would close any popup.
addEventListener('click', (event) => {
  const menu = openMenu()
  if (menu && event.target instanceof Node && !menu.contains(event.target)) closeMenu(false)
})
// Back to a page kept in the back/forward cache: the menu was open when the visitor left it.
addEventListener('pageshow', (event) => {
  if (event.persisted) closeMenu(false)
})
