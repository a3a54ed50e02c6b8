import { expect, test } from '@playwright/test'
import { ALL_URLS, LANGS, PAGES, langOf, localePath, watchForErrors } from './support/site.ts'

test.describe('every page in every language', () => {
  test('is prerendered: 200, its language, its heading and text in the HTML itself', async ({ request }) => {
    const titles = new Map<string, string>()
    for (const url of ALL_URLS) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      expect(html, url).toMatch(new RegExp(`<html[^>]* lang="${langOf(url)}"`))
      expect(html, `${url} has one title`).toMatch(/^(?:(?!<title)[\s\S])*<title[^>]*>[^<]{10,}<\/title>(?:(?!<title)[\s\S])*$/)
      expect(html, url).toMatch(/<meta[^>]* name="description" content="[^"]{50,}"/)
      expect(html, `${url} has its heading in the HTML`).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      expect(titles.get(title), `${url} shares its title with another page`).toBeUndefined()
      titles.set(title, url)
    }
    expect(titles.size).toBe(PAGES.length * LANGS.length)
  })

  for (const url of ALL_URLS) {
    test(`${url} hydrates with no console errors`, async ({ page }) => {
      const assertClean = watchForErrors(page)
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(url))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      assertClean()
    })
  }
})

test('the es home is served without a prefix and en/pt under theirs', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluciones Tecnológicas')
  await page.goto(localePath('en', '/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technological Solutions')
  await page.goto(localePath('pt', '/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluções Tecnológicas')
})
