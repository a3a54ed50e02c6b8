/**
 * The progressive touches every page carries, inlined into its <head> (scripts/vite/islands.ts).
 * Everything they polish already works without them: the menu is a <details>, links are links,
 * the hero image shows. Plain DOM, no imports: it is a classic script of a few hundred bytes.
 */
const root = document.documentElement
// Turns on the styles that expect this script: the hero's half-opacity loading state.
root.dataset.enhanced = ''

// The hero image's loaded state (spec: placeholder at half opacity until the image has loaded).
// Listening from the <head>, before the image exists, no load event can be missed. On the document,
// not the window: an element's load event never reaches the window, even in the capture phase.
const markLoaded = (image: Element) => image.setAttribute('data-loaded', '')
document.addEventListener(
  'load',
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches('[data-hero]')) markLoaded(event.target)
  },
  true,
)
document.addEventListener(
  'error',
  (event) => {
    // A broken image shows nothing at full opacity rather than a dimmed nothing forever.
    if (event.target instanceof HTMLImageElement && event.target.matches('[data-hero]')) markLoaded(event.target)
  },
  true,
)

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
