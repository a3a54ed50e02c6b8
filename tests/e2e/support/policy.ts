import type { Page } from '@playwright/test'

/** A policy as a sorted list of directives, spaces normalised: "a; b" and "b;  a" are one policy. */
export const directives = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort()

/** A page's own policy, from its <meta http-equiv="Content-Security-Policy">; empty when it has none. */
export const metaPolicy = (html: string) =>
  (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')

/** The CSP violations the page reports, by directive, as they come. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (directive: string) => violations.push(directive))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective)
    })
  })
  return violations
}

/**
 * What an attacker who got markup into a page would write: an inline script, a same-origin file
 * as a script (any file a pull request put on the site), an event handler; on a page with an
 * island, also a container the islands' loader would take for an island (the loader is trusted,
 * and 'strict-dynamic' passes its trust to the scripts it adds).
 */
export const INJECTED = [
  '<script>window.injected = true</script>',
  '<script src="/images/blog/planted.js"></script>',
  '<img src="/nowhere.png" alt="" onerror="window.injected = true">',
].join('')
export const GADGET = '<div data-island-src="/images/blog/gadget.js"><input name="x" aria-label="x"></div>'
