import { expect, test } from './support/tab.ts'
import { SERVICE_KEYS } from './support/site.ts'

test('home shows one card per service, each linking to its page in the same language', async ({ tab: page }) => {
  await page.goto('/en/')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(SERVICE_KEYS.length)
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs.sort()).toEqual(SERVICE_KEYS.map((key) => `/en/services/${key}/`).sort())
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
    await expect(card.locator('img')).toHaveAttribute('src', /^\/images\/services\/.+\.jpg$/)
  }
})

test('home shows three testimonials with name, role, company and the avatar named after the person', async ({ tab: page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Lo que dicen nuestros clientes' })
  const quotes = section.getByRole('figure')
  await expect(quotes).toHaveCount(3)
  await expect(quotes.first()).toContainText('Martina Silva')
  await expect(quotes.first()).toContainText('Gerenta de Operaciones, Logística del Sur')
  await expect(quotes.first().getByRole('img')).toHaveAttribute('src', '/images/martina_silva.png')
  await expect(quotes.nth(1).getByRole('img')).toHaveAttribute('src', '/images/lucas_pereira.png')
})

test('the banner and the Contact Us button lead to the contact page', async ({ page }) => {
  await page.goto('/pt/')
  await page.getByRole('link', { name: 'Fale conosco' }).click()
  await expect(page).toHaveURL(/\/pt\/contact\/$/)
  await page.goBack()
  await page.locator('section[aria-labelledby="banner-title"]').getByRole('link').click()
  await expect(page).toHaveURL(/\/pt\/contact\/$/)
})

test('a new page starts at the top and the back button restores the position', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('link', { name: /Integración de CRM/ })
  await card.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(300)
  await card.click()
  await expect(page).toHaveURL(/\/services\/integracion_crms\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
})
