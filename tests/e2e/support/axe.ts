import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The page's WCAG 2.1 A/AA violations as it is now, one line per element. In axe's legacy mode:
 * the scan runs in the page itself, where the default opens a blank page beside it to merge the
 * results of every frame. Our pages have no frames, so the results are the same (the same
 * passes, incomplete and violations on /, a post and /en/contact), in half the time (0.7-1.1 s
 * a scan against 1.2-2.0 s here).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze()
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  )
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
