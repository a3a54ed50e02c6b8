import { expect, test } from '@playwright/test'
import { site } from '../../src/site.ts'
import { waitForContactForm } from './support/site.ts'

test('the footer has the copyright, the Uruguayan phone, the privacy link and three social links', async ({ page }) => {
  await page.goto('/en/blog/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© 2025 ${site.name}`)
  const phone = footer.getByRole('link', { name: site.phoneDisplay.replace(/ /g, '\u00a0') })
  await expect(phone).toHaveAttribute('href', /^tel:\+598\d+$/)
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy/')
  const social = footer.getByRole('link', { name: new RegExp(`^${site.name} on `) })
  await expect(social).toHaveCount(3)
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAccessibleName(new RegExp(`^${site.name} on `))
    const box = await link.locator('img').boundingBox()
    expect([box?.width, box?.height]).toEqual([40, 40])
  }
})

test('the hero image loads lazily at half opacity over a placeholder, then shows fully', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/images\/hero\/blog[-.]/, async (route) => {
    await held
    await route.continue()
  })
  // The page's load event waits for the held image (it is preloaded): only wait for the DOM.
  await page.goto('/blog/', { waitUntil: 'domcontentloaded' })
  const hero = page.locator('[data-hero-height]')
  const image = hero.locator('img')
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).not.toHaveAttribute('data-loaded')
  await expect(image).toHaveCSS('opacity', '0.5')
  const before = await hero.boundingBox()
  release()
  // The page's inline script marks it (src/islands/enhance.ts); no framework is involved.
  await expect(image).toHaveAttribute('data-loaded', '')
  await expect(image).toHaveCSS('opacity', '1')
  expect(await hero.boundingBox()).toEqual(before) // no layout shift when the image arrives
})

test('hero heights: 80vh by default, 50vh on the services list, centred there', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-hero-height]')).toHaveAttribute('data-hero-height', '80vh')
  await expect(page.locator('[data-hero-height] img')).toHaveCSS('object-position', '50% 0%')
  await page.goto('/services/')
  const hero = page.locator('[data-hero-height]')
  await expect(hero).toHaveAttribute('data-hero-height', '50vh')
  expect((await hero.boundingBox())?.height).toBe(450) // half of the 900 px viewport
  await expect(hero.locator('img')).toHaveCSS('object-position', '50% 50%')
})

test('pages fetch no stylesheet, each page load is styled by its own inline CSS', async ({ page }) => {
  // How the contact form's button looks when its page is loaded directly.
  await page.goto('/contact/')
  await waitForContactForm(page)
  const submitStyle = () =>
    page.getByRole('button', { name: 'Enviar' }).evaluate((el) => {
      const style = getComputedStyle(el)
      return { background: style.backgroundColor, radius: style.borderRadius, color: style.color }
    })
  const direct = await submitStyle()
  expect(direct.background, 'the button has a background of its own').not.toBe('rgba(0, 0, 0, 0)')

  await page.goto('/')
  await page.getByRole('navigation', { name: 'Navegación principal' }).first().getByRole('link', { name: 'Contacto' }).click()
  await expect(page).toHaveURL(/\/contact\/$/)
  await waitForContactForm(page)
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.css(\?|$)/.test(name)),
  )
  expect(stylesheets).toEqual([])
  expect(await submitStyle()).toEqual(direct)
})
