/**
 * The page script: the progressive touches every page carries, inlined at the end of every page's
 * <body> (scripts/build/plugins/islands.ts), so it runs once the document is parsed, and the dev server's
 * module script runs then too. Everything it polishes already works without it: the menu is a
 * <details>, links are links, the hero image shows, the form is HTML. A page with an island also
 * runs the islands' loader (src/islands/load-islands.ts), which static pages never parse. Plain
 * DOM, built into one classic script of a few hundred bytes.
 */
import { swapInAddressLanguage } from './not-found.ts'

// First, on the root 404.html alone: the page in the address's language, which the rest polishes.
swapInAddressLanguage()

// The hero image's loaded state (docs/product.md, "The hero": placeholder at half opacity until the image has loaded;
// the half opacity applies wherever scripting is on: Hero.module.css), marked on its own load or
// error event, listened to once the document is parsed (an image already complete by then is
// taken as loaded at once, so no load can be missed): a listener capturing every load event of
// the document ran for each image and font of the page, about 12 ms of main thread on /services
// at 4x CPU against 0.6 ms without it, which Lighthouse counts to the page's own script. A broken
// image shows nothing at full opacity rather than a dimmed nothing forever. On a page with an
// island, its loader marks the hero instead, once it is decoded (src/islands/load-islands.ts).
function watchHero(): void {
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  if (!hero || document.querySelector('[data-island-src]')) return
  const mark = () => hero.setAttribute('data-loaded', '')
  if (hero.complete) mark()
  else for (const type of ['load', 'error']) hero.addEventListener(type, mark, { once: true })
}

watchHero()

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
