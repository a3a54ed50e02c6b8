import { expect, test } from '@playwright/test'
import { GADGET, INJECTED, watchViolations } from './support/policy.ts'
import { waitForContactForm } from './support/site.ts'

test('pages are served with the headers the build wrote to _headers', async ({ request }) => {
  const response = await request.get('/en/about/')
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  // The build's own inline scripts by hash, and what they add ('strict-dynamic'): never the whole
  // origin ('self'), under which any file served from it would run.
  expect(csp).toMatch(/script-src 'strict-dynamic'( 'sha256-[^']+')+;/)
  expect(csp).not.toMatch(/script-src[^;]*('self'|unsafe-inline|unsafe-eval|https?:)/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/connect-src 'self'/)
  expect(headers['strict-transport-security']).toContain('max-age=')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
})

test('hashed assets are cached for a year, pages are not', async ({ page, request }) => {
  await page.goto('/contact/') // the one page with script files: the contact island
  // Requested once the page is idle after load (src/islands/load-islands.ts): there once it has hydrated.
  await waitForContactForm(page)
  const script = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .find((path) => /^\/assets\/.+\.js$/.test(path)),
  )
  expect(script).toBeDefined()
  expect((await request.get(script ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // A page is checked again on every visit (Cloudflare Pages' default for what _headers leaves alone).
  expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
})

for (const url of ['/services/integracion_crms/', '/en/contact/']) {
  test(`the CSP lets ${url} run its own scripts and refuses scripts injected into its markup`, async ({ page }) => {
    const violations = await watchViolations(page)
    await page.route(
      (address) => address.pathname === url,
      async (route) => {
        const response = await route.fetch()
        const injected = url.endsWith('/contact/') ? `${INJECTED}${GADGET}` : INJECTED
        await route.fulfill({ response, body: (await response.text()).replace('<main', `${injected}<main`) })
      },
    )
    const gadget: string[] = []
    page.on('request', (request) => request.url().includes('gadget') && gadget.push(request.url()))
    await page.goto(url)
    // The inline page script ran (it marks the hero loaded), and so did the island where there is one.
    await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
    if (url.endsWith('/contact/')) await waitForContactForm(page)
    // The Speculation Rules parsed and were allowed: Chromium lists them as a rule set.
    const cdp = await page.context().newCDPSession(page)
    const ruleSets = new Promise<{ errorType?: string }[]>((resolve) => cdp.on('Preload.ruleSetUpdated', (event) => resolve([event.ruleSet])))
    await cdp.send('Preload.enable')
    expect(await ruleSets).toEqual([expect.not.objectContaining({ errorType: expect.anything() })])

    // Touching the planted container would make a loader that trusts any container load its file.
    if (url.endsWith('/contact/')) await page.locator('input[name="x"]').focus()
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
    expect(gadget).toEqual([])
    // Each refused, and nothing of the page's own: twice, by the header's policy and by the page's
    // own <meta> copy, each reporting it.
    await expect.poll(() => [...violations].sort()).toEqual(['script-src-attr', 'script-src-attr', ...Array(4).fill('script-src-elem')])
  })
}

test('under the CSP, a number typed before the island arrived gets the phone library through its modulepreload, fetched once', async ({ page }) => {
  const violations = await watchViolations(page)
  const library: { url: string; type: string }[] = []
  page.on('request', (request) => request.url().includes('phoneLibrary') && library.push({ url: request.url(), type: request.resourceType() }))
  // The island's script is held until the number is typed: then its first module sees it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // How each modulepreload link ends: load and error do not bubble, but they pass the document on capture.
  await page.addInitScript(() => {
    const state = window as unknown as { preloads?: string[] }
    for (const type of ['load', 'error'])
      document.addEventListener(
        type,
        (event) => event.target instanceof HTMLLinkElement && event.target.rel === 'modulepreload' && (state.preloads ??= []).push(type),
        true,
      )
  })
  await page.goto('/contact/', { waitUntil: 'commit' })
  await page.locator('[data-island="contact"] input[name="user_phone"]').fill('+598 94 123 456')
  expect(library).toEqual([])
  release()
  await waitForContactForm(page)
  // The island's first module added the preload: the library was fetched by it, once, before any
  // import() asked; the import found it. A refused preload would be a violation and a second fetch.
  await expect.poll(() => library.length).toBe(1)
  expect(await page.locator('link[rel="modulepreload"][href*="phoneLibrary"]').count()).toBe(1)
  // The preload itself loaded (a refused one fires error), and nothing was refused.
  await expect.poll(() => page.evaluate(() => (window as unknown as { preloads?: string[] }).preloads)).toEqual(['load'])
  expect(violations).toEqual([])
})
