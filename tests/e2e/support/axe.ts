import type { BrowserContext, Frame, Page } from '@playwright/test'
import type { Driver } from './engines/driver.ts'
import type axe from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * axe-core's engine as the browser is given it: its minified build (580 KB), the same rules as the
 * 1.3 MB `axe.source`, which took a third longer to evaluate in each page it scans (249 against
 * 183 ms a page on this 2-core machine, over every page of the site, each scanned the same by both).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core as a page is given it: its engine, then set to ask only frames of the page's own origin, as @axe-core/playwright's legacy mode does. */
const AXE_FOR_A_PAGE = `${AXE_SOURCE}\nwindow.axe.configure({ allowedOrigins: ['<same_origin>'] })`

/**
 * axe-core in every document the context opens, from the first line of each: sent to the browser
 * once, where evaluating it into each page sent its 580 KB through DevTools every time (185 ms a
 * page on this 2-core machine, of which compiling and running it in the page took 16). For the tabs
 * that scan every page (support/tab.ts, `scanTab`); a page without it gets it as it is scanned.
 */
export async function axeInEveryDocument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_FOR_A_PAGE })
}

/** axe-core's engine, in the page and each of its frames once a document: through DevTools, which the pages' CSP does not govern. */
async function injectAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')) return
    await frame.evaluate(AXE_FOR_A_PAGE)
  } catch {
    // A frame that went away or refuses scripts is left out, as @axe-core/playwright leaves it.
  }
}

/**
 * One scan, run in the page by whichever engine drives it: a line per element in violation. The lines
 * are made in the page, and axe details violations only: its whole result, every passing element
 * described, took a third of each scan to make and carry back (237 against 165 ms in Chromium).
 *
 * It scans the page as painted, two frames on. Right after its load event, before the first frame,
 * Chromium still lays out the sections that render as they come near the screen (content-visibility:
 * auto) at their estimated height: on /pt/blog/ at 1280 px the footer then began 340 px above the
 * last card's date, and axe, which maps the page once a scan, once took the footer's navy for the
 * date's background (a contrast of 2.42). Once in 60 loads on a quiet 2-core machine; after two
 * frames, never in 120.
 */
async function scanInThePage(tags: string[]): Promise<string[]> {
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
  const { violations, passes } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  })
  // A scan that checked nothing would pass anything.
  if (!passes.length) return ['axe checked nothing']
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  )
}

/**
 * The page's WCAG 2.1 A/AA violations as it is now, one line per element. axe runs in the page itself (as @axe-core/playwright's
 * legacy mode does, which opens no blank page to merge frames' results: ours have none of their own origin), and is put in the
 * document once however many scans follow, where @axe-core/playwright evaluates its 1.3 MB twice a scan: a scan at two widths
 * took 1.1 to 2.1 s against 1.8 to 3.3 s on this 2-core machine, with the same passes and violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await injectAxe(frame)
  return page.evaluate(scanInThePage, WCAG_21_AA)
}

/** The widths every page is scanned at: a small phone's and a laptop's. */
export const AXE_WIDTHS = [1280, 375] as const

/**
 * Scans the page open in `page` at each of AXE_WIDTHS in turn, resizing the window between
 * scans: one load for both layouts (a new browser context and load cost about as much as a scan
 * on a 2-core machine). Each violation says the width it was found at.
 */
export async function axeViolationsAtEveryWidth(page: Page): Promise<string[]> {
  const found: string[] = []
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    found.push(...(await axeViolations(page)).map((violation) => `at ${width} px: ${violation}`))
  }
  return found
}

/**
 * The page's WCAG 2.1 A/AA violations in Firefox or WebKit (tests/e2e/support/engines/), as
 * `axeViolations` finds them in Chromium, from the same script: it goes in as the driver's own, a
 * function whose body it is (axe sets `window.axe` itself), which the page's CSP does not govern as it
 * would an eval or a <script>.
 */
export async function axeViolationsIn(driver: Pick<Driver, 'evaluate'>): Promise<string[]> {
  await driver.evaluate(new Function(AXE_FOR_A_PAGE) as () => void)
  return driver.evaluate(scanInThePage, WCAG_21_AA)
}
