import { expect, test } from '@playwright/test'

// At 360 px nothing is wider than the screen, with the menu closed and open: checked on every page
// in the one load each gets (support/whole-page.ts, from routes.spec.ts and blog.spec.ts).

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
