import { test as playwrightTest, expect, type APIRequestContext, type Page } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ERROR_PAGE_TITLE } from '../../scripts/dev/dev-pages.ts'
import { projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { LANGS } from '../../src/i18n/languages.ts'
import { FIVE_SLIPS_FILE, FIVE_SLIPS_LINES, FIVE_SLIPS_SLUG, fiveSlipsPost } from '../fixtures/five-slips.ts'
import { postFile } from '../fixtures/post-file.ts'

/**
 * The editor's loop in `npm run dev` (content/README.md, "See your change: the preview"): on a scratch copy of
 * the site, with a page open, an edit shows by itself, a mistake shows on the pages that use the
 * file and goes away with the fix, posts come and go, images are the build's, unknown pages are
 * 404, and the terminal stays short. Not the production build: this spec starts its own server.
 */

/**
 * A test's tab, which must not be left on the error page: it reloads by itself at the next save's
 * announcement, and a tab closed as a reload commits can hang Chromium's teardown for good (a run of
 * this file once stopped for 120 s there, twice after a test whose last check also matched the error
 * page). Checked as the tab closes, so a test that opens none opens none for the check.
 */
const test = playwrightTest.extend({
  page: async ({ page }, provide) => {
    await provide(page)
    expect(await page.title(), 'the test ended on the error page, whose reload races the tab closing').not.toBe(ERROR_PAGE_TITLE)
  },
})

// One dev server and one copy for the whole file, changed step by step.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const ROOT = process.cwd()
const SETTLE = { timeout: 30_000 } // a reload after a save takes about a second; a loaded machine more
const POST = 'dev-loop-scratch-post'
const POLICY = 'content/en/privacy-policy.mdx'
const PLANTED = 'public/images/blog/dev-loop-planted.js'
const REFUSED_SCRIPT =
  'expected an image (.jpg, .jpeg, .png, .webp, .avif, .svg) or public/site.webmanifest, found a .js file: a browser would run it as a script'

let copy: { dir: string; remove: () => void }
let server: ChildProcess
let base = ''

/** The status the preview answers for a page, asked as a browser asks for one (HTML). */
const pageStatus = async (request: APIRequestContext, path: string) => (await request.get(base + path, { headers: { accept: 'text/html' } })).status()
const terminal: string[] = []

const file = (relative: string) => join(copy.dir, relative)
const read = (relative: string) => readFileSync(file(relative), 'utf8')
const write = (relative: string, text: string) => writeFileSync(file(relative), text)
/** The terminal's lines since `from` (an index into `terminal`), without colours or blank lines. */
const linesSince = (from: number) =>
  terminal
    .slice(from)
    // eslint-disable-next-line no-control-regex
    .map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''))
    .filter((line) => line.trim())

function post(lang: string): string {
  return postFile(`The body of the scratch post, in ${lang}.`, {
    title: `A scratch post for the dev loop in ${lang}`,
    description: 'Written by the dev server test, long enough for the schema of a post card.',
    date: '2026-01-15',
  })
}

test.beforeAll(async () => {
  copy = projectCopy(ROOT, 'dev-loop')
  // A file already broken when the server starts: the fix must show without a restart.
  write(POLICY, read(POLICY).replace(/^meta:$/m, 'mata:'))
  // And a script under public/, which the build refuses and Vite would serve as it is.
  write(PLANTED, 'alert(document.domain)\n')
  // Committed, as a clone is: what a translation is behind is read from git, with what is saved since (scripts/tools/i18n-status/lag.ts).
  write('.gitignore', 'node_modules\ndist\n')
  const identity = {
    GIT_AUTHOR_NAME: 'Editor',
    GIT_AUTHOR_EMAIL: 'e@example.com',
    GIT_COMMITTER_NAME: 'Editor',
    GIT_COMMITTER_EMAIL: 'e@example.com',
  }
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'Start'],
  ])
    execFileSync('git', args, { cwd: copy.dir, env: { ...process.env, ...identity } })
  server = spawn(process.execPath, [join(ROOT, 'node_modules/.bin/vite-react-ssg'), 'dev'], {
    cwd: copy.dir,
    env: { ...process.env, PORT: '0', I18N_DEBUG: '', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let partial = ''
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    terminal.push(...lines)
  }
  server.stdout?.on('data', collect)
  server.stderr?.on('data', collect)
  await expect.poll(() => terminal.map((line) => /Local:\s+(http:\/\/\S+?)\/?\s*$/.exec(line)?.[1]).find(Boolean), { timeout: 60_000 }).toBeTruthy()
  base = terminal.map((line) => /Local:\s+(http:\/\/\S+?)\/?\s*$/.exec(line)?.[1]).find(Boolean) as string
})

test.afterAll(() => {
  server?.kill()
  copy?.remove()
})

/**
 * Opens a page in the preview and gives its status. The preview reloads every open tab when a
 * file changes: on a loaded machine, the reload for an earlier step's save can arrive late and
 * abort this navigation, which is the preview working, not this page failing:
 * it is opened again.
 */
async function open(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await page.goto(base + path)
      return response?.status()
    } catch (error) {
      // Playwright names it either way, as the reload arrives before or after this navigation starts.
      const interrupted = /net::ERR_ABORTED|is interrupted by another navigation/.test(String(error))
      if (attempt === 3 || !interrupted) throw error
    }
  }
}

/**
 * The fixed page in place of the error page: the error page has a heading too, so only its title
 * gone tells that the reload the fix set off has happened.
 */
async function expectPageBack(page: Page) {
  await expect(page).not.toHaveTitle(ERROR_PAGE_TITLE, SETTLE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('a fresh preview renders the search page as its first page, with its lists of services and posts', async ({ request }) => {
  // Its lists read two content modules: one read per component, as React tells a component's suspended reads
  // apart by their order (src/components/search/SiteIndex.tsx). Read in one, the first page rendered failed with 500.
  expect(await pageStatus(request, '/search/')).toBe(200)
})

test('the preview’s search page says searching needs a build, and keeps its list of the whole site', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  expect(await open(page, '/en/search/')).toBe(200)
  await page.locator('[data-island="search"] input[name="q"]').fill('crm')
  // The preview builds no index (scripts/dev/dev-search.ts): the island's own failure notice, not an error page.
  await expect(page.locator('[data-search-status]')).toHaveText('Search is not available right now. The list of the whole site is still below.')
  await expect(page.locator('#everything a[href="/en/services/integracion_crms/"]')).toBeVisible()
  expect(errors).toEqual([])
})

test('the terminal prints the address and little else: at most 15 lines up to the first page', async ({ request }) => {
  expect(await pageStatus(request, `/`)).toBe(200)
  const lines = linesSince(0)
  expect(lines.join('\n')).toContain('Local:')
  expect(lines.join('\n')).not.toContain('i18next')
  expect(lines.join('\n')).not.toContain('PostCSS')
  expect(lines.length).toBeLessThanOrEqual(15)
})

test('an edit to an MDX file shows on the open page by itself, with one terminal line', async ({ page }) => {
  await open(page, '/en/about/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  const from = terminal.length
  write('content/en/about.mdx', read('content/en/about.mdx').replace(/^ {2}title: About us$/m, '  title: About us, edited'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us, edited', SETTLE)
  await expect.poll(() => linesSince(from).length, SETTLE).toBeGreaterThan(0)
  expect(linesSince(from)).toEqual([expect.stringMatching(/page reload content\/en\/about\.mdx$/)])
})

test('a tab whose page was rendered before a save, and that connects after the save was announced, shows the change', async ({ page }) => {
  // The race, made certain: the page is rendered, but its connection to the server (Vite's
  // client) is held until the open tabs have been told of the save (the terminal's line), so the
  // announcement never reaches it.
  const file = 'content/en/about.mdx'
  const title = /^hero:\n {2}title: (.*)$/m.exec(read(file))?.[1] ?? ''
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${base}/@vite/client`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${base}/en/about/`, { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const from = terminal.length
  write(file, read(file).replace(/^hero:\n {2}title: .*$/m, `hero:\n  title: ${title}, seen late`))
  await expect.poll(() => linesSince(from).join('\n'), SETTLE).toMatch(/page reload content\/en\/about\.mdx/)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title}, seen late`, SETTLE)
  // As the tests after this one expect it.
  write(file, read(file).replace(`  title: ${title}, seen late`, `  title: ${title}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, SETTLE)
})

test('an edit shows in place, without a reload: the page keeps its scroll, and its hero shows whole', async ({ page }) => {
  await open(page, '/en/services/integracion_crms/')
  await page.evaluate(() => {
    ;(window as unknown as { kept?: boolean }).kept = true
    window.scrollTo(0, 600)
  })
  const file = 'content/en/services/integracion_crms.mdx'
  write(file, read(file).replace(/^callToAction:\n {2}text: (.*)$/m, 'callToAction:\n  text: $1, now'))
  await expect(page.getByRole('link', { name: /, now$/ })).toBeVisible(SETTLE)
  // The same document: no navigation, the scroll where the reader left it.
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
  await expect(page.locator('img[data-hero]')).toHaveAttribute('data-loaded', '')
})

test("a post's new title shows on the list that shows it; an edit to its body alone leaves the lists as they were", async ({ page }) => {
  await open(page, '/en/blog/')
  const file = 'content/en/blog/que-implica-integrar-un-crm.mdx'
  const title = /^title: (.*)$/m.exec(read(file))?.[1] ?? ''
  write(file, read(file).replace(/^title: .*$/m, `title: ${title}, retitled`))
  await expect(page.getByRole('link', { name: `${title}, retitled` })).toBeVisible(SETTLE)
  write(file, `${read(file).trimEnd()}\n\nA sentence added to the body alone.\n`)
  await open(page, '/en/blog/que-implica-integrar-un-crm/')
  await expect(page.getByText('A sentence added to the body alone.')).toBeVisible(SETTLE)
  await open(page, '/en/blog/')
  await expect(page.getByRole('link', { name: `${title}, retitled` })).toBeVisible()
})

test('a page with an island reloads whole on an edit, so its island runs on the new content', async ({ page }) => {
  await open(page, '/en/contact/')
  await expect(page.locator('[data-island="contact"] button[type="submit"]')).toBeEnabled(SETTLE)
  await page.evaluate(() => ((window as unknown as { kept?: boolean }).kept = true))
  const file = 'content/en/strings/contact.json'
  write(file, read(file).replace('"title": "Write to us"', '"title": "Write to us today"'))
  await expect(page.getByRole('heading', { level: 2, name: 'Write to us today' })).toBeVisible(SETTLE)
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBeUndefined()
  await expect(page.locator('[data-island="contact"] button[type="submit"]')).toBeEnabled(SETTLE)
  write(file, read(file).replace('"title": "Write to us today"', '"title": "Write to us"'))
  // Exact: "Write to us today" holds "Write to us", and the test would end as the reload left.
  await expect(page.getByRole('heading', { level: 2, name: 'Write to us', exact: true })).toBeVisible(SETTLE)
})

test('a strings edit shows too', async ({ page }) => {
  await open(page, '/en/contact/')
  await expect(page.getByRole('heading', { level: 2, name: 'Write to us', exact: true })).toBeVisible()
  write(
    'content/en/strings/contact.json',
    read('content/en/strings/contact.json').replace('"title": "Write to us"', '"title": "Write to us, edited"'),
  )
  await expect(page.getByRole('heading', { level: 2, name: 'Write to us, edited' })).toBeVisible(SETTLE)
})

test('a post added in three files appears on /en/blog, and goes when removed', async ({ page }) => {
  await open(page, '/en/blog/')
  const link = page.getByRole('link', { name: 'A scratch post for the dev loop in en' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(link).toHaveCount(0)
  for (const lang of LANGS) write(`content/${lang}/blog/${POST}.mdx`, post(lang))
  await expect(link.first()).toBeVisible(SETTLE)
  expect(await pageStatus(page.request, `/en/blog/${POST}`)).toBe(200)
  for (const lang of LANGS) unlinkSync(file(`content/${lang}/blog/${POST}.mdx`))
  await expect(link).toHaveCount(0, SETTLE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a misspelt field shows as file:line on its page while other pages render; the fix brings it back', async ({ page, request }) => {
  const about = read('content/en/about.mdx')
  await open(page, '/en/about/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const line = about.split('\n').findIndex((l) => l === '  sectionTitle: Who we are') + 1
  write('content/en/about.mdx', about.replace('  sectionTitle: Who we are', '  sectionTitel: Who we are'))
  await expect(page.getByText(`content/en/about.mdx:${line}:3: intro.sectionTitel: unknown field`)).toBeVisible(SETTLE)
  await expect(page.getByText('intro.sectionTitle: missing')).toBeVisible()
  await expect(page.locator('pre').first()).toContainText('^')
  await expect(page.getByText(/node_modules|\bat \w+ \(/)).toHaveCount(0) // no stack trace
  for (const other of ['/en/', '/about/', '/en/services/', '/en/blog/']) {
    const response = await request.get(base + other, { headers: { accept: 'text/html' } })
    expect(response.status(), other).toBe(200)
  }
  write('content/en/about.mdx', about)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us, edited', SETTLE)
})

test('an unfinished post breaks its own page and the blog lists, not home, about or services', async ({ page, request }) => {
  for (const lang of LANGS) write(`content/${lang}/blog/${POST}.mdx`, post(lang).replace(/^title: .*$/m, 'title: TODO'))
  // Opened before the server has seen the new files, the address is not found yet, and a tab
  // that opens after the change was announced never hears of it: wait for the server first.
  await expect.poll(() => pageStatus(request, `/en/blog/${POST}`), SETTLE).toBe(500)
  await open(page, `/en/blog/${POST}`)
  await expect(page.getByText(`content/en/blog/${POST}.mdx:2:8: title: unfinished`)).toBeVisible(SETTLE)
  expect(await pageStatus(request, '/en/blog/')).toBe(500)
  for (const path of ['/', '/blog/que-implica-integrar-un-crm/', '/en/about/', '/services/', '/pt/'])
    expect(await pageStatus(request, path), path).toBe(200)
  for (const lang of LANGS) unlinkSync(file(`content/${lang}/blog/${POST}.mdx`))
  await expect.poll(() => pageStatus(request, '/en/blog/'), SETTLE).toBe(200)
  // The open page follows: the post is gone, its address is no page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', SETTLE)
})

test('a post with five slips shows all five lines on its page at once, the same lines check:content prints', async ({ page, request }) => {
  for (const lang of LANGS) write(`content/${lang}/blog/${FIVE_SLIPS_SLUG}.mdx`, fiveSlipsPost(lang))
  await expect.poll(() => pageStatus(request, `/en/blog/${FIVE_SLIPS_SLUG}`), SETTLE).toBe(500)
  await open(page, `/en/blog/${FIVE_SLIPS_SLUG}`)
  for (const line of FIVE_SLIPS_LINES) await expect(page.getByText(line, { exact: true })).toBeVisible(SETTLE)
  await expect(page.getByText(new RegExp(`^${FIVE_SLIPS_FILE}:`))).toHaveCount(FIVE_SLIPS_LINES.length)
  expect(await pageStatus(request, `/blog/${FIVE_SLIPS_SLUG}`)).toBe(200)
  for (const lang of LANGS) unlinkSync(file(`content/${lang}/blog/${FIVE_SLIPS_SLUG}.mdx`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', SETTLE)
})

test('a deleted translation is named on its language pages, once in the terminal', async ({ page, request }) => {
  const slug = 'que-implica-integrar-un-crm'
  const translation = `content/pt/blog/${slug}.mdx`
  const text = read(translation)
  await open(page, '/pt/blog/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const from = terminal.length
  unlinkSync(file(translation))
  const named = `${translation}: missing translation of content/es/blog/${slug}.mdx`
  await expect(page.getByText(named)).toBeVisible(SETTLE)
  expect(await pageStatus(request, `/pt/blog/${slug}`)).toBe(500)
  expect(await pageStatus(request, `/en/blog/${slug}`)).toBe(200)
  expect(linesSince(from).filter((line) => line.includes(named))).toHaveLength(1)
  write(translation, text)
  await expectPageBack(page)
})

test('a deleted service translation is named on its page and on the pages that list services', async ({ page, request }) => {
  const translation = 'content/pt/services/integracion_crms.mdx'
  const text = read(translation)
  await open(page, '/pt/services/integracion_crms/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  unlinkSync(file(translation))
  const named = `${translation}: missing translation of content/es/services/integracion_crms.mdx`
  await expect(page.getByText(named)).toBeVisible(SETTLE)
  expect(await pageStatus(request, '/pt/')).toBe(500)
  for (const path of ['/pt/about/', '/services/integracion_crms/', '/en/']) expect(await pageStatus(request, path), path).toBe(200)
  write(translation, text)
  await expectPageBack(page)
})

test("broken strings JSON shows on its language's pages only", async ({ page, request }) => {
  const strings = 'content/pt/strings/base.json'
  const text = read(strings)
  await open(page, '/pt/about/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  write(strings, text.replace('{', '{,'))
  await expect(page.getByText(new RegExp(`^${strings}:1:\\d+: expected valid JSON`))).toBeVisible(SETTLE)
  for (const path of ['/about/', '/en/about/']) expect(await pageStatus(request, path), path).toBe(200)
  write(strings, text)
  await expectPageBack(page)
})

test('a file broken when the server started shows its problem, and its fix, without a restart', async ({ page }) => {
  expect(await open(page, '/en/privacy-policy/')).toBe(500)
  await expect(page.getByText(`${POLICY}:1:1: meta: missing`)).toBeVisible()
  write(POLICY, read(POLICY).replace(/^mata:$/m, 'meta:'))
  await expectPageBack(page)
})

const CRM_POST = 'blog/que-implica-integrar-un-crm.mdx'
const CRM_HEADING = { en: 'How long it takes', pt: 'Quanto tempo leva' }

test("a Spanish section saved and not translated yet is outlined on both translations' pages, its change one click away", async ({ page }) => {
  const original = `content/es/${CRM_POST}`
  write(original, read(original).replace('## Cuánto lleva\n', '## Cuánto lleva\n\nUna frase nueva en español.\n'))
  for (const lang of ['en', 'pt'] as const) {
    await open(page, `/${lang}/blog/que-implica-integrar-un-crm/`)
    const marked = page.locator('[data-translation-behind]')
    await expect(marked, lang).toHaveCount(1, SETTLE)
    await expect(marked.getByRole('heading', { level: 2 }), lang).toHaveText(CRM_HEADING[lang])
    await expect(marked.locator('ins'), lang).toBeHidden()
    await marked.locator('summary').click()
    await expect(marked.locator('ins'), lang).toHaveText(/^\s*Una frase nueva en español\.\s*$/)
    // The visitor's sentence too, and the editor's list of what is behind, at the top.
    await expect(page.locator('[data-translation-notice] a[hreflang="es"]'), lang).toHaveAttribute('href', '/blog/que-implica-integrar-un-crm/')
    await expect(page.locator('[data-translation-preview] > summary'), lang).toHaveText(/1 section behind the Spanish original$/)
  }
  await open(page, '/blog/que-implica-integrar-un-crm/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-translation-behind], [data-translation-notice]')).toHaveCount(0)
})

test("the translator's save clears the mark in their language, and only there", async ({ page }) => {
  const translation = `content/en/${CRM_POST}`
  write(translation, read(translation).replace('## How long it takes\n', '## How long it takes\n\nA new sentence in English.\n'))
  await open(page, '/en/blog/que-implica-integrar-un-crm/')
  await expect(page.getByText('A new sentence in English.')).toBeVisible(SETTLE)
  await expect(page.locator('[data-translation-behind], [data-translation-notice]')).toHaveCount(0)
  await open(page, '/pt/blog/que-implica-integrar-un-crm/')
  await expect(page.locator('[data-translation-behind]')).toHaveCount(1)
})

test('a section only the translation has is named in the preview as drift, at its line', async ({ page }) => {
  const translation = `content/pt/${CRM_POST}`
  const text = read(translation)
  write(translation, `${text.trimEnd()}\n\n## Uma seção a mais\n\nSó em português.\n`)
  const line = text.trimEnd().split('\n').length + 2
  await open(page, '/pt/blog/que-implica-integrar-un-crm/')
  const preview = page.locator('[data-translation-preview]')
  await expect(preview.locator('> summary')).toHaveText(/, 1 structure warning$/, SETTLE)
  await preview.locator('> summary').click()
  await expect(
    preview.getByText(`${translation}:${line}:1: body:7: "## Uma seção a mais" pairs with no section of the Spanish original`),
  ).toBeVisible()
  // Put back as the tests after this one expect it: nothing behind, no drift.
  write(translation, text)
  for (const file of [`content/es/${CRM_POST}`, `content/en/${CRM_POST}`]) execFileSync('git', ['checkout', '--', file], { cwd: copy.dir })
  await open(page, '/pt/blog/que-implica-integrar-un-crm/')
  await expect(page.locator('[data-translation-behind], [data-translation-notice], [data-translation-preview]')).toHaveCount(0, SETTLE)
})

test('a file under public/ that the build refuses is named in the terminal, at start and when one is added', async () => {
  const printed = (from: number, line: string) => linesSince(from).some((printedLine) => printedLine.endsWith(line))
  expect(printed(0, `${PLANTED}: ${REFUSED_SCRIPT}`)).toBe(true)
  const from = terminal.length
  write('public/images/blog/dev-loop-page.html', '<script src="/images/blog/dev-loop-planted.js"></script>\n')
  const page =
    'public/images/blog/dev-loop-page.html: expected an image (.jpg, .jpeg, .png, .webp, .avif, .svg) or public/site.webmanifest, found a .html file: a browser would open it as a document'
  await expect.poll(() => printed(from, page), SETTLE).toBe(true)
  const removed = terminal.length
  unlinkSync(file('public/images/blog/dev-loop-page.html'))
  unlinkSync(file(PLANTED))
  // Each removal reloads the open tabs: announced here, and not in a later test's tab, whose
  // navigation the reload would interrupt.
  for (const gone of ['public/images/blog/dev-loop-page.html', PLANTED])
    await expect.poll(() => printed(removed, `page reload ${gone}`), SETTLE).toBe(true)
})

test('every image URL on the home page is an image, as the build makes it', async ({ request }) => {
  const html = await (await request.get(`${base}/`, { headers: { accept: 'text/html' } })).text()
  const urls = new Set<string>()
  for (const [, , value] of html.matchAll(/\s(src|srcSet|srcset|imageSrcSet)="([^"]+)"/g)) {
    for (const candidate of (value ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0] ?? ''
      if (url.startsWith('/images/')) urls.add(url)
    }
  }
  expect(urls.size).toBeGreaterThan(50)
  expect([...urls].some((url) => url.endsWith('.avif'))).toBe(true)
  const failures: string[] = []
  for (const url of urls) {
    const response = await request.get(base + url, { timeout: 60_000 })
    const type = response.headers()['content-type'] ?? ''
    if (response.status() !== 200 || !type.startsWith('image/')) failures.push(`${url}: ${response.status()} ${type}`)
  }
  expect(failures).toEqual([])
})

test('an unknown page answers 404 with its language not-found page', async ({ page }) => {
  expect(await open(page, '/en/no-such-page/')).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  expect(await open(page, '/pt/blog/no-such-post/')).toBe(404)
  expect(await open(page, '/en/services/integracion_crms/')).toBe(200)
})

test('an unknown page answers 404 whatever the request accepts, as curl and link checkers ask', async ({ request }) => {
  // A browser sends text/html; curl sends */*; a link checker may send nothing at all.
  for (const accept of ['text/html', '*/*', 'application/json', '']) {
    const headers = accept ? { accept } : { accept: '' }
    for (const path of ['/no-such-page', '/en/no-such-page/', '/pt/blog/no-such-post/'])
      expect((await request.get(base + path, { headers })).status(), `${path} with Accept: ${accept || '(none)'}`).toBe(404)
    expect((await request.get(`${base}/en/about/`, { headers })).status(), `/en/about/ with Accept: ${accept || '(none)'}`).toBe(200)
  }
})

test('after the server restarts itself (its config saved), a content problem is still printed once, without a stack', async ({ request }) => {
  const from = terminal.length
  write('vite.config.ts', read('vite.config.ts')) // saved unchanged: Vite restarts on any save of its config
  await expect.poll(() => linesSince(from).some((line) => line.includes('server restarted')), SETTLE).toBe(true)
  const about = read('content/en/about.mdx')
  const broken = about.replace('  sectionTitle: Who we are', '  sectionTitel: Who we are')
  expect(broken).not.toBe(about)
  const after = terminal.length
  write('content/en/about.mdx', broken)
  await expect.poll(() => pageStatus(request, '/en/about/'), SETTLE).toBe(500)
  expect(await pageStatus(request, '/en/about/')).toBe(500)
  const lines = linesSince(after)
  expect(lines.filter((line) => line.includes('intro.sectionTitel: unknown field'))).toHaveLength(1)
  expect(lines.filter((line) => line.includes('[vite-react-ssg] error'))).toEqual([])
  write('content/en/about.mdx', about)
  await expect.poll(() => pageStatus(request, '/en/about/'), SETTLE).toBe(200)
})
