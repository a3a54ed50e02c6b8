import type { Page } from '@playwright/test'
import { expect, test } from './support/tab.ts'
import { NOT_FOUND, watchForErrors } from './support/site.ts'

for (const { url, lang, heading } of NOT_FOUND) {
  test(`${url} answers 404 with the ${lang} not-found page`, async ({ tab: page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}

/**
 * What a host that sends one page for every unknown address would show at `address`: `served`'s
 * HTML, with status 404, whatever the address.
 */
async function servedAt(page: Page, address: string, served: string): Promise<void> {
  const html = await (await page.request.get(served)).text()
  await page.route(`**${address}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }))
  await page.goto(address)
}

test('only the root not-found page takes its language from the address: no other page re-renders itself into another', async ({ page }) => {
  const assertClean = watchForErrors(page)
  // The root 404.html, the one page hosts without per-path rules send everywhere, speaks the address's language…
  await servedAt(page, '/en/missing-everywhere', '/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // …and every other page keeps its own: the English not-found page under /pt/, a Spanish page under /en/.
  await servedAt(page, '/pt/missing-everywhere', '/en/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await servedAt(page, '/en/somewhere-else', '/about/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotros')
  assertClean()
})
