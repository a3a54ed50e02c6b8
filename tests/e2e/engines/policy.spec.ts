import { expect, islandRunning, test } from '../support/engines/test.ts'
import { GADGET, INJECTED } from '../support/policy.ts'

test('over plain HTTP, as npm start serves it, every file comes from the address the page names: the logo, the fonts, the contact island', async ({
  visitor,
}) => {
  await visitor.open('/contact/')
  const loaded = () =>
    visitor.evaluate(async () => {
      await document.fonts.ready
      return {
        logo: [...document.querySelectorAll<HTMLImageElement>('header img')].every((img) => img.complete && img.naturalWidth > 0),
        fonts: [...document.fonts].filter((font) => font.status === 'error').map((font) => font.family),
        schemes: [...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).protocol))],
      }
    })
  // Polled: Firefox may list a page's resource timings a moment after its fonts are ready, and an
  // empty list would prove nothing about the scheme.
  await expect.poll(loaded).toEqual({ logo: true, fonts: [], schemes: ['http:'] })
  await islandRunning(visitor)
  expect(await visitor.problems()).toEqual([])
})

for (const url of ['/services/integracion_crms/', '/en/contact/']) {
  test(`the CSP lets ${url} run its own scripts and refuses scripts injected into its markup`, async ({ visitor }) => {
    const contact = url.endsWith('/contact/')
    visitor.plan.page = { path: url, rewrite: (html) => html.replace('<main', `${INJECTED}${contact ? GADGET : ''}<main`) }
    await visitor.open(url)
    // The page script ran (it marks the hero loaded), and so did the island where there is one.
    await expect.poll(() => visitor.evaluate(() => document.querySelector('img[data-hero]')?.hasAttribute('data-loaded'))).toBe(true)
    if (contact) {
      await islandRunning(visitor)
      // Touching the planted container would make a loader that trusts any container load its file.
      await visitor.click('input[name="x"]')
    }
    expect(await visitor.evaluate(() => 'injected' in window)).toBe(false)
    // Each refused, by the header's policy and the page's own <meta> copy alike.
    await expect
      .poll(async () => [...new Set(await visitor.violations())].sort())
      .toEqual(['script-src-attr inline', 'script-src-elem /images/blog/planted.js', 'script-src-elem inline'])
    // Nothing else: the planted image is missing on purpose (a 404), the refused script fires its
    // error event (in Firefox), and no planted file was requested (it would be a 404).
    const expected = (problem: string) =>
      problem.startsWith('CSP refused') || problem.endsWith(' /nowhere.png') || problem === 'failed to load: <script> /images/blog/planted.js'
    expect((await visitor.problems()).filter((problem) => !expected(problem))).toEqual([])
  })
}
