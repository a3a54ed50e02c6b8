import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { gzipSize, inlineScriptsGzip } from '../../scripts/tools/bench/js.ts'
import { pageScripts } from '../../scripts/build/prerender/page-scripts.ts'
import { cspHash } from '../../scripts/build/prerender/policy.ts'
import { SPECULATION_RULES } from '../../scripts/build/prerender/client-code.ts'
import { DIST, distHtmlFiles, readDist, urlOf } from './support/dist.ts'
import { metaPolicy } from './support/policy.ts'
import { LANGS, localePath, throttleLikeAPhone } from './support/site.ts'

// What runs in the browser (docs/decisions.md, "Only the contact form runs React", "A page
// script of at most 2 KB" and "Search is plain DOM over Pagefind"; docs/islands.md): static pages
// carry only a small inline script; the contact and search pages add their island and the loader
// and strategies that request it, and nothing else anywhere.

/**
 * The page's first-party script: inline code and the files it loads, preloads, or requests for an
 * island (data-island-src, which the page script turns into a module script when it is needed).
 */
function scriptsOf(html: string): { inline: string[]; files: string[] } {
  const files = [...html.matchAll(/<(?:script|link|div)\b[^>]*\s(?:src|href|data-island-src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)
  return { inline: pageScripts(html).inline, files: [...new Set(files)] }
}

const isContact = (file: string) => /(^|\/)contact\/index\.html$/.test(file)
const isSearch = (file: string) => /(^|\/)search\/index\.html$/.test(file)

/** The script hashes a page's policy <meta> allows. */
const policyHashes = (html: string) => metaPolicy(html).match(/'sha256-[^']+'/g) ?? []
const CONTACT_ISLAND = /^\/assets\/contact-[^/]+\.js$/
const SEARCH_ISLAND = /^\/assets\/search-[^/]+\.js$/

test('no page but contact and search loads a script file, its island’s: pages are static HTML', () => {
  for (const file of distHtmlFiles()) {
    const { files } = scriptsOf(readDist(file))
    const island = isContact(file) ? [expect.stringMatching(CONTACT_ISLAND)] : isSearch(file) ? [expect.stringMatching(SEARCH_ISLAND)] : []
    expect(files, file).toEqual(island)
  }
})

test('every page runs the Speculation Rules in its head and the page script last in its body; a page with a video, the videos’ script after it; a page with an island, the islands’ loader and its strategies', () => {
  // Last, the scripts find the document parsed and wait for no event; nothing else inline is
  // JavaScript, so what Lighthouse counts to the page's own script is these (npm run bench).
  // Static pages never parse the loader, nor a page without a video the videos' script.
  const loaderOn = (file: string) => readDist(file).includes('data-island-src=')
  const videoOn = (file: string) => readDist(file).includes(' data-video="')
  const withIsland = distHtmlFiles().filter(loaderOn)
  const without = distHtmlFiles().filter((file) => !loaderOn(file) && !videoOn(file))
  expect(withIsland.map(urlOf).sort()).toEqual(LANGS.flatMap((lang) => [localePath(lang, '/contact'), localePath(lang, '/search')]).sort())
  const pageScript = pageScripts(readDist(without[0] as string)).inline.at(-1) as string
  const withVideo = distHtmlFiles().filter(videoOn)
  expect(withVideo.length).toBeGreaterThan(0)
  const videoScript = pageScripts(readDist(withVideo[0] as string)).inline.at(-1) as string
  expect(videoScript).toMatch(/querySelectorAll\(`\[data-video\]`\)/)
  // The contact form loads on touch or when idle (src/contact/ContactSection.tsx): the loader, then
  // those two strategies (src/islands/strategies/), and not the one for islands made visible.
  const [islandScripts] = withIsland.filter(isContact).map((file) => pageScripts(readDist(file)).inline.slice(-3))
  const [islandLoader, touch, idle] = islandScripts as [string, string, string]
  expect(islandLoader).toMatch(/globalThis\.__islands=/)
  expect(touch).toMatch(/__islands\.each\(.touch./)
  expect(idle).toMatch(/__islands\.each\(.idle./)
  // The search form loads on touch or when the address asks for results (src/pages/SearchPage.tsx).
  const query = pageScripts(readDist(withIsland.find(isSearch) as string)).inline.at(-1) as string
  expect(query).toMatch(/__islands\.each\(.query./)
  expect(new Set([pageScript, videoScript, islandLoader, touch, idle, query]).size).toBe(6)
  // The root not-found page's page script swaps in the address's language (src/islands/not-found.ts): no script of its own.
  for (const file of distHtmlFiles()) {
    const html = readDist(file)
    const own = isSearch(file)
      ? [pageScript, islandLoader, touch, query]
      : withIsland.includes(file)
        ? [pageScript, islandLoader, touch, idle]
        : withVideo.includes(file)
          ? [pageScript, videoScript]
          : [pageScript]
    expect(pageScripts(html).inline, file).toEqual([SPECULATION_RULES, ...own])
    // Its policy allows exactly these, and no script another page runs.
    expect(policyHashes(html).sort(), file).toEqual([SPECULATION_RULES, ...own].map(cspHash).sort())
    const last = own.map((script) => `<script>${script}</script>`).join('') + '</body>'
    expect(html.slice(html.lastIndexOf(last)).slice(last.length).trim(), `${file} ends with its own scripts`).toBe('</html>')
    // Each in a function of its own: two classic scripts share the page's global names.
    for (const script of own) expect(script, file).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\)$/)
  }
})

test('each page’s first-party script, listed: at most 2 KB gzip on static pages', () => {
  const rows = distHtmlFiles().map((file) => {
    // Sized as `npm run bench` sizes a first load: each inline script (the Speculation Rules) and each file, gzip -9.
    const html = readDist(file)
    const { files } = scriptsOf(html)
    const bytes = inlineScriptsGzip(html) + files.reduce((sum, f) => sum + gzipSize(readFileSync(join(DIST, f))), 0)
    return { page: urlOf(file), files: files.length, gzip: bytes }
  })
  test.info().annotations.push({
    type: 'first-party script (gzip bytes)',
    description: rows.map((r) => `${r.page}: ${r.gzip} B in ${r.files} file(s) + inline`).join('; '),
  })
  console.log(rows.map((r) => `${r.page.padEnd(42)} ${String(r.gzip).padStart(6)} B gzip, ${r.files} file(s)`).join('\n'))
  for (const row of rows.filter((r) => !/\/(contact|search)\/$/.test(r.page))) expect(row.gzip, row.page).toBeLessThanOrEqual(2048)
  // The search page's own part of a search, Pagefind's aside: the island in one file, about 1.5 KB
  // (docs/decisions.md, "Search is plain DOM over Pagefind").
  for (const row of rows.filter((r) => r.page.endsWith('/search/'))) expect([row.files, row.gzip <= 4096], row.page).toEqual([1, true])
})

test('the search island ships plain DOM and Pagefind’s import, not React, the router, i18next or the pages', () => {
  const { files } = scriptsOf(readDist('search/index.html'))
  const code = files.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n')
  expect(code).toContain('"/pagefind/pagefind.js"')
  for (const marker of ['react.dev/errors/', 'useNavigate() may be used only', 'i18next::translator', 'innerHTML', 'insertAdjacentHTML'])
    expect(code, marker).not.toContain(marker)
})

test('the contact island ships React and the form, not the router, i18next or the pages', () => {
  const { files } = scriptsOf(readDist('contact/index.html'))
  const code = files.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n')
  expect(code).toContain('sendForm') // EmailJS
  // Strings only the router, i18next and the page components carry.
  for (const marker of ['useNavigate() may be used only', 'i18next::translator', 'Soluciones Tecnológicas', 'data-section'])
    expect(code, marker).not.toContain(marker)
  // The phone library's full metadata stays lazy: fetched on demand, never on the first load. The
  // island's container names its file, for the island to preload when a typed number needs it.
  expect(files.some((f) => f.includes('phoneLibrary'))).toBe(false)
  const lazy = /data-island-lazy="\/(assets\/phoneLibrary-[^"]+\.js)"/.exec(readDist('contact/index.html'))?.[1]
  expect(lazy).toBeDefined()
  expect(existsSync(join(DIST, lazy!))).toBe(true)
})

test('each prefixed language has its own 404 page, and dist/ has no _redirects for hosts to refuse', () => {
  // Cloudflare Pages finds the nearest 404.html by itself, and refuses a _redirects rule with status
  // 404; Netlify and nginx get theirs from deploy/ (docs/deploying.md).
  expect(existsSync(join(DIST, '_redirects'))).toBe(false)
  for (const lang of LANGS) expect(readDist(localePath(lang, '/404.html').slice(1)), lang).toContain(`<html lang="${lang}"`)
})

test('every page carries Speculation Rules and the view transition opt-in', () => {
  for (const file of distHtmlFiles()) {
    const html = readDist(file)
    const rules = /<script type="speculationrules">([^<]*)<\/script>/.exec(html)?.[1]
    expect(rules, file).toBeDefined()
    expect(JSON.parse(rules!).prerender[0].eagerness, file).toBe('moderate')
    expect(html, file).toMatch(/@view-transition\s*{\s*navigation:\s*auto/)
  }
})

test('the Speculation Rules prerender page addresses as published, never a file nor a form a host would redirect', async ({ page }) => {
  await page.goto('/')
  const hrefs = [
    '/',
    '/en/',
    '/en/about/',
    '/contact/?selected_service=integracion_crms',
    '/en/about',
    '/rss.xml',
    '/images/og/es.jpg',
    '/en/404.html',
  ]
  const prerendered = await page.evaluate(
    ({ rules, hrefs }) => {
      // The browser's own URLPattern, which Speculation Rules match with (TypeScript's DOM types lack it).
      const { URLPattern } = globalThis as unknown as { URLPattern: new (pattern: string, base: string) => { test(url: URL): boolean } }
      const patterns =
        (JSON.parse(rules) as { prerender: { where: { and: { href_matches?: string[] }[] } }[] }).prerender[0]?.where.and[0]?.href_matches ?? []
      return hrefs.filter((href) => patterns.some((pattern) => new URLPattern(pattern, location.origin).test(new URL(href, location.origin))))
    },
    { rules: SPECULATION_RULES, hrefs },
  )
  expect(prerendered).toEqual(['/', '/en/', '/en/about/', '/contact/?selected_service=integracion_crms'])
})

test.describe('on a slow phone (slow 4G, CPU 4x slower), at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  for (const lang of LANGS) {
    test(`the menu opens on the first tap, right after the title shows (${lang})`, async ({ page }) => {
      await throttleLikeAPhone(page)
      await page.goto(localePath(lang, '/services'), { waitUntil: 'commit' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.locator('details[data-menu] > summary').tap()
      await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible()
    })
  }
})
