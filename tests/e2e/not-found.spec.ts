import { expect, test } from '@playwright/test'
import { watchForErrors } from './support/site'

const CASES = [
  { url: '/no-such-page', lang: 'es', heading: 'Página no encontrada' },
  { url: '/en/no-such-page', lang: 'en', heading: 'Page not found' },
  { url: '/pt/no-such-page', lang: 'pt', heading: 'Página não encontrada' },
  { url: '/services/no_such_service', lang: 'es', heading: 'Página no encontrada' },
  { url: '/en/services/no_such_service', lang: 'en', heading: 'Page not found' },
]

for (const { url, lang, heading } of CASES) {
  test(`${url} answers 404 with the ${lang} not-found page`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}

test('a not-found page stays in its own language: no page re-renders itself into another', async ({ page }) => {
  // What a host without _redirects would do: serve the root (Spanish) 404.html at /en/....
  const es404 = await (await page.request.get('/no-such-page')).text()
  await page.route('**/en/missing-everywhere', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: es404 }))
  const assertClean = watchForErrors(page)
  await page.goto('/en/missing-everywhere')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  assertClean()
})
