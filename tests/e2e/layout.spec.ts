import { expect, test } from '@playwright/test'
import { ALL_URLS, waitForHydration } from './support/site'

// Long Portuguese and Spanish words must wrap, not push the page sideways, on a small phone.
test.describe('at 360 px nothing is wider than the screen', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  for (const url of ALL_URLS) {
    test(url, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      })
      expect(overflowing).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    })
  }
})
