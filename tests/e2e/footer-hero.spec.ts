import { expect, test } from '@playwright/test'
import { site } from '../../src/site'
import { SERVICE_KEYS, localePath, waitForHydration } from './support/site'

test('the footer has the copyright, the Uruguayan phone, the privacy link and three social links', async ({ page }) => {
  await page.goto('/en/blog')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© 2025 ${site.name}`)
  const phone = footer.getByRole('link', { name: site.phoneDisplay.replace(/ /g, '\u00a0') })
  await expect(phone).toHaveAttribute('href', /^tel:\+598\d+$/)
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy')
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
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  await waitForHydration(page)
  const hero = page.locator('[data-hero-height]')
  const image = hero.locator('img')
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('data-loaded', 'false')
  await expect(image).toHaveCSS('opacity', '0.5')
  const before = await hero.boundingBox()
  release()
  await expect(image).toHaveAttribute('data-loaded', 'true')
  await expect(image).toHaveCSS('opacity', '1')
  expect(await hero.boundingBox()).toEqual(before) // no layout shift when the image arrives
})

test('hero heights: 80vh by default, 50vh on the services list, centred there', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-hero-height]')).toHaveAttribute('data-hero-height', '80vh')
  await expect(page.locator('[data-hero-height] img')).toHaveCSS('object-position', '50% 0%')
  await page.goto('/services')
  const hero = page.locator('[data-hero-height]')
  await expect(hero).toHaveAttribute('data-hero-height', '50vh')
  expect((await hero.boundingBox())?.height).toBe(450) // half of the 900 px viewport
  await expect(hero.locator('img')).toHaveCSS('object-position', '50% 50%')
})

test('the app scripts are requested only after the page has loaded and the hero is on screen', async ({ page }) => {
  for (const url of ['/', '/blog', localePath('pt', `/services/${SERVICE_KEYS[0]}`)]) {
    await page.goto(url)
    await waitForHydration(page)
    const timing = await page.evaluate(async () => {
      type ElementTiming = PerformanceEntry & { identifier: string; renderTime: number }
      const hero = await new Promise<ElementTiming | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve((list.getEntries() as ElementTiming[]).find((entry) => entry.identifier === 'hero'))).observe({ type: 'element', buffered: true })
        setTimeout(() => resolve(undefined), 2000) // no report at all fails below, not by timing out
      })
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      return { heroPainted: hero?.renderTime, loadEventStart: navigation.loadEventStart, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) }
    })
    expect(timing.heroPainted, `${url}: the hero's paint is reported`).toBeGreaterThan(0)
    expect(timing.firstScript, url).toBeGreaterThanOrEqual(timing.heroPainted!)
    expect(timing.firstScript, url).toBeGreaterThanOrEqual(timing.loadEventStart)
  }
})

test('pages fetch no stylesheet, on load or on a client-side navigation, and are styled', async ({ page }) => {
  // How the contact form's button looks when its page is loaded directly.
  await page.goto('/contact')
  const submitStyle = () => page.getByRole('button', { name: 'Enviar' }).evaluate((el) => {
    const style = getComputedStyle(el)
    return { background: style.backgroundColor, radius: style.borderRadius, color: style.color }
  })
  const direct = await submitStyle()
  expect(direct.background, 'the button has a background of its own').not.toBe('rgba(0, 0, 0, 0)')

  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Navegación principal' }).first().getByRole('link', { name: 'Contacto' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  const loaded = await page.evaluate(() => ({
    navigations: performance.getEntriesByType('navigation').length,
    stylesheets: performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.css(\?|$)/.test(name)),
  }))
  expect(loaded).toEqual({ navigations: 1, stylesheets: [] })
  // The contact page's own rules came with the home page: the button looks the same.
  expect(await submitStyle()).toEqual(direct)
})
