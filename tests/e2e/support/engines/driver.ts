/**
 * The engines the engines' suite runs in besides Chromium, each from Debian's packages, never a
 * downloaded browser. (Chromium runs the rest of the browser tests, which cover the same ground
 * with what only it offers: its console, its accessibility tree, the DevTools protocol.)
 */
export type EngineName = 'firefox' | 'webkit'

export type Key = 'Escape' | 'Enter'

export interface Viewport {
  width: number
  height: number
}

/**
 * A browser tab, driven the way its engine is driven (./firefox.ts: WebDriver BiDi; ./webkit.ts:
 * classic WebDriver). What the engines' suite does to a page is only this; clicks and keys are
 * real input events.
 */
export interface Driver {
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>
  /** Runs `fn` in the page (it must use nothing from outside itself) and returns its result as JSON. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Clicks the first element `selector` matches, a link, and waits for the load event of the page it leads to. */
  follow(selector: string): Promise<void>
  /** A click at the centre of the first element `selector` matches. */
  click(selector: string): Promise<void>
  /** A click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>
  /** Types `text` into the first element `selector` matches, key by key. */
  type(selector: string, text: string): Promise<void>
  /** Presses a key on whatever has the focus. */
  press(key: Key): Promise<void>
  /** Ends a test: empties the tab's session storage, for the next test. */
  close(): Promise<void>
}

/** A browser of one engine, started once for a worker's tests. */
export interface Engine {
  name: EngineName
  /** The worker's tab at this size, with nothing kept from the last test (its session storage emptied by `close`). */
  open(viewport: Viewport): Promise<Driver>
  close(): Promise<void>
}

/**
 * Scrolls the element `selector` matches to the middle of the screen, as a visitor would before
 * clicking it, and waits until it stays put: the sections it passes render as they come near the
 * screen (content-visibility: auto), taking their own height instead of an estimate, which moves
 * what is below them after the scroll (80 px on a service page in Firefox). Runs in the page.
 */
export async function scrollIntoPlace(selector: string): Promise<void> {
  const element = document.querySelector(selector)
  element?.scrollIntoView({ block: 'center' })
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  for (let last = '', tries = 0; element && tries < 20; tries++) {
    await frame()
    const now = JSON.stringify(element.getBoundingClientRect())
    if (now === last) return
    last = now
  }
}
