import { expect, test } from '@playwright/test'
import { ALL_URLS, overflowingElements as overflowing } from './support/site'

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
