import { expect, test } from '@playwright/test'
import { waitForHydration, watchForErrors } from './support/site'

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
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}

test('a host that only knows the es 404.html still shows an en visitor the en page', async ({ page, baseURL }) => {
  // Netlify-style hosts serve the root 404.html for every unknown path.
  const es404 = await (await page.request.get('/404.html')).text()
  await page.route('**/en/missing-everywhere', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: es404 }))
  const assertClean = watchForErrors(page)
  await page.goto(`${baseURL}/en/missing-everywhere`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  assertClean()
})
