import { expect, test, type Page } from '@playwright/test'
import { axeViolationsAtEveryWidth } from './support/axe.ts'
import { fileOf, readDist } from './support/dist.ts'
import { ALL_URLS, overflowingElements, watchForErrors } from './support/site.ts'

// Search (docs/decisions.md, "Search is plain DOM over Pagefind"): a page per language, an island
// loaded on intent over a Pagefind index of the built pages, one index per language, stemmed. What
// the index holds and leaves out (drafts, lists, the header and footer): tests/builds/blog.test.ts.

const SEARCH_PAGES = { es: '/search/', en: '/en/search/', pt: '/pt/search/' } as const
const INPUT = '[data-island="search"] input[name="q"]'
const STATUS = '[data-island="search"] [data-search-status]'
const RESULT_LINKS = '[data-island="search"] [data-search-results] a'
/** What the search asks the network for: Pagefind's files and the island's script. */
const SEARCH_REQUEST = /\/pagefind\/|\/assets\/search-[^/]+\.js$/

/** Every request the page makes that belongs to search, from now on. */
function searchRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (SEARCH_REQUEST.test(request.url())) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

const resultPaths = async (page: Page) => await page.locator(RESULT_LINKS).evaluateAll((links) => links.map((a) => a.getAttribute('href')))

test.describe('searching in each language, through its own stemming', () => {
  const cases = [
    // A word the page does not hold as typed: its stem does.
    { lang: 'es', query: 'integraciones', finds: '/services/integracion_crms/', says: 'integración' },
    { lang: 'pt', query: 'traduções', finds: '/pt/services/contenido_multilingue/', says: 'tradução' },
    { lang: 'en', query: 'integrations', finds: '/en/services/integracion_crms/', says: 'integration' },
  ] as const
  for (const { lang, query, finds, says } of cases) {
    test(`${lang}: “${query}” finds the page that says “${says}”, and only pages in ${lang}`, async ({ page }) => {
      const expectNoErrors = watchForErrors(page)
      expect(readDist(fileOf(finds)).toLowerCase()).toContain(says)
      await page.goto(SEARCH_PAGES[lang])
      await page.locator(INPUT).fill(query)
      await expect.poll(() => resultPaths(page)).toContain(finds)
      const paths = await resultPaths(page)
      const prefix = lang === 'es' ? /^\/(?!en\/|pt\/)/ : new RegExp(`^/${lang}/`)
      for (const path of paths) expect(path).toMatch(prefix)
      await expect(page.locator(STATUS)).toHaveText(new RegExp(query))
      // The query is in the address, replaced as typed: one entry in the history.
      expect(new URL(page.url()).searchParams.get('q')).toBe(query)
      expectNoErrors()
    })
  }
})

test('a result says what it is, a post its date, and marks the words it matched', async ({ page }) => {
  await page.goto('/en/search/?q=integrating')
  const first = page.locator('[data-search-results] li').filter({ has: page.locator('a[href="/en/blog/que-implica-integrar-un-crm/"]') })
  await expect(first.locator('[data-result-about]')).toHaveText(/^Article · \w+ \d+, \d{4}$/)
  await expect(first.locator('mark').first()).toHaveText(/integrat/i)
})

test('?q= round-trips: a shared link shows the results, and so do a reload and the back button', async ({ page }) => {
  const requests = searchRequests(page)
  await page.goto('/search/?q=integraciones')
  // Arriving with a query loads the island at once, with no touch.
  await expect.poll(() => resultPaths(page)).toContain('/services/integracion_crms/')
  await expect(page.locator(INPUT)).toHaveValue('integraciones')
  expect(requests.some((path) => path.startsWith('/assets/search-'))).toBe(true)
  await page.locator(INPUT).fill('crm')
  await expect(page).toHaveURL(/\?q=crm$/)
  await page.reload()
  await expect(page.locator(INPUT)).toHaveValue('crm')
  await expect.poll(() => resultPaths(page)).toContain('/services/integracion_crms/')
  await page.locator(RESULT_LINKS).first().click()
  await expect(page).not.toHaveURL(/search/)
  await page.goBack()
  await expect(page).toHaveURL(/\/search\/\?q=crm$/)
  await expect.poll(() => resultPaths(page)).toContain('/services/integracion_crms/')
})

test('nothing found says so and points to the list of the whole site', async ({ page }) => {
  await page.goto('/en/search/')
  await page.locator(INPUT).fill('zzqxv')
  await expect(page.locator(STATUS)).toHaveText('Nothing found for “zzqxv”. Try another word, or browse the list of the whole site.')
  const toList = page.locator('[data-search-none] a')
  await expect(toList).toBeVisible()
  await toList.click()
  await expect(page.locator('#everything')).toBeInViewport()
})

test('a query of markup is shown as text and runs nothing', async ({ page }) => {
  const expectNoErrors = watchForErrors(page)
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  const attack = '<img src=x onerror=alert(1)>'
  await page.goto(`/search/?q=${encodeURIComponent(attack)}`)
  await expect(page.locator(STATUS)).toContainText(attack)
  await page.locator(INPUT).fill('"><svg onload=alert(2)>')
  await expect(page.locator(STATUS)).toContainText('<svg onload=alert(2)>')
  expect(await page.locator('[data-island="search"] img, [data-island="search"] svg').count()).toBe(0)
  expect(dialogs).toBe(0)
  expectNoErrors()
})

test('a very long query is cut before it reaches the index', async ({ page }) => {
  await page.goto(`/search/?q=${'crm '.repeat(400)}`)
  await expect(page.locator(STATUS)).not.toBeEmpty()
  expect((await page.locator(INPUT).inputValue()).length).toBeLessThanOrEqual(100)
  expect(new URL(page.url()).searchParams.get('q')!.length).toBeLessThanOrEqual(100)
})

test('the keyboard reaches the form, the results and more; the status speaks once the visitor pauses, not as results come', async ({ page }) => {
  await page.goto('/search/')
  await page.locator(INPUT).focus()
  // Read in the page when the first results are put in: the live region has not spoken yet.
  const statusWhenResultsCame = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const list = document.querySelector('[data-search-results]') as HTMLElement
        new MutationObserver((_, observer) => {
          if (!list.children.length) return
          observer.disconnect()
          resolve(document.querySelector('[data-search-status]')?.textContent ?? '')
        }).observe(list, { childList: true })
      }),
  )
  await page.keyboard.type('de', { delay: 30 })
  expect(await statusWhenResultsCame).toBe('')
  await expect(page.locator(STATUS)).toHaveText(/\d+ resultados para «de»/)
  await page.keyboard.press('Tab')
  await expect(page.locator('[data-island="search"] button[type="submit"]')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator(RESULT_LINKS).first()).toBeFocused()
  // "de" finds more pages than are shown at once: "more" adds the next and takes the focus to the first of them.
  const before = await page.locator(RESULT_LINKS).count()
  await page.locator('[data-search-more]').click()
  await expect.poll(() => page.locator(RESULT_LINKS).count()).toBeGreaterThan(before)
  await expect(page.locator(RESULT_LINKS).nth(before)).toBeFocused()
})

test('the page with results has no accessibility violations, at 375 and 1280 px, and nothing overflows', async ({ page }) => {
  await page.goto('/pt/search/?q=integração')
  await expect.poll(() => resultPaths(page)).not.toEqual([])
  await expect(page.locator(STATUS)).not.toBeEmpty()
  expect(await axeViolationsAtEveryWidth(page)).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  expect(await overflowingElements(page)).toEqual([])
})

test('without JavaScript the search page lists every page of its language: services, then posts newest first, then pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/search/?q=crm')
  const lists = page.locator('#everything section')
  await expect(lists.locator('h3')).toHaveText(['Services', 'Blog articles', 'Pages'])
  const services = await lists
    .nth(0)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(services.every((href) => href?.startsWith('/en/services/'))).toBe(true)
  const days = await lists
    .nth(1)
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''))
  expect(days.length).toBeGreaterThan(1)
  expect([...days].sort().reverse()).toEqual(days)
  await expect(lists.nth(2).locator('a')).toHaveText(['Home', 'About us', 'Contact', 'Privacy policy'])
  await context.close()
})

test('the header links every page to its language’s search page', async ({ page }) => {
  for (const url of ['/', '/en/about/', '/pt/blog/']) {
    await page.goto(url)
    const lang = url.startsWith('/en') ? 'en' : url.startsWith('/pt') ? 'pt' : 'es'
    await expect(page.locator(`header a[href="${SEARCH_PAGES[lang]}"]`)).toHaveCount(1)
  }
})

test('a page that is not the search page requests nothing of search, even when it is used', async ({ page }) => {
  const requests = searchRequests(page)
  for (const url of ALL_URLS.filter((u) => !u.includes('/search')).slice(0, 6)) {
    await page.goto(url)
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('Tab')
    expect(readDist(fileOf(url))).not.toMatch(/\/pagefind\/|assets\/search-/)
  }
  expect(requests).toEqual([])
})

test('only the search page’s policy compiles WebAssembly', async () => {
  for (const url of ALL_URLS) {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readDist(fileOf(url)))?.[1] ?? ''
    expect(policy.includes('wasm-unsafe-eval'), url).toBe(url.endsWith('/search/'))
  }
})
