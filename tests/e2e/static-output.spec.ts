import { expect, test } from '@playwright/test'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { langFromPath, neutralPath } from '../../src/i18n/paths.ts'
import { alternates, absoluteUrl } from '../../src/seo/urls.ts'
import { site } from '../../src/site.ts'
import { headersFor, parseHeaders } from '../../scripts/tools/serve/headers.ts'
import { woff2Files } from '../../scripts/build/prerender/html.ts'
import { DIST, attributeValues, distHtmlFiles, readDist, urlOf } from './support/dist.ts'
import { directives, metaPolicy } from './support/policy.ts'
import { described, publishedUrls } from './support/published.ts'
import { ALL_URLS, BLOG_URLS } from './support/site.ts'
import { xmlErrors } from '../support/xml.ts'

// Checks of the build output itself, read from dist/ without a browser.
const pages = distHtmlFiles().filter((file) => !file.endsWith('404.html'))

test('every HTML file in dist/ is valid HTML', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader()) // reads .htmlvalidate.json
  const problems: string[] = []
  for (const file of distHtmlFiles()) {
    const report = await validator.validateString(readDist(file), join(DIST, file))
    for (const result of report.results) for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`)
  }
  expect(problems).toEqual([])
})

// The W3C Nu HTML Checker (npm vnu-jar, run on the system's Java) is the reference for validity.
// Its CSS module predates view transitions, so it reports their at-rule, property and pseudo-elements
// (Chromium 126+, Baseline for the properties we use) as unknown: only those messages are set aside.
const NU_CSS_GAPS = [/“view-transition-name”/, /“@view-transition”/]
const nuCssGap = (m: { message: string; extract?: string }) =>
  NU_CSS_GAPS.some((gap) => gap.test(m.message)) || (m.message === 'CSS: Parse Error.' && /-(old|new)\(root\)/.test(m.extract ?? ''))

test('every HTML file in dist/ passes the W3C Nu HTML Checker', () => {
  const vnuJar = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
  // vnu exits 1 when it reports errors: the report is on stderr either way.
  let report = ''
  try {
    execFileSync(process.env.JAVA ?? 'java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', DIST], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
  } catch (error) {
    report = (error as { stderr: string }).stderr
  }
  const messages = report
    ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string; lastLine?: number }[] }).messages
    : []
  const errors = messages.filter((m) => !nuCssGap(m)).map((m) => `${m.url.replace(/^file:.*?dist\//, '')}:${m.lastLine ?? 0} ${m.message}`)
  expect(errors).toEqual([])
  // It did check the pages: the view-transition rules every page inlines were seen.
  expect(new Set(messages.map((m) => m.url)).size).toBe(distHtmlFiles().length)
})

test('the build prerendered exactly the site pages, plus a 404 page per language', () => {
  expect(pages.map(urlOf).sort()).toEqual([...ALL_URLS, ...BLOG_URLS].sort())
  for (const file of ['404.html', 'en/404.html', 'pt/404.html']) expect(existsSync(join(DIST, file)), file).toBe(true)
})

test('every address dist/ publishes names a file the build wrote, served as it is: a page behind its slash, never a redirect', () => {
  // A page is a folder's index.html, served at the folder's address with its slash; anything else
  // is a file by its own name (src/i18n/paths.ts). /en/about without its slash names a folder,
  // which hosts answer with a redirect: it fails here too.
  const served = (path: string) => {
    const file = join(DIST, decodeURIComponent(path.split('?')[0] ?? ''), path.split('?')[0]?.endsWith('/') ? 'index.html' : '')
    return existsSync(file) && statSync(file).isFile()
  }
  const urls = publishedUrls()
  expect(urls.size).toBeGreaterThan(ALL_URLS.length)
  const missing = [...urls.keys()].filter((path) => !served(path)).map((path) => described(urls, path))
  expect(missing).toEqual([])
})

test('dist/ holds no dotfile and no _redirects: nothing a host would serve that the site did not mean to', () => {
  const names = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  expect(names.filter((name) => name.split('/').some((segment) => segment.startsWith('.')))).toEqual([])
  expect(names).not.toContain('_redirects')
})

test('dist/ holds no route loader data: the site has no loaders, and the build writes none of their nulls', () => {
  expect(readdirSync(DIST).filter((name) => name.startsWith('static-loader-data'))).toEqual([])
})

test('every page carries its Content-Security-Policy in a <meta>, before anything it governs: the header’s policy for its address, less what only a header carries', () => {
  const rules = parseHeaders(readDist('_headers'))
  const headerOnly = new Set(['frame-ancestors', 'report-uri', 'sandbox'])
  for (const file of distHtmlFiles()) {
    const html = readDist(file)
    expect(html.match(/<meta http-equiv="Content-Security-Policy"/g), file).toHaveLength(1)
    const meta = metaPolicy(html)
    // Before every script, style and link of the page: a <meta> policy governs only what follows it.
    const first = html.search(/<(script|style|link)\b/)
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"'), file).toBeLessThan(first)
    const header = headersFor(rules, file.endsWith('404.html') ? '/no-such-page' : urlOf(file))['content-security-policy'] ?? ''
    expect(directives(meta), file).toEqual(directives(header).filter((directive) => !headerOnly.has(directive.split(' ')[0] ?? '')))
  }
})

test('no page links into another language except through the language selector and hreflang', () => {
  const crossing: string[] = []
  for (const file of pages) {
    const html = readDist(file)
    const lang = langFromPath(urlOf(file))
    const selector = /<nav aria-label="[^"]*" class="[^"]*languages[^"]*">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
    const links = attributeValues(html.replace(selector, ''), 'a', 'href').filter((href) => href.startsWith('/'))
    for (const href of links) if (langFromPath(href) !== lang) crossing.push(`${file}: ${href}`)
  }
  expect(crossing).toEqual([])
})

test('every XML file the build wrote (the feeds, the sitemap) parses with a real XML parser', () => {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.xml'))
  expect(files.sort()).toEqual(['en/rss.xml', 'pt/rss.xml', 'rss.xml', 'sitemap.xml'])
  expect(files.flatMap((file) => xmlErrors(readDist(file), file))).toEqual([])
})

test('canonical, hreflang and the sitemap agree with the set of built pages', () => {
  const sitemap = readDist('sitemap.xml')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  const builtUrls = pages.map((file) => {
    const path = urlOf(file)
    return absoluteUrl(langFromPath(path), neutralPath(path))
  })
  expect(locs.sort()).toEqual([...builtUrls].sort())

  for (const file of pages) {
    const html = readDist(file)
    const path = urlOf(file)
    const page = neutralPath(path)
    const expected = alternates(page)
    expect(
      [...html.matchAll(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
      file,
    ).toEqual([absoluteUrl(langFromPath(path), page)])
    const hreflangs = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/gi)].map((m) => ({
      hreflang: m[1],
      href: m[2],
    }))
    expect(hreflangs, file).toEqual(expected)
    // Reciprocal: every alternate is itself a built page that lists this one.
    for (const alt of expected) expect(builtUrls, `${file} -> ${alt.href}`).toContain(alt.href)
    const entry =
      new RegExp(`<loc>${absoluteUrl(langFromPath(path), page).replace(/[.?]/g, '\\$&')}</loc>([\\s\\S]*?)</url>`).exec(sitemap)?.[1] ?? ''
    expect(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ hreflang: m[1], href: m[2] })),
      file,
    ).toEqual(expected)
  }
  expect(readDist('robots.txt')).toContain(`Sitemap: ${site.url}/sitemap.xml`)
})

test('every page carries one title, its own description, social cards and JSON-LD', () => {
  for (const file of distHtmlFiles()) {
    const html = readDist(file)
    expect(html.match(/<title/g), file).toHaveLength(1)
    expect(html.match(/<html/g), file).toHaveLength(1)
    expect(html.match(/ lang="/g)?.length, file).toBeGreaterThanOrEqual(1)
    for (const property of ['og:title', 'og:description', 'og:locale', 'og:image']) {
      expect(html, `${file} ${property}`).toContain(`property="${property}"`)
    }
    // A not-found page is sent at whatever address was asked for: it has no URL of its own to give.
    expect(html.includes('property="og:url"'), `${file} og:url`).toBe(!file.endsWith('404.html'))
    expect(html, file).toContain('name="twitter:card" content="summary_large_image"')
    const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'))
    const types = ld.map((item) => item['@type'])
    expect(types, file).toContain('Organization')
    const organization = ld.find((item) => item['@type'] === 'Organization')
    expect(organization).toMatchObject({ name: site.name, telephone: site.phone, sameAs: site.social.map((s) => s.href) })
    if (/services\/[^/]+\/index\.html$/.test(file)) expect(types, file).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']))
  }
})

test('zod and the content tooling stay out of the browser bundles', () => {
  const assets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'))
  const leaking = assets.filter((name) => /ZodError|gray-matter/.test(readFileSync(join(DIST, 'assets', name), 'utf8')))
  expect(leaking).toEqual([])
})

test('each page preloads its hero image, the largest paint, with high priority', () => {
  // A blog post opens with its title and cover instead of a hero (blog.spec.ts checks its preload).
  const isPost = (file: string) => /^(?:(?:en|pt)\/)?blog\/(?!page\/|tags\/)[^/]+\/index\.html$/.test(file)
  // The search page opens with its title and form, text only: no image to preload (search.spec.ts).
  const isSearch = (file: string) => /^(?:(?:en|pt)\/)?search\/index\.html$/.test(file)
  for (const file of distHtmlFiles().filter((file) => !isPost(file) && !isSearch(file))) {
    const html = readDist(file)
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0] ?? ''
    expect(attributeValues(preload, 'link', 'fetchpriority'), file).toEqual(['high'])
    // The hero is the <img> the Hero marks (the page script shows its loaded state); every page
    // has exactly one.
    const heroes = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\sdata-hero[\s=>]/.test(tag))
    expect(heroes, `${file} has one hero image`).toHaveLength(1)
    const hero = /\ssrc="(\/images\/hero\/[^"]+)\.(?:jpe?g|png)"/.exec(heroes[0] ?? '')?.[1]
    expect(hero, `${file}: hero image path`).toBeDefined()
    expect(attributeValues(preload, 'link', 'imagesrcset')[0], file).toMatch(new RegExp(`^${hero}-\\d+\\.avif `))
  }
})

/** The script files a built chunk imports, statically or on demand (`./name.js`, as the build writes them). */
function importedScripts(file: string): string[] {
  const code = readFileSync(join(DIST, file), 'utf8')
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => `/assets/${m[1]}`)
}

test('the contact page runs at most 2 script files, none of them asked for by its head', () => {
  for (const file of distHtmlFiles().filter((f) => /(^|\/)contact\/index\.html$/.test(f))) {
    const html = readDist(file)
    // The island's script comes when the form is needed (src/islands/load-islands.ts), and a preload with it if ever.
    expect(html, file).not.toMatch(/<script\b[^>]*\ssrc=|<link\b[^>]*rel="modulepreload"/)
    const island = /<div data-island="contact" data-island-src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string
    expect(island, file).toBeDefined()
    // Everything the island can load: its own file and every file that one imports, on demand or not.
    const files = new Set([island])
    for (const next of files) for (const imported of importedScripts(next.slice(1))) files.add(imported)
    expect([...files].length, `${file}: ${[...files].join(', ')}`).toBeLessThanOrEqual(2)
  }
})

test('every page carries the whole stylesheet inline, links none, and preloads its font', () => {
  // One CSS file for the site (vite.config.ts), inlined whole: a stylesheet arriving after the
  // first paint would restyle and lay out the whole page again (scripts/build/prerender/finish.ts).
  const sheets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.css'))
  expect(sheets).toHaveLength(1)
  const sheet = readFileSync(join(DIST, 'assets', sheets[0] ?? ''), 'utf8').trim()
  const fonts = woff2Files(sheet)
  expect(fonts.length, 'the stylesheet declares the web font').toBeGreaterThan(0)
  for (const file of distHtmlFiles()) {
    const html = readDist(file)
    expect(html, file).not.toMatch(/<link\b[^>]*(?:rel="stylesheet"|as="style")/)
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    expect(inline.includes(sheet), `${file} inlines the stylesheet whole`).toBe(true)
    for (const font of fonts) expect(html, file).toContain(`<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin/>`)
  }
})

test('every page asks for its manifest with credentials, so it comes over the page connection', () => {
  // Without credentials, browsers open a second connection (and TLS handshake) for the manifest
  // while the hero is still loading.
  for (const file of distHtmlFiles())
    expect(readDist(file), file).toMatch(/<link rel="manifest" href="\/site\.webmanifest" crossorigin="use-credentials"\s*\/?>/)
})
