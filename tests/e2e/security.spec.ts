import { expect, test } from '@playwright/test'
import { waitForContactForm } from './support/site'

test('pages are served with the headers the build wrote to _headers', async ({ request }) => {
  const response = await request.get('/en/about/')
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
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
  test(`the CSP lets ${url} run its own scripts and refuses a script injected into the page`, async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective)
      })
    })
    await page.goto(url)
    // The inline page script ran (it marks the hero loaded), and so did the island where there is one.
    await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
    if (url.endsWith('/contact/')) await waitForContactForm(page)
    // The Speculation Rules parsed and were allowed: Chromium lists them as a rule set.
    const cdp = await page.context().newCDPSession(page)
    const ruleSets = new Promise<{ errorType?: string }[]>((resolve) => cdp.on('Preload.ruleSetUpdated', (event) => resolve([event.ruleSet])))
    await cdp.send('Preload.enable')
    expect(await ruleSets).toEqual([expect.not.objectContaining({ errorType: expect.anything() })])
    expect(violations).toEqual([])

    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    // Refused twice: by the header's policy and by the page's own <meta> copy, each reporting it.
    await expect.poll(() => violations).toEqual(['script-src-elem', 'script-src-elem'])
  })
}
