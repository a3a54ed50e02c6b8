import { expect, test, type Visitor } from '../support/engines/test.ts'
import { MAIN_NAV } from '../support/site.ts'

const TOGGLE = 'details[data-menu] > summary'
// The header's first <nav> is the main navigation, the second the languages.
const NAV = 'details[data-menu] nav:first-of-type'

/** The menu as a visitor finds it: open or not, its links shown or not, and where the focus is. */
const menu = ([toggle, nav]: [string, string]) => ({
  open: document.querySelector<HTMLDetailsElement>('details[data-menu]')?.open,
  shown: document.querySelector(nav)?.checkVisibility() ?? false,
  focused: document.activeElement === document.querySelector(toggle),
})
const menuOf = (visitor: Visitor) => visitor.evaluate(menu, [TOGGLE, NAV])

/** The same page in another language, by the header's link to it. */
async function switchTo(visitor: Visitor, lang: 'es' | 'en' | 'pt', path: string): Promise<void> {
  await visitor.follow(`a[data-lang-link][hreflang="${lang}"]`)
  expect(
    await visitor.evaluate(
      (selector) => ({
        path: location.pathname,
        lang: document.documentElement.lang,
        nav: document.querySelector(selector)?.getAttribute('aria-label'),
        links: [...document.querySelectorAll(`${selector} a`)].map((link) => link.textContent),
      }),
      NAV,
    ),
  ).toEqual({ path, lang, nav: MAIN_NAV[lang].name, links: MAIN_NAV[lang].links })
  expect(await visitor.problems()).toEqual([])
}

/** The toggle opens the menu and closes it; opened again, its link to `path` leads there. */
async function toggleAndFollow(visitor: Visitor, path: string): Promise<void> {
  await visitor.click(TOGGLE)
  expect(await menuOf(visitor)).toMatchObject({ open: true, shown: true })
  await visitor.click(TOGGLE)
  expect(await menuOf(visitor)).toMatchObject({ open: false, shown: false })
  await visitor.click(TOGGLE)
  await visitor.follow(`${NAV} a[href="${path}"]`)
  expect(await visitor.evaluate(() => location.pathname)).toBe(path)
}

test('the language links lead to the same page in each language', async ({ visitor }) => {
  await visitor.open('/about/')
  await switchTo(visitor, 'en', '/en/about/')
  await switchTo(visitor, 'pt', '/pt/about/')
  await switchTo(visitor, 'es', '/about/')
})

test.describe('the menu on a narrow screen', () => {
  // A phone's width: WebKit's MiniBrowser keeps its window at least 447 px wide; the menu folds below 60rem.
  test.use({ viewport: { width: 480, height: 800 } })

  test('the toggle opens and closes it, and a link in it leads to its page', async ({ visitor }) => {
    await visitor.open('/en/')
    expect(await menuOf(visitor)).toMatchObject({ open: false, shown: false })
    await toggleAndFollow(visitor, '/en/services/')
    expect(await menuOf(visitor)).toMatchObject({ open: false, shown: false })
    expect(await visitor.problems()).toEqual([])
  })

  test('the keyboard opens it: Enter on the toggle', async ({ visitor }) => {
    await visitor.open('/pt/')
    await visitor.evaluate((toggle) => document.querySelector<HTMLElement>(toggle)?.focus(), TOGGLE)
    await visitor.press('Enter')
    expect(await menuOf(visitor)).toEqual({ open: true, shown: true, focused: true })
  })

  // The page script's touches; on the contact page the islands' loader runs beside it.
  for (const url of ['/', '/contact/']) {
    test(`Escape closes it, the focus back on the toggle, and so does a tap outside it (${url})`, async ({ visitor }) => {
      await visitor.open(url)
      await visitor.click(TOGGLE)
      expect(await menuOf(visitor)).toMatchObject({ open: true, shown: true })
      await visitor.press('Escape')
      expect(await menuOf(visitor)).toEqual({ open: false, shown: false, focused: true })
      await visitor.click(TOGGLE)
      expect(await menuOf(visitor)).toMatchObject({ open: true, shown: true })
      // Below the open menu, which covers the top of the page.
      await visitor.clickAt(240, 780)
      expect(await menuOf(visitor)).toMatchObject({ open: false, shown: false })
      expect(await visitor.problems()).toEqual([])
    })
  }

  test('without the page’s scripts, it opens and closes all the same, and its links lead to their pages', async ({ visitor }) => {
    visitor.plan.page = { path: '/en/about/', rewrite: (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') }
    await visitor.open('/en/about/')
    expect(await visitor.evaluate(() => document.querySelectorAll('script').length)).toBe(1) // the probe alone
    await toggleAndFollow(visitor, '/en/contact/')
  })
})
