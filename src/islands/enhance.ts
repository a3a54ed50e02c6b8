/**
 * The progressive touches every page carries, inlined into its <head> (scripts/vite/islands.ts),
 * and the loader of a page's island. Everything they polish already works without them: the menu
 * is a <details>, links are links, the hero image shows, the form is HTML. Plain DOM, no imports:
 * it is a classic script of a few hundred bytes.
 */
const root = document.documentElement
// Turns on the styles that expect this script: the hero's half-opacity loading state.
root.dataset.enhanced = ''

// The hero image's loaded state (spec: placeholder at half opacity until the image has loaded).
// Listening from the <head>, before the image exists, no load event can be missed. On the document,
// not the window: an element's load event never reaches the window, even in the capture phase.
// A broken image shows nothing at full opacity rather than a dimmed nothing forever.
for (const type of ['load', 'error'])
  document.addEventListener(
    type,
    (event) => {
      if (!(event.target instanceof HTMLImageElement && event.target.matches('[data-hero]'))) return
      event.target.setAttribute('data-loaded', '')
      requestWanted()
    },
    true,
  )

// An island's script (its container names it: data-island-src) is requested on the visitor's
// first touch of the island, or once the browser is idle after the load event, whichever comes
// first; never before the hero image has loaded, whose bytes it would compete with on a slow
// connection (the hero's load event asks again). A hero scrolled out of sight is not waited for:
// being lazy, it may not load at all until the visitor scrolls back up. Until it has hydrated,
// the island is its prerendered HTML: what is typed is kept, its button says it is getting ready.
const wanted = new Set<HTMLElement>()

function requestWanted(): void {
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  if (hero && !hero.complete && !hero.hasAttribute('data-loaded') && hero.getBoundingClientRect().bottom > 0) return
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

for (const type of ['focusin', 'pointerdown', 'input', 'keydown'])
  document.addEventListener(type, (event) => event.target instanceof Element && want(event.target.closest('[data-island-src]')), true)

addEventListener('load', () => {
  const wantAll = () => document.querySelectorAll('[data-island-src]').forEach(want)
  // Where the browser cannot say when it is idle (Safari), the first task after load.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(wantAll, { timeout: 3000 })
  else setTimeout(wantAll, 1)
})

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
