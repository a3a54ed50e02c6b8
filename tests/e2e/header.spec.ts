import type { Page } from '@playwright/test'
import { expect, test } from './support/tab.ts'
import { MAIN_NAV, waitForContactForm, watchForErrors } from './support/site.ts'

/** What Chromium tells assistive technology about the menu toggle: its role, name and state. */
async function toggleAx(page: Page): Promise<{ role: string; name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'details[data-menu] > summary' })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
  const node = nodes[0]!
  const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined
  await cdp.detach()
  return { role: String(node.role?.value), name: String(node.name?.value), expanded }
}

test.describe('language selector', () => {
  test('lists English, Español and Português, each a link to the same page in that language', async ({ tab: page }) => {
    await page.goto('/services/integracion_crms/')
    const selector = page.getByRole('navigation', { name: 'Idioma' })
    await expect(selector.getByRole('link')).toHaveText(['English', 'Español', 'Português'])
    await expect(selector.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/services/integracion_crms/')
    await expect(selector.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/pt/services/integracion_crms/')
    await expect(selector.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true')
  })

  test('opens the same page in another language, each a prerendered page of its own', async ({ tab: page }) => {
    const assertClean = watchForErrors(page)
    await page.goto('/about/')
    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/about\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: MAIN_NAV.en.name }).getByRole('link')).toHaveText(MAIN_NAV.en.links)
    await expect(page).toHaveTitle(/About us/)

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Português' }).click()
    await expect(page).toHaveURL(/\/pt\/about\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page.getByRole('navigation', { name: MAIN_NAV.pt.name }).getByRole('link')).toHaveText(MAIN_NAV.pt.links)
    assertClean()
  })

  test('the logo links to the home page of the current language', async ({ tab: page }) => {
    await page.goto('/pt/services/')
    await page
      .getByRole('link', { name: /TecnoSoluciones/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/pt\/$/)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the toggle opens and closes the menu, tells its state, and choosing a link closes it', async ({ tab: page }) => {
    await page.goto('/en/')
    const toggle = page.locator('details[data-menu] > summary')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    expect(await toggleAx(page)).toEqual({ role: 'DisclosureTriangle', name: 'Menu', expanded: false })
    await expect(nav).toBeHidden()

    await toggle.click()
    await expect(nav).toBeVisible()
    expect((await toggleAx(page)).expanded).toBe(true)
    await toggle.click()
    await expect(nav).toBeHidden()
    expect((await toggleAx(page)).expanded).toBe(false)

    await toggle.click()
    await nav.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/en\/services\/$/)
    await expect(nav).toBeHidden()
    expect((await toggleAx(page)).expanded).toBe(false)
  })

  // On contact the islands' loader runs beside the page script: each keeps to its own names.
  for (const url of ['/', '/contact/']) {
    test(`Escape and a tap outside close the menu; Escape returns focus to the toggle (${url})`, async ({ tab: page }) => {
      await page.goto(url)
      if (url === '/contact/') await waitForContactForm(page)
      const toggle = page.locator('details[data-menu] > summary')
      const nav = page.getByRole('navigation', { name: 'Navegación principal' })
      await toggle.click()
      await expect(nav).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(nav).toBeHidden()
      await expect(toggle).toBeFocused()

      await toggle.click()
      await expect(nav).toBeVisible()
      // Below the open menu, which covers the top of the page.
      await page.mouse.click(187, 720)
      await expect(nav).toBeHidden()
    })
  }

  test('the keyboard opens it too: Enter on the focused toggle', async ({ tab: page }) => {
    await page.goto('/pt/')
    await page.locator('details[data-menu] > summary').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible()
  })
})

test.describe('wide screens', () => {
  test('show the navigation and the languages with no toggle', async ({ tab: page }) => {
    await page.goto('/en/services/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Language' })).toBeVisible()
    await expect(page.locator('details[data-menu] > summary')).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})
