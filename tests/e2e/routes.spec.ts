import { expect, test } from './support/tab.ts'
import { ALL_URLS, LANGS, PAGES, langOf, localePath } from './support/site.ts'
import { checkWholePage } from './support/whole-page.ts'

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

  // Each page loaded once for all it is held to (support/whole-page.ts): two scans of a whole page
  // take 2-6 s on a 2-core CI machine running two browsers; a busier machine has taken 30 s for one.
  for (const url of ALL_URLS) {
    test(`${url}: renders, nothing wider than 360 px, passes axe at 1280 and 375 px, with no console errors`, async ({ scanTab }) => {
      test.setTimeout(60_000)
      await checkWholePage(scanTab, url)
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
