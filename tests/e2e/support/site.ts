import { expect, type Page } from '@playwright/test'
import { LANGS, type Lang } from '../../../src/i18n/languages.ts'
import { langFromPath, localePath, neutralPath } from '../../../src/i18n/paths.ts'
import { site } from '../../../src/site.ts'
import { serviceKeysOf } from '../../../scripts/build/content/files.ts'
import { publishedPosts } from '../../../scripts/build/content/post-files.ts'
import { listPagePath, pageCount } from '../../../src/content/blog/pagination.ts'
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK } from '../../../scripts/tools/bench/profile.ts'

export { LANGS, localePath, type Lang }
export const langOf = (url: string): Lang => langFromPath(new URL(url, 'http://x').pathname)

export const SERVICE_KEYS = serviceKeysOf(process.cwd(), 'es')

/** Every language-neutral page of the site. */
export const PAGES = ['/', '/services', ...SERVICE_KEYS.map((key) => `/services/${key}`), '/about', '/blog', '/contact', '/privacy-policy', '/search']

/** Every prerendered URL: each page in each language. */
export const ALL_URLS = LANGS.flatMap((lang) => PAGES.map((page) => localePath(lang, page)))

/**
 * What a page's "Edit this page" opens: the content file it is made from, on the repository host
 * (src/site.ts, `editUrl`), as docs/decisions.md, "Translations kept up section by section", lists
 * them; none for a page made of many files.
 */
export function editAddress(url: string): string | null {
  const page = neutralPath(new URL(url, 'http://x').pathname)
  const strings: Record<string, string> = { '/': 'home', '/services': 'services', '/contact': 'contact' }
  const file = strings[page]
    ? `strings/${strings[page]}.json`
    : /^\/(about|privacy-policy|services\/\w+|blog\/(?!page\/|tags\/)[\w-]+)$/.test(page)
      ? `${page.slice(1)}.mdx`
      : undefined
  return file && site.editUrl ? `${site.editUrl}content/${langOf(url)}/${file}` : null
}

/** A language's blog pages past /blog, which PAGES has: further list pages, posts, tags. */
export function blogPages(lang: Lang): string[] {
  const posts = publishedPosts(process.cwd(), lang)
  const lists = Array.from({ length: pageCount(posts.length) - 1 }, (_, i) => listPagePath(i + 2))
  const tags = [...new Set(posts.flatMap((post) => post.tags))].map((tag) => `/blog/tags/${tag}`)
  return [...lists, ...posts.map((post) => `/blog/${post.slug}`), ...tags]
}

/**
 * The blog's URLs beyond /blog, in every language. Tested by blog.spec.ts rather than by every
 * suite through ALL_URLS, so the site-wide suites keep their pace as posts are added.
 */
export const BLOG_URLS = LANGS.flatMap((lang) => blogPages(lang).map((page) => localePath(lang, page)))

/** The header's navigation as a visitor reads it in each language: its name and its links. */
export const MAIN_NAV: Record<Lang, { name: string; links: string[] }> = {
  es: { name: 'Navegación principal', links: ['Inicio', 'Servicios', 'Nosotros', 'Contacto'] },
  en: { name: 'Main navigation', links: ['Home', 'Services', 'About us', 'Contact'] },
  pt: { name: 'Navegação principal', links: ['Início', 'Serviços', 'Sobre nós', 'Contato'] },
}

/** Unknown addresses, and the not-found page each answers with: its language and its heading. */
export const NOT_FOUND = [
  { url: '/no-such-page', lang: 'es', heading: 'Página no encontrada' },
  { url: '/en/no-such-page', lang: 'en', heading: 'Page not found' },
  { url: '/pt/no-such-page', lang: 'pt', heading: 'Página não encontrada' },
  { url: '/services/no_such_service', lang: 'es', heading: 'Página no encontrada' },
  { url: '/en/services/no_such_service', lang: 'en', heading: 'Page not found' },
] as const

/**
 * Collects what would make a page broken for a visitor: console errors (React hydration
 * mismatches included), uncaught exceptions, and failed same-origin requests.
 */
export function watchForErrors(page: Page): () => void {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    // A 404 page's own status is reported by its test; here only its subresources count.
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('response', (response) => {
    if (response.request().isNavigationRequest()) return
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  return () => expect(problems, problems.join('\n')).toEqual([])
}

/**
 * Waits until the contact island runs: its submit button, disabled in the prerendered page, is
 * enabled by the island's first render. (Every other page is static: nothing to wait for.)
 */
export async function waitForContactForm(page: Page): Promise<void> {
  await expect(page.locator('[data-island="contact"] button[type="submit"]')).toBeEnabled({ timeout: ISLAND_READY_MS })
}

/**
 * How long an untouched contact page may take to run its island: by design it waits for the
 * hero's paint report (up to 1 s after the mark) and the browser's idle time (up to 3 s,
 * src/islands/load-islands.ts), then downloads and hydrates. A busy 2-core CI machine, running two
 * browsers, has taken more than expect's default 5 s for all of it.
 */
const ISLAND_READY_MS = 15_000

/**
 * A mid-range phone on a slow connection, as the bench's phone profile: Lighthouse's slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a CPU 4x slower, through Chromium's own
 * throttling (DevTools protocol): scripts/tools/bench/profile.ts, shared with `npm run bench`.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
}

/**
 * Rendered elements whose right edge passes the screen's, as `tag.class`. A closed menu's content
 * is not rendered; a code sample scrolls inside its own box, so what is inside a <pre> is not counted.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.checkVisibility() && !el.parentElement?.closest('pre'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
  })
}
