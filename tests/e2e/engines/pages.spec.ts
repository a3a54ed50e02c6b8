import { readDist } from '../support/dist.ts'
import { expect, test, type Visitor } from '../support/engines/test.ts'
import { ALL_URLS, BLOG_URLS, NOT_FOUND, editAddress, langOf } from '../support/site.ts'

/**
 * The page as a visitor has it once it has settled (waited for in the page, up to 15 s: one round
 * trip to the browser): every image it loads at once loaded, the hero marked by the page's own
 * script, the contact form's island running where there is one. What is still pending then is said,
 * and what the probe recorded (./support/engines/probe.ts).
 */
async function settled() {
  const images = () => [...document.images].filter((image) => image.loading !== 'lazy')
  const pending = () => [
    ...images()
      .filter((image) => !image.complete)
      .map((image) => `image ${image.getAttribute('src')}`),
    ...(document.querySelector('img[data-hero]:not([data-loaded])') ? ['the hero, not marked loaded by the page script'] : []),
    ...(document.querySelector('[data-island] button[type="submit"][disabled]') ? ['the contact island'] : []),
  ]
  for (const start = performance.now(); pending().length > 0 && performance.now() - start < 15_000;)
    await new Promise((resolve) => setTimeout(resolve, 50))
  await document.fonts.ready
  return {
    problems: (window as unknown as { __probe?: { problems: string[] } }).__probe?.problems ?? ['the probe did not run'],
    pending: pending(),
    lang: document.documentElement.lang,
    heading: document.querySelector('h1')?.textContent?.trim() ?? '',
    edit: document.querySelector<HTMLAnchorElement>('main a[href*="/edit/"]')?.href ?? null,
    shown: ['header', 'h1', 'footer'].filter((selector) => document.querySelector(selector)?.checkVisibility()),
    broken: [
      ...images()
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.getAttribute('src')),
      ...[...document.fonts].filter((font) => font.status === 'error').map((font) => font.family),
    ],
  }
}

async function expectWhole(visitor: Visitor, lang: string, heading: string | RegExp = /\S/, edit: string | null = null): Promise<void> {
  const { problems, ...page } = await visitor.evaluate(settled)
  expect(page).toEqual({ pending: [], lang, heading: expect.stringMatching(heading), edit, shown: ['header', 'h1', 'footer'], broken: [] })
  expect([...problems, ...visitor.refusedFiles()]).toEqual([])
}

test.describe('every page in every language', () => {
  // And a post of each language, as blog.spec.ts tests the rest of the blog. Each links its own file to edit, if any.
  const posts = ['es', 'en', 'pt'].map(
    (lang) => BLOG_URLS.find((url) => langOf(url) === lang && /\/blog\/(?!page\/|tags\/)[\w-]+\/$/.test(url)) ?? '',
  )
  for (const url of [...ALL_URLS, ...posts]) {
    test(`${url} renders whole, with nothing broken in the console`, async ({ visitor }) => {
      await visitor.open(url)
      await expectWhole(visitor, langOf(url), /\S/, editAddress(url))
    })
  }
})

test.describe('the not-found pages', () => {
  for (const { url, lang, heading } of NOT_FOUND) {
    test(`${url} shows the ${lang} not-found page`, async ({ visitor }) => {
      await visitor.open(url)
      await expectWhole(visitor, lang, heading)
    })
  }

  test('the root one, which some hosts send for every unknown address, speaks the language of the address', async ({ visitor }) => {
    visitor.plan.page = { path: '/en/missing-everywhere', rewrite: () => readDist('404.html') }
    await visitor.open('/en/missing-everywhere')
    await expectWhole(visitor, 'en', 'Page not found')
  })
})
