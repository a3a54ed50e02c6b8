import { expect, test } from './support/tab.ts'
import { readStrings } from '../../scripts/build/content/files.ts'
import { ALL_URLS, LANGS, SERVICE_KEYS, langOf, localePath } from './support/site.ts'

// The prerendered HTML is the page: a reader (or a crawler) that runs no JavaScript gets all of
// it, not a loading placeholder with the content hidden behind a script.
test.use({ javaScriptEnabled: false })

/** The fallback Layout shows while a page's content loads, in each language. */
const LOADING = Object.fromEntries(LANGS.map((lang) => [lang, String(readStrings(process.cwd(), lang).base.loading)]))

// One test per page (all of them in one test outgrew its 30 s on a busy CI machine), one after another
// in the worker's one tab without scripts (support/tab.ts).
test.describe('with JavaScript turned off, the page shows its content', () => {
  for (const url of ALL_URLS) {
    test(url, async ({ noScriptTab: page }) => {
      await page.goto(url)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
      // Down to its last section, the page is there and shown.
      await expect(main.locator('section').last()).toBeVisible()
      await expect(page.locator('[hidden]:has(section), template')).toHaveCount(0)
      await expect(main).not.toContainText(LOADING[langOf(url)]!)
    })
  }
})

test('the home page lists its service cards and the service page its offers, without JavaScript', async ({ page }) => {
  await page.goto('/')
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Transformación Digital/ })
      .first(),
  ).toBeVisible()
  await page.goto(localePath('pt', `/services/${SERVICE_KEYS[0]}`))
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
})

test('the hero image is shown in full without JavaScript', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('main img[data-hero]')
  await expect(hero).toBeVisible()
  await expect(hero).toHaveCSS('opacity', '1')
})

test.describe('the header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens and closes, a link in it navigates, and the languages lead to the same page', async ({ page }) => {
    await page.goto('/en/about/')
    const toggle = page.locator('details[data-menu] > summary')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav).toBeHidden()
    await toggle.click()
    await expect(nav).toBeVisible()
    await toggle.click()
    await expect(nav).toBeHidden()

    await toggle.click()
    await nav.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/en\/services\/$/)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()

    await page.locator('details[data-menu] > summary').click()
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Português' }).click()
    await expect(page).toHaveURL(/\/pt\/services\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  })
})
