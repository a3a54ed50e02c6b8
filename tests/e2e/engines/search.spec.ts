import { expect, test, type Visitor } from '../support/engines/test.ts'

// Search in Firefox ESR and WebKit as in Chromium (tests/e2e/search.spec.ts): Pagefind's script,
// imported by the island under 'strict-dynamic', and its WebAssembly, which only the search
// page's policy allows ('wasm-unsafe-eval'), must run in every engine a visitor uses.

const INPUT = '[data-island="search"] input[name="q"]'
const found = () => [...document.querySelectorAll('[data-island="search"] [data-search-results] a')].map((a) => a.getAttribute('href') ?? '')
const status = () => document.querySelector('[data-island="search"] [data-search-status]')?.textContent ?? ''

async function expectNothingBroken(visitor: Visitor): Promise<void> {
  expect(await visitor.problems()).toEqual([])
  expect(await visitor.violations()).toEqual([])
}

const CASES = [
  { lang: 'es', page: '/search/', query: 'integraciones', finds: '/services/integracion_crms/', others: /^\/(en|pt)\// },
  { lang: 'en', page: '/en/search/', query: 'integrations', finds: '/en/services/integracion_crms/', others: /^\/(?!en\/)/ },
  { lang: 'pt', page: '/pt/search/', query: 'traduções', finds: '/pt/services/contenido_multilingue/', others: /^\/(?!pt\/)/ },
] as const

for (const { lang, page, query, finds, others } of CASES) {
  test(`${lang}: a shared link with “${query}” finds its page through stemming, and no page of another language`, async ({ visitor }) => {
    await visitor.open(`${page}?q=${encodeURIComponent(query)}`)
    await expect.poll(() => visitor.evaluate(found), { timeout: 15_000 }).toContain(finds)
    expect((await visitor.evaluate(found)).filter((href) => others.test(href))).toEqual([])
    await expectNothingBroken(visitor)
  })
}

test('typing searches as the visitor types, and the address keeps the query', async ({ visitor }) => {
  await visitor.open('/en/search/')
  await visitor.type(INPUT, 'crm')
  await expect.poll(() => visitor.evaluate(found), { timeout: 15_000 }).toContain('/en/services/integracion_crms/')
  await expect.poll(() => visitor.evaluate(status)).toMatch(/^\d+ results? for “crm”$/)
  expect(await visitor.evaluate(() => location.search)).toBe('?q=crm')
  await expectNothingBroken(visitor)
})

test('a query of markup is shown as text and runs nothing', async ({ visitor }) => {
  const attack = '<img src=x onerror=document.title="ran">'
  await visitor.open(`/search/?q=${encodeURIComponent(attack)}`)
  await expect.poll(() => visitor.evaluate(status), { timeout: 15_000 }).toContain(attack)
  expect(await visitor.evaluate(() => [document.title.includes('ran'), document.querySelectorAll('[data-island="search"] img').length])).toEqual([
    false,
    0,
  ])
  await expectNothingBroken(visitor)
})
