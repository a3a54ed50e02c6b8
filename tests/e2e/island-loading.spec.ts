import { expect, test, type Page } from '@playwright/test'
import { waitForContactForm, watchForErrors } from './support/site.ts'

// When the contact island's script is requested (docs/decisions.md, "The contact island loads when
// it is needed"; docs/islands.md): on the visitor's first touch of the form, or once the browser is
// idle after `load` (its strategies, touch and idle), never before the hero image has loaded. The
// islands' loader asks for it (src/islands/load-islands.ts) by adding a module script; these tests
// read when that happened from the page itself and from the network, never from a clock.

const ISLAND_SCRIPT = /\/assets\/contact-[^/]+\.js$/
const HERO_IMAGE = /\/images\/hero\/contact[-.][^/]*$/
const FONT = /\/assets\/[^/]+\.woff2$/

/** What the page was like at the moment its island's script element was added. */
interface IslandRequest {
  readyState: DocumentReadyState
  /** The hero image's bytes had arrived (its load event, or an error). */
  heroComplete: boolean
  /** The hero was marked loaded: decoded, in the frame that paints it. */
  heroLoaded: boolean
  /** Whether the browser had reported the hero's paint (its largest-contentful-paint entry). */
  heroPainted: boolean
  /** What had happened inside the form by then. */
  touched: string[]
}

declare global {
  interface Window {
    __islandRequest?: IslandRequest
    /** Whether the browser has reported the hero's paint (to the recorder, whatever the page was told). */
    __heroPainted?: boolean
    /** Set by holdPaintReports: delivers the paint reports held from the page's own observers. */
    releasePaintReports?: () => void
  }
}

/**
 * Before any of the page's own scripts: notes the form's touches and, when a script element for
 * the island is added, the document's state then. The island's own loader is not stubbed.
 */
function recordIslandRequest(): void {
  const touched: string[] = []
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element?.matches('img[data-hero]'))) window.__heroPainted = true
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  for (const type of ['focusin', 'pointerdown', 'input', 'keydown'])
    document.addEventListener(type, (event) => event.target instanceof Element && event.target.closest('[data-island]') && touched.push(type), true)
  new MutationObserver((records, observer) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement && /\/assets\/contact-[^/]+\.js$/.test(node.src))) continue
        window.__islandRequest = {
          readyState: document.readyState,
          heroComplete: (document.querySelector('img[data-hero]') as HTMLImageElement | null)?.complete ?? false,
          heroLoaded: document.querySelector('img[data-hero]')?.hasAttribute('data-loaded') ?? false,
          heroPainted: window.__heroPainted === true,
          touched: [...touched],
        }
        observer.disconnect()
      }
  }).observe(document, { childList: true, subtree: true })
}

/** Holds every response matching `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Every request for the island's script, as the network saw them. */
function islandRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (ISLAND_SCRIPT.test(new URL(request.url()).pathname)) seen.push(request.url())
  })
  return seen
}

const islandRequest = (page: Page) => page.evaluate(() => window.__islandRequest ?? null)

/** An island asked for because the page was idle: after load, the hero loaded and marked, nothing touched; painted as given. */
const requestedWhenIdle = (heroPainted: unknown) => ({ readyState: 'complete', heroComplete: true, heroLoaded: true, heroPainted, touched: [] })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordIslandRequest)
})

test('typing in the form before the hero image has loaded does not request the island; the hero’s load does, and the text stays', async ({
  page,
}) => {
  const check = watchForErrors(page)
  const requests = islandRequests(page)
  const releaseHero = await hold(page, HERO_IMAGE)
  await page.goto('/contact/', { waitUntil: 'commit' })
  const name = page.getByLabel('Nombre completo', { exact: true })
  // Every touch the loader listens to: a press (pointerdown, focusin), keys and input.
  await name.click()
  await name.pressSequentially('Ana')
  await name.press('Space')
  await name.fill('Ana Pérez')
  // The touches reached the page (the recorder saw them) and the page added no script for them.
  expect(await page.evaluate(() => document.querySelector('img[data-hero]')?.hasAttribute('data-loaded'))).toBe(false)
  expect(await page.locator('script[src*="/assets/contact-"]').count()).toBe(0)
  expect(await islandRequest(page)).toBeNull()
  expect(requests).toEqual([])
  const button = page.locator('[data-island="contact"] button[type="submit"]')
  await expect(button).toHaveText('Preparando el formulario…')

  releaseHero()
  await waitForContactForm(page)
  expect(requests).toHaveLength(1)
  const request = await islandRequest(page)
  expect(request?.heroComplete).toBe(true)
  await expect(name).toHaveValue('Ana Pérez')
  check()
})

test('focusing a field requests the island at once, before the page is idle', async ({ page }) => {
  const check = watchForErrors(page)
  // The font's preload holds the page's load event, and with it the idle trigger (it waits for load).
  const releaseFont = await hold(page, FONT)
  await page.goto('/contact/', { waitUntil: 'commit' })
  await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  expect(await islandRequest(page)).toBeNull()

  await page.getByLabel('Correo electrónico', { exact: true }).focus()
  // Requested within the focus event itself: no wait, no idle callback, no load event.
  const request = await islandRequest(page)
  // The paint may or may not have been reported by the focus: a touch does not wait for it.
  expect(request).toEqual({ readyState: 'interactive', heroComplete: true, heroLoaded: true, heroPainted: expect.any(Boolean), touched: ['focusin'] })
  await waitForContactForm(page)
  releaseFont()
  check()
})

test('with no touch at all, the island is requested once the page is idle after its load event, not before', async ({ page }) => {
  const check = watchForErrors(page)
  const requests = islandRequests(page)
  // The font's preload holds the load event; the hero is let through.
  const releaseFont = await hold(page, FONT)
  await page.goto('/contact/', { waitUntil: 'commit' })
  await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
  // Idle at least once (or 3 s busy) before the load event: nothing requested.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  expect(await islandRequest(page)).toBeNull()

  releaseFont()
  await waitForContactForm(page)
  expect(await islandRequest(page)).toEqual(requestedWhenIdle(true))
  expect(requests).toHaveLength(1)
  check()
})

test('the hero is marked, and the island asked for, only once the hero is decoded, ready for its first paint', async ({ page }) => {
  // Every image's decode() held until released: the hero loads, the page goes idle, nothing more.
  await page.addInitScript(() => {
    const decode = HTMLImageElement.prototype.decode
    const held: (() => void)[] = []
    ;(window as unknown as { releaseDecode: () => void }).releaseDecode = () => held.splice(0).forEach((release) => release())
    HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
      return new Promise<void>((resolve) => held.push(resolve)).then(() => decode.call(this))
    }
  })
  await page.goto('/contact/')
  // Its bytes are in (on a loaded machine a moment after the load event, seen twice in full runs).
  await expect.poll(() => page.evaluate(() => (document.querySelector('img[data-hero]') as HTMLImageElement).complete)).toBe(true)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
  await expect(page.locator('img[data-hero]')).not.toHaveAttribute('data-loaded')
  await expect(page.locator('img[data-hero]')).toHaveCSS('opacity', '0.5')
  expect(await islandRequest(page)).toBeNull()

  await page.evaluate(() => (window as unknown as { releaseDecode: () => void }).releaseDecode())
  await waitForContactForm(page)
  expect(await islandRequest(page)).toEqual(requestedWhenIdle(true))
  await expect(page.locator('img[data-hero]')).toHaveCSS('opacity', '1')
})

test('a touched island does not wait for the hero’s decode and paint: its load is enough, and the form hydrates at once', async ({ page }) => {
  await page.addInitScript(() => {
    HTMLImageElement.prototype.decode = () => new Promise<void>(() => {}) // never decoded
  })
  await page.goto('/contact/')
  // Its bytes are in (on a loaded machine a moment after the load event, seen twice in full runs).
  await expect.poll(() => page.evaluate(() => (document.querySelector('img[data-hero]') as HTMLImageElement).complete)).toBe(true)
  await page.getByLabel('Nombre completo', { exact: true }).focus()
  expect(await islandRequest(page)).toMatchObject({ heroComplete: true, heroLoaded: false, touched: ['focusin'] })
  // The loader tells the island it was touched, and it hydrates in one go (tests/unit/islands/hydrate.test.tsx).
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-island-touched', '')
  await waitForContactForm(page)
})

test('an island loaded because the page was idle is not marked touched: it hydrates as a transition, yielding to taps', async ({ page }) => {
  await page.goto('/contact/')
  await waitForContactForm(page)
  expect(await islandRequest(page)).toMatchObject({ touched: [] })
  await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute('data-island-touched')
})

/**
 * Holds the paint reports (largest-contentful-paint entries) the page's own observers receive
 * until `window.releasePaintReports()`; the recorder's observer, created before, gets them as they
 * come. The browser still paints: only its report to the page waits.
 */
function holdPaintReports(): void {
  const Reporting = PerformanceObserver
  const held: (() => void)[] = []
  let released = false
  window.releasePaintReports = () => {
    released = true
    held.splice(0).forEach((deliver) => deliver())
  }
  window.PerformanceObserver = class extends Reporting {
    constructor(callback: PerformanceObserverCallback) {
      super((list, observer) => (released ? callback(list, observer) : held.push(() => callback(list, observer))))
    }
  }
}

/** The page's timers (its frames, idle callbacks, timeouts) stand still until the test runs them. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-01-01T12:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T12:00:01Z'))
}

/**
 * With the page's clock paused: runs it a frame (16 ms) at a time until `happened` holds in the
 * page, a few dozen frames at most (the poll gives up within seconds), far from a one-second timer.
 */
async function runUntil(page: Page, happened: () => boolean): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(16)
      return page.evaluate(happened)
    })
    .toBe(true)
}

const heroMarked = () => document.querySelector('img[data-hero]')?.hasAttribute('data-loaded') === true
const heroPaintReported = () => window.__heroPainted === true
const islandRequested = () => window.__islandRequest !== undefined

test('idle, the island is requested only once the browser has reported the hero’s paint, not in the frame that marks it', async ({ page }) => {
  // The page's timers run when the test says: its idle callback, its frames, its fallback.
  await pauseClock(page)
  await page.addInitScript(holdPaintReports)
  await page.goto('/contact/')
  await runUntil(page, heroMarked)
  // Painted and reported by the browser, idle since: nothing asked for while the page is not told.
  await runUntil(page, heroPaintReported)
  await page.clock.runFor(300)
  expect(await islandRequest(page)).toBeNull()

  await page.evaluate(() => window.releasePaintReports?.())
  await runUntil(page, islandRequested)
  expect(await islandRequest(page)).toEqual(requestedWhenIdle(true))
  await waitForContactForm(page)
})

test('a hero the browser never reports to the page (not the largest paint, or a hidden tab) holds the idle island back one second after its mark', async ({
  page,
}) => {
  await pauseClock(page)
  await page.addInitScript(holdPaintReports)
  await page.goto('/contact/')
  await runUntil(page, heroMarked)
  await page.clock.runFor(900)
  expect(await islandRequest(page)).toBeNull()
  await page.clock.runFor(200)
  expect(await islandRequest(page)).toEqual(requestedWhenIdle(expect.any(Boolean)))
  await waitForContactForm(page)
})

test('where the browser reports no paints, the idle island is requested as soon as the hero is marked', async ({ page }) => {
  await page.addInitScript(() => {
    const supported = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'largest-contentful-paint')
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => supported })
  })
  await pauseClock(page)
  await page.goto('/contact/')
  await runUntil(page, heroMarked)
  // Within frames of the mark (the idle callback's own wait included), not the second a report gets.
  await runUntil(page, islandRequested)
  expect(await islandRequest(page)).toEqual(requestedWhenIdle(expect.any(Boolean)))
  await waitForContactForm(page)
})

test('where the browser has no requestIdleCallback, the island is requested in a task after load, once the hero’s paint is reported', async ({
  page,
}) => {
  // On a paused clock, so the loader's one-second fallback cannot stand in for the paint report.
  await pauseClock(page)
  await page.addInitScript(() => {
    // As Safari: no idle callbacks at all.
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
  })
  await page.goto('/contact/')
  expect(await page.evaluate(() => typeof window.requestIdleCallback)).toBe('undefined')
  await runUntil(page, islandRequested)
  expect(await islandRequest(page)).toEqual(requestedWhenIdle(true))
  await waitForContactForm(page)
})

test('a visitor already past the hero is not kept waiting for it: touching the form requests the island', async ({ page }) => {
  // A tall page would not need this; a short window puts the hero out of sight once the form is.
  await page.setViewportSize({ width: 1280, height: 500 })
  const releaseHero = await hold(page, HERO_IMAGE)
  await page.goto('/contact/', { waitUntil: 'commit' })
  const message = page.getByLabel('Mensaje', { exact: true })
  await message.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 200))
  expect(await page.evaluate(() => (document.querySelector('img[data-hero]') as HTMLElement).getBoundingClientRect().bottom)).toBeLessThanOrEqual(0)
  await message.focus()
  expect(await islandRequest(page)).toMatchObject({ heroLoaded: false, touched: ['focusin'] })
  await waitForContactForm(page)
  releaseHero()
})

test('a page without an island requests no script, touched or idle', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto('/about/')
  await page.getByRole('link').first().focus()
  await page.keyboard.press('Tab')
  // After the page's own idle callback (registered at load, before this one; both time out alike).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
  expect(scripts).toEqual([])
})
