import { expect, test } from '@playwright/test'
import { DIST } from './support/dist.ts'
import { INJECTED, watchViolations } from './support/policy.ts'
import { startSingle404Host, type Host } from './support/hosts.ts'
import { waitForContactForm, watchForErrors } from './support/site.ts'

/**
 * dist/ as hosts that read neither `_headers` nor `_redirects` serve it (GitHub Pages, an S3
 * website): no header of the site's at all, and one /404.html for every unknown address. The
 * pages keep their Content-Security-Policy (each carries it in a <meta>), and the not-found page
 * speaks the address's language.
 */
test.describe.configure({ mode: 'default' })

let host: Host

test.beforeAll(async () => {
  host = await startSingle404Host(DIST)
})

test.afterAll(async () => {
  await host?.stop()
})

for (const path of ['/services/integracion_crms/', '/en/contact/']) {
  test(`${path} served with no headers at all still has its CSP: its own scripts run, scripts injected into its markup do not`, async ({ page }) => {
    const violations = await watchViolations(page)
    await page.route(
      (address) => address.pathname === path,
      async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, body: (await response.text()).replace('<main', `${INJECTED}<main`) })
      },
    )
    const response = await page.goto(`${host.origin}${path}`)
    expect(response?.status()).toBe(200)
    // Nothing but the page's own <meta> can be enforcing a policy here.
    expect(Object.keys(response?.headers() ?? {}).filter((name) => /security-policy|x-frame/.test(name))).toEqual([])
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1)
    // The page script ran (it marks the hero loaded), and so did the island where there is one.
    await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
    if (path.endsWith('/contact/')) await waitForContactForm(page)
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
    // Each refused once, by the <meta> policy alone, and nothing of the page's own.
    await expect.poll(() => [...violations].sort()).toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem'])
  })
}

const NOT_FOUND = [
  { path: '/en/no-such-page', lang: 'en', heading: 'Page not found', title: 'Page not found | TecnoSoluciones' },
  { path: '/pt/no-such-page/deeper/', lang: 'pt', heading: 'Página não encontrada', title: 'Página não encontrada | TecnoSoluciones' },
  { path: '/no-such-page', lang: 'es', heading: 'Página no encontrada', title: 'Página no encontrada | TecnoSoluciones' },
]

for (const { path, lang, heading, title } of NOT_FOUND) {
  test(`where one 404.html answers every unknown address, ${path} reads in ${lang}, with status 404 and its address kept`, async ({ page }) => {
    const assertClean = watchForErrors(page)
    const violations = await watchViolations(page)
    const response = await page.goto(`${host.origin}${path}`)
    expect(response?.status()).toBe(404)
    expect(await response?.text()).toContain('<html lang="es"') // the host sent the Spanish page
    await expect(page).toHaveURL(`${host.origin}${path}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // The way home stays in the language, and the page script polished the swapped-in page.
    const home = lang === 'es' ? '/' : `/${lang}/`
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', home)
    await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
    // Swapped: the other languages' templates went with the Spanish body.
    if (lang !== 'es') await expect(page.locator('template')).toHaveCount(0)
    expect(violations).toEqual([])
    assertClean()
  })
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('where one 404.html answers every unknown address, /en/… offers each language’s way home, in that language', async ({ page }) => {
    const response = await page.goto(`${host.origin}/en/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
    const english = page.locator('li[lang="en"]')
    await expect(english).toHaveText('Page not found: Go to the home page')
    await expect(english.getByRole('link')).toHaveAttribute('href', '/en/')
    const portuguese = page.locator('li[lang="pt"]')
    await expect(portuguese).toHaveText('Página não encontrada: Ir para o início')
    await expect(portuguese.getByRole('link')).toHaveAttribute('href', '/pt/')
    await expect(page.getByRole('main').getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/')
  })
})
