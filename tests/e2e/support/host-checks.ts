import { expect, type Page } from '@playwright/test'
import { SECURITY_HEADERS } from '../../../scripts/build/prerender/policy.ts'
import { absoluteUrl } from '../../../src/seo/urls.ts'
import { rawRequest, type RawAnswer } from '../../support/raw-request.ts'
import type { Host } from './hosts.ts'
import { directives, metaPolicy } from './policy.ts'
import { described, publishedUrls } from './published.ts'
import { localePath, waitForContactForm, type Lang } from './site.ts'

/** One GET (or `method`) to the host, nothing followed, nothing decoded. */
export const ask = (host: Pick<Host, 'port'>, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawAnswer> =>
  rawRequest(host.port, { method, path, headers: { host: `127.0.0.1:${host.port}`, ...headers } })

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(work))))
  return results
}

const header = (answer: RawAnswer, name: string) => {
  const value = answer.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}

/** Every address dist/ publishes answers 200 on the host, as it is, with no redirect. */
export async function everyPublishedUrlAnswers200(host: Host): Promise<number> {
  const urls = publishedUrls()
  const answers = await inBatches([...urls.keys()], 8, async (path) => ({ path, answer: await ask(host, path, 'HEAD') }))
  const failures = answers
    .filter(({ answer }) => answer.status !== 200)
    .map(({ path, answer }) => `${answer.status}${header(answer, 'location') ? ` -> ${header(answer, 'location')}` : ''}: ${described(urls, path)}`)
  expect(failures, `${host.name}: published addresses that do not answer 200 as they are`).toEqual([])
  return urls.size
}

/** Addresses as a person types them, without the slash (docs/product.md, "Routes"), and the page each must reach. */
export const HAND_TYPED: { typed: string; lang: Lang; page: string; query?: string }[] = [
  { typed: '/about', lang: 'es', page: '/about' },
  { typed: '/services', lang: 'es', page: '/services' },
  { typed: '/services/integracion_crms', lang: 'es', page: '/services/integracion_crms' },
  { typed: '/contact?selected_service=integracion_crms', lang: 'es', page: '/contact', query: '?selected_service=integracion_crms' },
  { typed: '/privacy-policy', lang: 'es', page: '/privacy-policy' },
  { typed: '/blog', lang: 'es', page: '/blog' },
  { typed: '/en', lang: 'en', page: '/' },
  { typed: '/en/about', lang: 'en', page: '/about' },
  { typed: '/pt/contact?selected_service=creacion_paginas_web', lang: 'pt', page: '/contact', query: '?selected_service=creacion_paginas_web' },
]

/**
 * Each hand-typed address reaches its page: at most one redirect, to the published address with
 * the query kept, and there the page itself (its canonical URL says which).
 */
export async function handTypedAddressesReachTheirPages(host: Host): Promise<void> {
  for (const { typed, lang, page, query = '' } of HAND_TYPED) {
    const first = await ask(host, typed)
    expect([301, 302, 307, 308], `${host.name}: ${typed} redirects`).toContain(first.status)
    const location = header(first, 'location') ?? ''
    const target = new URL(location, host.origin)
    expect(target.origin, `${host.name}: ${typed} stays on the host it was asked of`).toBe(host.origin)
    expect(`${target.pathname}${target.search}`, `${host.name}: ${typed}`).toBe(`${localePath(lang, page)}${query}`)
    const arrived = await ask(host, `${target.pathname}${target.search}`)
    expect(arrived.status, `${host.name}: ${typed} -> ${location}`).toBe(200)
    const canonical = /<link[^>]*\srel="canonical"[^>]*\shref="([^"]*)"/.exec(arrived.body.toString())?.[1]
    expect(canonical, `${host.name}: ${typed} -> ${location}`).toBe(absoluteUrl(lang, page))
  }
}

/** Unknown addresses under each language, and the not-found page each must get. */
export const UNKNOWN: { path: string; lang: Lang; heading: string }[] = [
  { path: '/no-such-page', lang: 'es', heading: 'Página no encontrada' },
  { path: '/services/no_such_service/', lang: 'es', heading: 'Página no encontrada' },
  { path: '/en/no-such-page', lang: 'en', heading: 'Page not found' },
  { path: '/en/services/no_such_service/', lang: 'en', heading: 'Page not found' },
  { path: '/pt/no-such-page/deeper', lang: 'pt', heading: 'Página não encontrada' },
  { path: '/pt/blog/no-such-post/', lang: 'pt', heading: 'Página não encontrada' },
]

/** An unknown address answers 404 with its language's not-found page, as the HTML itself says. */
export async function unknownAddressesAnswer404InTheirLanguage(host: Host): Promise<void> {
  for (const { path, lang, heading } of UNKNOWN) {
    const answer = await ask(host, path)
    const html = answer.body.toString()
    expect(answer.status, `${host.name}: ${path}`).toBe(404)
    expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], `${host.name}: ${path}`).toBe(lang)
    expect(html, `${host.name}: ${path}`).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
  }
}

/**
 * The security headers arrive with a page, a not-found page, a redirect and a file: the ones every
 * response carries (scripts/build/prerender/policy.ts), and a Content-Security-Policy that, together with
 * the page's own <meta> policy, is the whole policy: `expectedHeaderPolicy` says what the header
 * holds for a page given its meta policy.
 */
export async function securityHeadersArrive(host: Host, expectedHeaderPolicy: (meta: string) => string): Promise<void> {
  for (const path of ['/', localePath('en', '/about'), localePath('pt', '/contact'), '/en/no-such-page', '/about', '/rss.xml', '/images/og/es.jpg']) {
    const answer = await ask(host, path)
    for (const [name, value] of SECURITY_HEADERS) expect(header(answer, name), `${host.name}: ${path}: ${name}`).toBe(value)
    const csp = header(answer, 'content-security-policy') ?? ''
    const html = answer.body.toString()
    // A page's header and meta policies; a redirect or a file is checked against the home page's.
    const meta = metaPolicy(html) || metaPolicy((await ask(host, '/')).body.toString())
    expect(meta, `${host.name}: ${path} has a meta policy to compare with`).not.toBe('')
    expect(directives(csp), `${host.name}: ${path}: Content-Security-Policy`).toEqual(directives(expectedHeaderPolicy(meta)))
  }
}

/** Files under /assets/ (hashed names) are cached a year as immutable, and nothing else is. */
export async function onlyAssetsAreImmutable(host: Host): Promise<void> {
  const urls = [...publishedUrls().keys()]
  const answers = await inBatches(urls, 8, async (path) => ({ path, cacheControl: header(await ask(host, path, 'HEAD'), 'cache-control') ?? '' }))
  const wrong = answers.filter(({ path, cacheControl }) => /\bimmutable\b/.test(cacheControl) !== path.startsWith('/assets/'))
  expect(
    wrong.map(({ path, cacheControl }) => `${path}: ${cacheControl || '(none)'}`),
    `${host.name}: immutable caching`,
  ).toEqual([])
  for (const { path, cacheControl } of answers.filter((a) => a.path.startsWith('/assets/')))
    expect(cacheControl, `${host.name}: ${path}`).toBe('public, max-age=31536000, immutable')
  const missing = await ask(host, '/assets/no-such-file.js')
  expect(missing.status).toBe(404)
  expect(header(missing, 'cache-control') ?? '', `${host.name}: a 404 under /assets/`).not.toMatch(/immutable/)
}

/**
 * In a browser, the contact address typed by hand (no slash, a service in the query) opens
 * the contact page with that service selected, on this host.
 */
export async function handTypedContactPreselects(page: Page, host: Host): Promise<void> {
  await page.goto(`${host.origin}/en/contact?selected_service=integracion_crms`)
  await waitForContactForm(page)
  await expect(page.locator('input[type="hidden"][name="selected_service"]')).toHaveValue('integracion_crms')
  // The island took the service from the address and then removed it, on the published address.
  await expect(page).toHaveURL(`${host.origin}${localePath('en', '/contact')}`)
}
