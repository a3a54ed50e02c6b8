import { expect, test } from './support/tab.ts'
import { ALL_URLS, BLOG_URLS, LANGS, SERVICE_KEYS, editAddress, langOf, localePath, waitForContactForm } from './support/site.ts'

const SECTION_ORDER = ['description', 'benefits', 'whatWeOffer', 'approach', 'caseStudies', 'whyChooseUs', 'callToAction']
const SECTION_TITLES = {
  es: { whatWeOffer: '¿Qué ofrecemos?', approach: 'Nuestro enfoque', whyChooseUs: 'Por qué elegirnos' },
  en: { whatWeOffer: 'What we offer', approach: 'Our approach', whyChooseUs: 'Why choose us' },
  pt: { whatWeOffer: 'O que oferecemos?', approach: 'Nossa abordagem', whyChooseUs: 'Por que nos escolher' },
}
// The service heroes' heights (docs/product.md, "The hero"): none set means the Hero's default, 80vh.
const HERO_HEIGHTS: Record<string, string> = {
  transformacion_digital: '80vh',
  creacion_paginas_web: '450px',
  integracion_crms: '80vh',
  soporte_automatizado: '400px',
  contenido_multilingue: '400px',
}

for (const lang of LANGS) {
  for (const key of SERVICE_KEYS) {
    test(`${localePath(lang, `/services/${key}`)}: the seven sections in order, its hero, its CTA`, async ({ tab: page }) => {
      await page.goto(localePath(lang, `/services/${key}`))
      const sections = await page.locator('main [data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))
      expect(sections).toEqual(SECTION_ORDER)
      for (const [section, title] of Object.entries(SECTION_TITLES[lang])) {
        await expect(page.locator(`[data-section="${section}"] h2`)).toHaveText(title)
      }
      await expect(page.locator('[data-hero-height]')).toHaveAttribute('data-hero-height', HERO_HEIGHTS[key] ?? '')
      await expect(page.locator('[data-section="whatWeOffer"] li')).not.toHaveCount(0)
      await expect(page.locator('[data-section="caseStudies"] li img').first()).toHaveAttribute('src', /\/images\/case-studies\//)
      const cta = page.locator('[data-section="callToAction"] a')
      await expect(cta).toHaveAttribute('href', localePath(lang, `/contact?selected_service=${key}`))
    })
  }
}

test('the CTA opens the contact form with the service selected', async ({ page }) => {
  await page.goto('/en/services/contenido_multilingue/')
  await page.locator('[data-section="callToAction"] a').click()
  // The island reads the parameter, then cleans it away: once it has hydrated, which on a busy
  // machine can be seconds after the click (it waits for the hero and for idle time).
  await waitForContactForm(page)
  await expect(page).toHaveURL(/\/en\/contact\/$/)
  await expect(page.getByText('Inquiry about: Multilingual Content')).toBeVisible()
})

test('the back arrow is fixed at the top left and returns to the services list at its top', async ({ page }) => {
  await page.goto('/pt/services/integracion_crms/')
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const back = page.getByRole('link', { name: 'Voltar para os serviços' })
  await expect(back).toHaveCSS('position', 'fixed')
  const box = await back.boundingBox()
  expect(box && box.x < 40 && box.y < 140).toBe(true)
  await back.click()
  await expect(page).toHaveURL(/\/pt\/services\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

for (const lang of LANGS) {
  test(`${localePath(lang, '/about')} shows the five values, mission, vision and intro`, async ({ tab: page }) => {
    await page.goto(localePath(lang, '/about'))
    const values = page.locator('[data-section="values"] li')
    await expect(values).toHaveCount(5)
    expect(await values.evaluateAll((els) => els.map((el) => el.getAttribute('data-value')))).toEqual([
      'innovation',
      'commitment',
      'flexibility',
      'multilingualism',
      'quality',
    ])
    for (const value of await values.all()) await expect(value.getByRole('img')).toHaveAttribute('alt', /\S/)
    for (const section of ['intro', 'mission', 'vision', 'uniqueProposition']) {
      await expect(page.locator(`[data-section="${section}"] h2`)).not.toBeEmpty()
      await expect(page.locator(`[data-section="${section}"] p`).first()).not.toBeEmpty()
    }
  })

  test(`${localePath(lang, '/privacy-policy')} shows ten sections, 9/4/2025 and law 18.331`, async ({ tab: page }) => {
    await page.goto(localePath(lang, '/privacy-policy'))
    const sections = page.locator('article [data-section]')
    await expect(sections).toHaveCount(10)
    expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))).toEqual([
      'intro',
      'infoCollected',
      'usage',
      'sharing',
      'security',
      'rights',
      'cookies',
      'links',
      'updates',
      'contact',
    ])
    await expect(page.locator('time')).toHaveText('9/4/2025')
    await expect(page.locator('[data-section="intro"]')).toContainText('18.331')
    await expect(page.locator('[data-section="infoCollected"] li')).toHaveCount(7)
    await expect(page.locator('[data-section="contact"] address br')).not.toHaveCount(0)
  })
}

test('a page made from one content file links it to edit, in its language; the lists, search and not-found pages link none', async ({ request }) => {
  const posts = LANGS.map((lang) => BLOG_URLS.find((url) => langOf(url) === lang && /\/blog\/(?!page\/|tags\/)[\w-]+\/$/.test(url)) ?? '')
  const words = { es: 'Editar esta página', en: 'Edit this page', pt: 'Editar esta página' }
  // The link is in the page as served (JavaScript plays no part): read from its HTML, the way the browser gets it.
  for (const url of [...ALL_URLS, ...posts, '/en/no-such-page']) {
    const html = await (await request.get(url)).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    const links = [...main.matchAll(/<a href="([^"]*\/edit\/[^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, text]) => ({
      href,
      text: text?.replace(/<[^>]+>/g, '').trim(),
    }))
    const expected = editAddress(url)
    expect(links, url).toEqual(expected ? [{ href: expected, text: words[langOf(url)] }] : [])
  }
})
