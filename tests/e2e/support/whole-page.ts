import { expect, type Page } from '@playwright/test'
import { axeViolationsAtEveryWidth } from './axe.ts'
import { langOf, overflowingElements, watchForErrors } from './site.ts'

/** A small phone's width, at which nothing may be wider than the screen. */
const NARROW = { width: 360, height: 740 }

/** Whether anything is wider than the screen now: the elements that pass its edge, and the page's own width when it does. */
async function widerThanTheScreen(page: Page): Promise<string[]> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  return [...(await overflowingElements(page)), ...(scrollWidth > NARROW.width ? [`the page, ${scrollWidth} px wide`] : [])]
}

/** The width a page is opened at, a laptop's: the first of the widths axe scans at. */
const WIDE = { width: 1280, height: 800 }

/**
 * What every page is held to, in one load of it: a new browser context and a load cost about as
 * much as an axe scan on a 2-core machine, and each check below once took a load of its own.
 *
 * Opened at 1280 px: it answers 200 in its language, with one heading, the header and the footer
 * shown. axe, WCAG 2.1 A/AA, at 1280 and 375 px, each width scanned once. Then at 360 px nothing is
 * wider than the screen (long Portuguese and Spanish words wrap; a code sample scrolls inside its
 * own box), with the menu closed and open. All along, nothing breaks in its console, its requests
 * or its scripts (React hydration mismatches included). Opened at 360 px and widened after, the
 * page's hero would take a wider image than the one its <link rel="preload"> had fetched, and
 * Chromium warns of the unused preload.
 */
export async function checkWholePage(page: Page, url: string): Promise<void> {
  const assertClean = watchForErrors(page)
  await page.setViewportSize(WIDE)
  const response = await page.goto(url)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', langOf(url))
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  expect(await axeViolationsAtEveryWidth(page)).toEqual([])

  await page.setViewportSize(NARROW)
  expect(await widerThanTheScreen(page), 'at 360 px, the menu closed').toEqual([])
  const menu = page.locator('details[data-menu]')
  await menu.locator('> summary').click()
  await expect(menu).toHaveAttribute('open', '')
  expect(await widerThanTheScreen(page), 'at 360 px, the menu open').toEqual([])
  assertClean()
}
