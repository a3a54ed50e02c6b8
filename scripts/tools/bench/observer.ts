/** What a measured page records about itself, on its own clock (`performance.timeOrigin + performance.now()`, ms). */
export interface PageMarks {
  /** The frame that first showed an h1. */
  h1: number | null
  /** The first frame with `details[data-menu]` open and its <nav> shown. */
  menuOpen: number | null
  /** The shown text of the role=status elements each time it changed, and when. */
  statuses: { text: string; t: number }[]
}

/**
 * The binding an observed page calls once the frame that showed its first h1 is rendered, with
 * the centre of the menu toggle (`{ x, y }` in CSS pixels, or null): the bench taps there at once,
 * so the time to the menu is the page's, not the time a driver takes to notice the h1.
 */
export const H1_BINDING = '__benchH1Shown'

/**
 * Installed before any of the page's own scripts. It checks the page in animation frames (every
 * frame until the h1 shows, then one after each DOM change) and times what a frame shows when
 * that frame has been rendered, by a message posted from the animation frame callback: the first
 * task after the frame's style, layout and paint, which on a slow CPU are hundreds of ms after the
 * callback. Plain JavaScript in a string, so nothing of the bundler gets in.
 */
export const OBSERVER_SCRIPT = `(() => {
  if (window.__bench) return
  const marks = { h1: null, menuOpen: null, statuses: [] }
  Object.defineProperty(window, '__bench', { value: marks })
  const shown = (element) => element !== null && element.checkVisibility() && element.getBoundingClientRect().height > 0
  const afterFrame = (record) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => record(performance.timeOrigin + performance.now())
    channel.port2.postMessage(null)
  }
  let h1Seen = false
  let menuSeen = false
  let lastStatus = ''
  let scheduled = false
  const check = () => {
    scheduled = false
    if (!h1Seen && shown(document.querySelector('h1'))) {
      h1Seen = true
      const toggle = document.querySelector('details[data-menu] > summary')
      afterFrame((t) => {
        marks.h1 = t
        const box = shown(toggle) ? toggle.getBoundingClientRect() : null
        window.${H1_BINDING}?.(JSON.stringify(box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }))
      })
    }
    const menu = document.querySelector('details[data-menu]')
    if (!menuSeen && menu?.open && shown(menu.querySelector('nav'))) {
      menuSeen = true
      afterFrame((t) => (marks.menuOpen = t))
    }
    const status = [...document.querySelectorAll('[role=status]')].map((e) => (shown(e) ? e.textContent.trim() : '')).filter(Boolean).join(' ')
    if (status !== lastStatus) {
      lastStatus = status
      if (status) afterFrame((t) => marks.statuses.push({ text: status, t }))
    }
    // Until the h1 shows, and while an open menu is not yet shown, every frame.
    if (!h1Seen || (menu?.open && !menuSeen)) schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(check)
  }
  schedule()
  new MutationObserver(schedule).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
})()`

/** An expression that reads a page's marks as JSON ('' before the observer ran). */
export const READ_MARKS = `window.__bench ? JSON.stringify(window.__bench) : ''`
