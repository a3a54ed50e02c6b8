/**
 * What a measured page records about itself, in its own clock: every time is
 * `performance.timeOrigin + performance.now()` (or an event's timeStamp on the same base), in ms.
 */
export interface PageMarks {
  /** Each h1 as it is first rendered visible. */
  h1: { path: string; t: number }[]
  /** The first pointerdown (a tap or a press). */
  tap: number | null
  /** The first frame with `details[data-menu]` open and its <nav> rendered visible. */
  menuOpen: number | null
  /** The rendered text of the role=status elements each time it changed, and when. */
  statuses: { text: string; t: number }[]
}

/**
 * The binding an observed page calls once the frame that showed its first h1 is rendered, with
 * the median of the menu toggle (`{ x, y }` in CSS pixels, or null): the bench taps there at once,
 * so the time to the menu is the page's, not the time a driver takes to notice the h1.
 */
export const H1_BINDING = '__benchH1Shown'

/**
 * Installed before any of the page's own scripts (Playwright's addInitScript). It checks the page
 * in animation frames: a frame until the first h1 shows, then a frame after each DOM change. What
 * a frame's check finds is timed when that frame has been rendered, by a message posted from the
 * animation frame callback: the first task after the frame's style, layout and paint. (The
 * callback's own time is before all of that, which on a slow CPU is hundreds of ms before the
 * frame shows.) Plain JavaScript in a string, so nothing of the bundler gets in.
 */
export const OBSERVER_SCRIPT = `(() => {
  if (window.__bench) return
  const now = () => performance.timeOrigin + performance.now()
  const marks = { h1: [], tap: null, menuOpen: null, statuses: [] }
  Object.defineProperty(window, '__bench', { value: marks })
  const shown = (element) => element !== null && element.checkVisibility() && element.getBoundingClientRect().height > 0
  const afterFrame = (record) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => record(now())
    channel.port2.postMessage(null)
  }
  let lastH1 = null
  let menuSeen = false
  let lastStatus = ''
  let scheduled = false
  const check = () => {
    scheduled = false
    const h1 = document.querySelector('h1')
    if (h1 !== lastH1 && shown(h1)) {
      lastH1 = h1
      const path = location.pathname
      const first = marks.h1.length === 0
      const toggle = document.querySelector('details[data-menu] > summary')
      afterFrame((t) => {
        marks.h1.push({ path, t })
        if (first && typeof window.${H1_BINDING} === 'function') {
          const box = shown(toggle) ? toggle.getBoundingClientRect() : null
          window.${H1_BINDING}(JSON.stringify(box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }))
        }
      })
    }
    const menu = document.querySelector('details[data-menu]')
    if (!menuSeen && menu !== null && menu.open && shown(menu.querySelector('nav'))) {
      menuSeen = true
      afterFrame((t) => (marks.menuOpen = t))
    }
    const status = [...document.querySelectorAll('[role=status]')]
      .map((element) => (shown(element) ? element.textContent.trim() : ''))
      .filter(Boolean)
      .join(' ')
    if (status !== lastStatus) {
      lastStatus = status
      if (status) afterFrame((t) => marks.statuses.push({ text: status, t }))
    }
    // Until the first h1 shows, and while an open menu is not yet shown, every frame.
    if (lastH1 === null || (menu !== null && menu.open && !menuSeen)) schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(check)
  }
  schedule()
  new MutationObserver(schedule).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  addEventListener('pointerdown', (event) => {
    if (marks.tap === null) marks.tap = performance.timeOrigin + event.timeStamp
  }, true)
})()`

/** An expression that reads a page's marks as JSON ('' before the observer ran). */
export const READ_MARKS = `window.__bench ? JSON.stringify(window.__bench) : ''`
