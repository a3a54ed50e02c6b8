import { expect, test } from '@playwright/test'
import { ALL_URLS, overflowingElements as overflowing } from './support/site.ts'

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

// A page's first frames lay out what is on screen: the sections below the first and the footer
// are skipped (content-visibility: auto) until they come near the screen, then render as usual.
test('the footer and the sections far below the hero render only as they come near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  // Its own box is laid out (it holds the place); what it contains is skipped.
  const skipped = () => footer.evaluate((el) => !el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }))
  expect(await skipped()).toBe(true)
  await expect(footer.getByRole('link', { name: 'Servicios' })).toHaveCount(1)
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(skipped).toBe(false)
  await expect(footer.getByRole('link', { name: 'Servicios' })).toBeInViewport()
})
