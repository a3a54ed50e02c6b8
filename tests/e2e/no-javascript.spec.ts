import { expect, test } from '@playwright/test'
import { readStrings } from '../../scripts/content/files'
import { ALL_URLS, LANGS, SERVICE_KEYS, langOf, localePath } from './support/site'

// The prerendered HTML is the page: a reader (or a crawler) that runs no JavaScript gets all of
// it, not a loading placeholder with the content hidden behind a script.
test.use({ javaScriptEnabled: false })

/** The fallback Layout shows while a page's content loads, in each language. */
const LOADING = Object.fromEntries(LANGS.map((lang) => [lang, String(readStrings(process.cwd(), lang).base.loading)]))

test('every page shows its content with JavaScript turned off', async ({ page }) => {
  for (const url of ALL_URLS) {
    await page.goto(url)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 }), url).toBeVisible()
    // Down to its last section, the page is there and shown.
    await expect(main.locator('section').last(), url).toBeVisible()
    await expect(page.locator('[hidden]:has(section), template'), url).toHaveCount(0)
    await expect(main, url).not.toContainText(LOADING[langOf(url)]!)
  }
})

test('the home page lists its service cards and the service page its offers, without JavaScript', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: /Transformación Digital/ }).first()).toBeVisible()
  await page.goto(localePath('pt', `/services/${SERVICE_KEYS[0]}`))
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
})

test('the hero image is shown in full without JavaScript', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('main img[data-loaded]')
  await expect(hero).toBeVisible()
  await expect(hero).toHaveCSS('opacity', '1')
})
