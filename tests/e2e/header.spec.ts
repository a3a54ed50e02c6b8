import { expect, test } from '@playwright/test'
import { waitForHydration, watchForErrors } from './support/site'

test.describe('language selector', () => {
  test('lists English, Español and Português, each a link to the same page in that language', async ({ page }) => {
    await page.goto('/services/integracion_crms')
    const selector = page.getByRole('navigation', { name: 'Idioma' })
    await expect(selector.getByRole('link')).toHaveText(['English', 'Español', 'Português'])
    await expect(selector.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/services/integracion_crms')
    await expect(selector.getByRole('link', { name: 'Português' })).toHaveAttribute('href', '/pt/services/integracion_crms')
    await expect(selector.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true')
  })

  test('switches the page to another language without a reload, and remembers the choice', async ({ page }) => {
    const assertClean = watchForErrors(page)
    await page.goto('/about')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link')).toHaveText(['Home', 'Services', 'About us', 'Contact'])
    await expect(page).toHaveTitle(/About us/)

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Português' }).click()
    await expect(page).toHaveURL(/\/pt\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).first().getByRole('link')).toHaveText(['Início', 'Serviços', 'Sobre nós', 'Contato'])

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('preferred-lang'))).toBe('pt')
    assertClean()
  })

  test('the logo links to the home page of the current language', async ({ page }) => {
    await page.goto('/pt/services')
    await page.getByRole('link', { name: /TecnoSoluciones/ }).first().click()
    await expect(page).toHaveURL(/\/pt$/)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the hamburger opens and closes the menu, and choosing a link closes it', async ({ page }) => {
    await page.goto('/en')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const menu = page.locator('#site-menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu')
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/en\/services$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  })
})
