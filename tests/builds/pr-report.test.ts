import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findChromium } from '../../scripts/tools/chromium-path.ts'
import { runBuild } from '../../scripts/tools/pr-report/build.ts'
import { baseWorktree, changedFiles } from '../../scripts/tools/pr-report/git.ts'
import { writeReport, type PrReport } from '../../scripts/tools/pr-report/report.ts'
import { capture } from '../../scripts/tools/pr-report/screenshots.ts'
import { readSources } from '../../scripts/tools/pr-report/sources.ts'
import { serveStatic } from '../../scripts/tools/serve/static.ts'
import { copyOfPlainBuild } from './support/shared-builds.ts'

/**
 * The report end to end on a scratch repository of the site: the base commit built once (the run's
 * plain build, tests/builds/support/shared-builds.ts), each case a branch off it with one editor's
 * change, built as the head with the build cache shared, each asserting the exact outputs a visitor
 * sees change and their causes.
 */
let dir = ''
let remove = () => {}
let base: { dir: string; remove: () => void } | undefined
const env = () => ({ SITE_CACHE_DIR: join(dir, '.cache') })
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Editor',
      GIT_AUTHOR_EMAIL: 'e@example.com',
      GIT_COMMITTER_NAME: 'Editor',
      GIT_COMMITTER_EMAIL: 'e@example.com',
    },
  })

/** A branch off the base with `edit` committed, built, and compared with the base. */
async function reportFor(branch: string, edit: () => void): Promise<PrReport> {
  git('checkout', '-q', '-B', branch, 'main')
  rmSync(join(dir, '.build'), { recursive: true, force: true })
  edit()
  git('add', '-A')
  git('commit', '-q', '-m', branch)
  await runBuild(dir, env())
  return writeReport({
    base: 'main',
    head: branch,
    changedFiles: changedFiles(dir, 'main'),
    sides: { baseDist: join(base!.dir, 'dist'), headDist: join(dir, 'dist'), basePublic: join(base!.dir, 'public'), headPublic: join(dir, 'public') },
    sources: { base: readSources(base!.dir), head: readSources(dir) },
    out: join(dir, 'reports', branch),
    screenshots: false,
  })
}

const listed = (report: PrReport) => report.comparison.changes.map((c) => `${c.what} ${c.kind} ${c.url}`)
const causes = (report: PrReport) => report.groups.map((g) => [g.causes.join(' + ') || g.unknown, g.changes.length])
const edit = (file: string, change: (text: string) => string) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))
const LANGS = ['es', 'en', 'pt'] as const
const prefix = (lang: string) => (lang === 'es' ? '' : `/${lang}`)

beforeAll(async () => {
  // The site as it is, built once for the run (shared-builds.ts): copied with its caches, which the
  // builds here start from (those keyed by what they hold, the client build and images, are reused).
  ;({ dir, remove } = await copyOfPlainBuild('pr-report'))
  // Anchored, as the project's own: an unanchored pr-report/ would also leave out scripts/tools/pr-report/, which the build imports.
  writeFileSync(join(dir, '.gitignore'), 'node_modules\n/dist/\n/.cache/\n/.build/\n/reports/\n/pr-report/\n')
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-q', '-m', 'The site as it is')
  base = baseWorktree(dir, 'main')
  // The base is that commit: what its build wrote is the plain build's.
  for (const output of ['dist', '.build']) cpSync(join(dir, output), join(base.dir, output), { recursive: true })
}, 600_000)

afterAll(() => {
  base?.remove()
  remove()
})

describe('npm run pr:report on fixture branches', () => {
  it('a UI string changed: every page of its language, under that one cause', async () => {
    const report = await reportFor('ui-string', () =>
      edit('content/en/strings/base.json', (t) =>
        t.replace('"Custom software from Uruguay for businesses that want to grow."', '"Custom software from Uruguay, for businesses that grow."'),
      ),
    )
    const enPages = readdirSync(join(dir, 'dist/en'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    expect(listed(report).sort()).toEqual(enPages.map((f) => `page changed /en/${f.replace(/(^|\/)index\.html$/, '$1')}`).sort())
    expect(causes(report)).toEqual([['content/en/strings/base.json', enPages.length]])
    // The tagline shows in the footer and in the company's structured data, on every page.
    expect(report.groups[0]?.alike.slice(0, 2)).toEqual(['«Uruguay» → «Uruguay,»', '«that want to» → «that»'])
    expect(report.groups[0]?.alike[2]).toMatch(/^structured data: − \{.*"Organization"/)
  }, 300_000)

  it('a new post in three languages: three pages added; the lists, tag pages, feeds and sitemap changed', async () => {
    const report = await reportFor('new-post', () => {
      copyFileSync(join(dir, 'public/images/blog/velocidad-sitio-web-ventas.jpg'), join(dir, 'public/images/blog/medir-antes-de-cambiar.jpg'))
      for (const lang of LANGS) {
        const source = readFileSync(join(dir, `content/${lang}/blog/velocidad-sitio-web-ventas.mdx`), 'utf8')
        writeFileSync(
          join(dir, `content/${lang}/blog/medir-antes-de-cambiar.mdx`),
          source
            .replace(/^title: .*$/m, `title: Medir antes de cambiar (${lang})`)
            .replace(/^date: .*$/m, 'date: 2026-10-01')
            .replace(/^image: .*$/m, 'image: /images/blog/medir-antes-de-cambiar.jpg'),
        )
      }
    })
    const added = LANGS.map((lang) => `page added ${prefix(lang)}/blog/medir-antes-de-cambiar/`)
    expect(listed(report).filter((l) => l.startsWith('page added'))).toEqual(added.sort())
    for (const lang of LANGS) {
      for (const page of ['/blog/', '/blog/tags/sitios-web/', '/blog/tags/rendimiento/'])
        expect(listed(report)).toContain(`page changed ${prefix(lang)}${page}`)
      expect(listed(report)).toContain(`feed changed ${prefix(lang)}/rss.xml`)
      expect(listed(report)).toContain(`social image added /images/og/blog/${lang}/medir-antes-de-cambiar.jpg`)
    }
    expect(listed(report)).toContain('sitemap changed /sitemap.xml')
    expect(listed(report)).toContain('public file added /images/blog/medir-antes-de-cambiar.jpg')
    for (const lang of LANGS) {
      const index = report.comparison.changes.find((c) => c.what === 'search index' && c.lang === lang)
      expect(index?.fields.find((f) => f.field === 'pages')?.added, lang).toEqual([`${prefix(lang)}/blog/medir-antes-de-cambiar/`])
    }
    expect(report.comparison.changes.find((c) => c.what === 'sitemap')?.fields[0]?.added).toEqual(
      LANGS.map((lang) => `https://www.tecnosoluciones.example${prefix(lang)}/blog/medir-antes-de-cambiar/`),
    )
    expect(causes(report).map(([cause]) => cause)).toEqual(
      expect.arrayContaining(
        LANGS.map((lang) => `content/${lang}/blog/medir-antes-de-cambiar.mdx`).concat('public/images/blog/medir-antes-de-cambiar.jpg'),
      ),
    )
  }, 300_000)

  it('a note for editors added: nothing a visitor sees changes, and the report says so', async () => {
    const report = await reportFor('editor-note', () =>
      edit('content/es/blog/velocidad-sitio-web-ventas.mdx', (t) => `${t.trimEnd()}\n\n{/* Revisar las cifras en enero. */}\n`),
    )
    expect(listed(report)).toEqual([])
    expect(report.comparison.unseen).toEqual([])
    expect(readFileSync(join(dir, 'reports/editor-note/summary.md'), 'utf8')).toContain('**Nothing a visitor sees changes**')
  }, 300_000)

  it('a service removed: its pages removed, the lists that showed it changed', async () => {
    const report = await reportFor('remove-service', () => {
      for (const lang of LANGS) rmSync(join(dir, `content/${lang}/services/soporte_automatizado.mdx`))
    })
    for (const lang of LANGS) {
      expect(listed(report)).toContain(`page removed ${prefix(lang)}/services/soporte_automatizado/`)
      for (const page of ['/', '/services/']) expect(listed(report)).toContain(`page changed ${prefix(lang)}${page}`)
    }
    expect(listed(report)).toContain('sitemap changed /sitemap.xml')
    for (const lang of LANGS) {
      const group = report.groups.find((g) => g.causes.join() === `content/${lang}/services/soporte_automatizado.mdx`)
      expect(group?.changes.map((c) => c.url)).toEqual(
        expect.arrayContaining([`${prefix(lang)}/services/soporte_automatizado/`, `${prefix(lang)}/services/`]),
      )
    }
  }, 300_000)

  it('a title changed: the post, the lists and feed that show it, its social image', async () => {
    const report = await reportFor('retitle', () =>
      edit('content/pt/blog/velocidad-sitio-web-ventas.mdx', (t) => t.replace(/^title: .*$/m, 'title: A velocidade do seu site vende, e muito')),
    )
    const lines = listed(report)
    // Its neighbours show it too: their links to the previous and next post carry its title.
    expect(lines).toEqual([
      'social image changed /images/og/blog/pt/velocidad-sitio-web-ventas.jpg',
      'page changed /pt/blog/',
      'page changed /pt/blog/que-implica-integrar-un-crm/',
      'page changed /pt/blog/tags/rendimiento/',
      'page changed /pt/blog/tags/sitios-web/',
      'page changed /pt/blog/traducir-producto-portugues-brasil/',
      'page changed /pt/blog/velocidad-sitio-web-ventas/',
      'feed changed /pt/rss.xml',
      // The search page lists every post by its title; the index finds the post by its new one.
      'page changed /pt/search/',
      'search index changed /pt/search/',
    ])
    // In the index, the post alone: its neighbours show its title in their links, which are not searched.
    expect(report.comparison.changes.find((c) => c.what === 'search index')?.fields).toEqual([
      { field: 'text found by', removed: [], added: ['/pt/blog/velocidad-sitio-web-ventas/'] },
    ])
    expect(causes(report)).toEqual([['content/pt/blog/velocidad-sitio-web-ventas.mdx', lines.length]])
    expect(report.images['images/og/blog/pt/velocidad-sitio-web-ventas.jpg']).toEqual({
      before: 'images/before/images/og/blog/pt/velocidad-sitio-web-ventas.jpg',
      after: 'images/after/images/og/blog/pt/velocidad-sitio-web-ventas.jpg',
    })
  }, 300_000)

  it('captures a real page the same twice, the contact form and its island included', async () => {
    const server = createServer(serveStatic(join(base!.dir, 'dist')))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const browser = await chromium.launch({
      executablePath: findChromium().path,
      args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--font-render-hinting=none'],
    })
    try {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' })
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/en/contact/`
      await capture(page, url, join(dir, 'one.png'))
      // The form hydrates once the page is idle, later on a busy machine: its button says "Preparing…"
      // until then. Here its script arrives 2 s late, and the capture still shows the form hydrated.
      await page.route('**/assets/contact-*.js', async (route) => {
        await new Promise((done) => setTimeout(done, 2000))
        await route.continue()
      })
      await capture(page, url, join(dir, 'two.png'))
      expect(await page.locator('form button[type="submit"]').textContent()).toBe('Send message')
      expect(readFileSync(join(dir, 'one.png')).equals(readFileSync(join(dir, 'two.png')))).toBe(true)
      // Its script never comes: the capture says so, and shows the form as visitors would have it.
      await page.unrouteAll()
      await page.route('**/assets/contact-*.js', (route) => route.abort())
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      // Waited for 3 s here, not the 10 s a report waits: the wait's end is what is tested.
      await capture(page, url, join(dir, 'three.png'), { hydrationWaitMs: 3000 })
      expect(warn.mock.calls).toEqual([[`${url}: an island had not hydrated 3 s after load; captured as it was`]])
      warn.mockRestore()
      expect(await page.locator('form button[type="submit"]').textContent()).toBe('Getting the form ready…')
    } finally {
      await browser.close()
      server.close()
    }
  }, 120_000)

  // Last: the command builds the base again in the same worktree, and removes it.
  it('a Spanish section edited: the report lists it as left behind in both translations, and their update as brought up to date', async () => {
    git('checkout', '-q', '-B', 'i18n', 'main')
    edit('content/es/blog/velocidad-sitio-web-ventas.mdx', (t) => `${t.trimEnd()}\n\nUna frase nueva en castellano.\n`)
    git('commit', '-q', '-am', 'Add a sentence to the last section')
    const run = () =>
      execFileSync(process.execPath, ['scripts/tools/pr-report/index.ts', '--base', 'main', '--no-screenshots'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, ...env() },
      })
    const behind = run()
    expect(behind).toContain('### Translations this pull request leaves behind')
    for (const lang of ['en', 'pt']) expect(behind).toMatch(new RegExp(`^- \`content/${lang}/blog/velocidad-sitio-web-ventas\\.mdx\`$`, 'm'))
    expect(behind).toContain('{+Una frase nueva en castellano.+}')
    // The English section brought up to date on a branch from a base that had it behind.
    git('branch', '-f', 'i18n-base', 'HEAD')
    edit('content/en/blog/velocidad-sitio-web-ventas.mdx', (t) => `${t.trimEnd()}\n\nA new sentence in English.\n`)
    git('commit', '-q', '-am', 'Translate the new sentence')
    const caughtUp = execFileSync(process.execPath, ['scripts/tools/pr-report/index.ts', '--base', 'i18n-base', '--no-screenshots'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env() },
    })
    expect(caughtUp).toContain('### Translations this pull request brings up to date')
    expect(caughtUp).toMatch(/^- `content\/en\/blog\/velocidad-sitio-web-ventas\.mdx`: ## .* \(body:\d+\)$/m)
    expect(caughtUp).not.toContain('leaves behind')
  }, 300_000)

  it("npm run pr:report on one post's body edited: that page alone, its word diff and screenshots, main's site kept from the last report", () => {
    git('checkout', '-q', '-B', 'edit-body', 'main')
    edit('content/en/blog/velocidad-sitio-web-ventas.mdx', (t) => `${t.trimEnd()}\n\nA new closing sentence for the report.\n`)
    git('commit', '-q', '-am', 'edit-body')
    const run = spawnSync(process.execPath, ['scripts/tools/pr-report/index.ts', '--base', 'main'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env() },
    })
    expect(run.status, run.stderr).toBe(0)
    // The test before reported against main: the report kept main's site, and builds the head alone.
    expect(run.stderr).toContain('Head built; the base as an earlier report built it')
    const out = run.stdout
    // The English search index finds the post by its new sentence too: listed beside the page, under the same cause.
    expect(out).toContain('**page: 1 changed · search index: 1 changed** (pages in en).')
    expect(out).toMatch(/^ {2}- `\/en\/blog\/velocidad-sitio-web-ventas\/`, `\/en\/search\/`$/m)
    expect(out.match(/^ {2}- /gm)).toHaveLength(1)
    const html = readFileSync(join(dir, 'pr-report/index.html'), 'utf8')
    expect(html).toMatch(/<ins>A new closing sentence for the report\.\s*<\/ins>/)
    expect(readdirSync(join(dir, 'pr-report/shots')).sort()).toEqual(
      [375, 1280].flatMap((w) => ['after', 'before', 'changes'].map((s) => `en_blog_velocidad-sitio-web-ventas-${w}-${s}.png`)).sort(),
    )
  }, 300_000)
})
