import { expect, test, type Page } from '@playwright/test'
import { ALL_URLS } from './support/site'

/** Rendered elements whose right edge passes the screen's (a closed menu's content is not rendered). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
  })
}

// Long Portuguese and Spanish words must wrap, not push the page sideways, on a small phone,
// with the menu closed and open.
test.describe('at 360 px nothing is wider than the screen', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  for (const url of ALL_URLS) {
    test(url, async ({ page }) => {
      await page.goto(url)
      expect(await overflowing(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

      await page.locator('summary').click()
      await expect(page.locator('details[data-menu]')).toHaveAttribute('open', '')
      expect(await overflowing(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    })
  }
})
