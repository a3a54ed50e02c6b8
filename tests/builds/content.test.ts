import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCacheDir } from '../../scripts/build/cache/cache-dir.ts'
import { buildCommand, projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { LANGS } from '../../src/i18n/languages.ts'
import { BENIGN_SLUG, benignPost, CANARY_DIR, CANARY_ENV, HOSTILE_CASES as LANGUAGE_CASES, printedLines } from '../fixtures/hostile.ts'
import { BENIGN_MARKDOWN_SLUG, BENIGN_MARKDOWN_TITLE, benignMarkdownPost, PULL_REQUEST_CASES } from '../fixtures/hostile-pull-request.ts'
import { FIVE_SLIPS_FILE, FIVE_SLIPS_LINES, FIVE_SLIPS_SLUG, fiveSlipsPost } from '../fixtures/five-slips.ts'
import sharp from 'sharp'
import { socialImagePath } from '../../src/content/blog/socialImage.ts'
import { fileAddress } from '../../src/i18n/paths.ts'
import { copyOfPlainBuild, type BuildResult } from './support/shared-builds.ts'

/**
 * Content is data, end to end: the real `npm run build` (and `npm run check:content`) of a
 * scratch copy of the project, with the hostile corpus in it, with benign controls, and with a
 * page given an inline script the build did not write. Nothing is built in the real dist/.
 */
const ROOT = process.cwd()
const HOSTILE_CASES = [...LANGUAGE_CASES, ...PULL_REQUEST_CASES]
const token = `secret-${Math.random().toString(36).slice(2)}`

/** Runs a script of the scratch project (`build`: npm run build) as npm would, with the canary variable set. */
function run(dir: string, script: string, extraEnv: Record<string, string> = {}): { status: number | null; output: string } {
  // As `npm run build` runs it: vitest's NODE_ENV=test would make vite-react-ssg build in test mode.
  const { NODE_ENV: _mode, VITEST: _vitest, ...env } = process.env
  const [command, args] = script === 'build' ? buildCommand(ROOT, dir) : [process.execPath, [script]]
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...env, ...extraEnv, [CANARY_ENV]: token, NO_COLOR: '1' } })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** What a build left of its server build in `dir` (vite-react-ssg's temporary folder). */
const serverBuildLeftIn = (dir: string): string[] =>
  existsSync(join(dir, '.vite-react-ssg-temp')) ? readdirSync(join(dir, '.vite-react-ssg-temp')) : []

const htmlIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')) : []

describe('a content pull request with the hostile corpus', () => {
  let dir = ''
  let remove = () => {}
  let canaries = ''
  let build: ReturnType<typeof run> = { status: null, output: '' }
  let check: ReturnType<typeof run> = { status: null, output: '' }

  beforeAll(() => {
    ;({ dir, remove } = projectCopy(ROOT, 'hostile'))
    canaries = join(dir, 'canaries')
    mkdirSync(canaries)
    for (const item of HOSTILE_CASES) {
      mkdirSync(dirname(join(dir, item.file)), { recursive: true })
      writeFileSync(join(dir, item.file), typeof item.source === 'string' ? item.source.replaceAll(CANARY_DIR, canaries) : item.source)
    }
    for (const lang of LANGS) writeFileSync(join(dir, `content/${lang}/blog/${FIVE_SLIPS_SLUG}.mdx`), fiveSlipsPost(lang))
    // What the last good build left: a failed build must not leave it to be deployed.
    mkdirSync(join(dir, 'dist/en'), { recursive: true })
    writeFileSync(join(dir, 'dist/index.html'), '<p>old</p>')
    writeFileSync(join(dir, 'dist/en/index.html'), '<p>old</p>')
    check = run(dir, 'scripts/tools/check-content/index.ts')
    build = run(dir, 'build')
  }, 240_000)

  afterAll(() => remove())

  it.each(['check:content', 'build'] as const)('%s fails, with every case at its line, each once', (command) => {
    const { status, output } = command === 'build' ? build : check
    expect(status).toBe(1)
    for (const item of HOSTILE_CASES) {
      for (const line of printedLines(item)) expect(output.split(`${line}\n`).length - 1, line).toBe(1)
    }
  })

  it.each(['check:content', 'build'] as const)('%s says all five slips of a post at once, the same five lines, in order', (command) => {
    const lines = (command === 'build' ? build : check).output.split('\n').filter((line) => line.startsWith(`${FIVE_SLIPS_FILE}:`))
    expect(lines).toEqual(FIVE_SLIPS_LINES)
  })

  it('the build says why once: no stack trace, no "internal error", no second copy of the problems', () => {
    expect(build.output).not.toContain('An internal error occurred')
    expect(build.output).not.toMatch(/^\s+at /m)
    expect(build.output.match(/Build stopped: \d+ content problems/g)).toHaveLength(1)
  })

  it('leaves no HTML page in dist/, so nothing half-built can be deployed', () => {
    expect(htmlIn(join(dir, 'dist'))).toEqual([])
  })

  it('leaves no server build behind when it fails', () => {
    expect(serverBuildLeftIn(dir)).toEqual([])
  })

  it('ran none of it: no canary file written, the secret printed nowhere', () => {
    expect(readdirSync(canaries)).toEqual([])
    expect(`${check.output}${build.output}`).not.toContain(token)
  })
})

describe('a pull request whose one problem is in public/: an image cut short', () => {
  // public/ is checked before anything is built (scripts/build/index.ts), with no content problem
  // beside it: the build stops on it alone, and reports it once.
  const truncated = PULL_REQUEST_CASES.find((item) => item.file.endsWith('-truncated.jpg'))
  let build: ReturnType<typeof run> = { status: null, output: '' }
  let dir = ''
  let remove = () => {}

  beforeAll(() => {
    ;({ dir, remove } = projectCopy(ROOT, 'public-only'))
    if (!truncated) throw new Error('The hostile corpus lost its truncated JPEG')
    writeFileSync(join(dir, truncated.file), truncated.source)
    build = run(dir, 'build')
  }, 240_000)

  afterAll(() => remove())

  it('fails the build, naming the file once, with no stack trace, and leaves no page in dist/', () => {
    expect(build.status, build.output.slice(-2000)).toBe(1)
    for (const line of printedLines(truncated!)) expect(build.output.split(`${line}\n`).length - 1, line).toBe(1)
    expect(build.output).toContain('Build stopped: 1 content problem (npm run check:content lists them too). dist/ removed.')
    expect(build.output).not.toMatch(/^\s+at /m)
    expect(htmlIn(join(dir, 'dist'))).toEqual([])
  })
})

describe('a pull request whose one problem is a file the build never reads', () => {
  // The whole content check runs before anything is built, whatever the caches hold (a pull
  // request that changes only content/ reuses the client build, and most pages).
  let dir = ''
  let remove = () => {}
  let first: BuildResult = { status: null, output: '' }
  let second: ReturnType<typeof run> = { status: null, output: '' }
  // A post written as .md: the site reads only .mdx, so it would never be published.
  const note = 'content/es/blog/notas.md'

  beforeAll(async () => {
    // The first build is the run's plain build (shared-builds.ts): its copy keeps its caches.
    const copy = await copyOfPlainBuild('draft-only')
    ;({ dir, remove } = copy)
    first = copy.plain
    writeFileSync(join(dir, note), readFileSync(join(dir, 'content/es/blog/que-implica-integrar-un-crm.mdx')))
    second = run(dir, 'build', { SITE_CACHE_DIR: join(dir, '.cache') })
  }, 600_000)

  afterAll(() => remove())

  it('fails the build from warm caches before it builds anything, naming the file', () => {
    expect(first.status, first.output.slice(-2000)).toBe(0)
    expect(second.status, second.output.slice(-2000)).toBe(1)
    expect(second.output).not.toContain('[client]')
    expect(second.output).toContain(`${note}:1:1: a Markdown file is not read: rename it to notas.mdx`)
    expect(second.output).toContain('Build stopped: 1 content problem (npm run check:content lists them too). dist/ removed.')
    expect(htmlIn(join(dir, 'dist'))).toEqual([])
  })
})

const VIDEO_SERVICE = 'soporte_automatizado'
const SERVICE_VIDEO = '<Video provider="vimeo" id="76979871" title="Un tutorial" poster="/images/videos/tutorial-en-video.jpg" />'

describe('benign controls, and a page given an inline script the build did not write', () => {
  let dir = ''
  let remove = () => {}
  let build: ReturnType<typeof run> = { status: null, output: '' }
  const page = (lang: string) => join(dir, 'dist', lang === 'es' ? '' : lang, 'blog', BENIGN_SLUG, 'index.html')

  beforeAll(() => {
    ;({ dir, remove } = projectCopy(ROOT, 'benign'))
    for (const lang of LANGS) {
      writeFileSync(join(dir, `content/${lang}/blog/${BENIGN_SLUG}.mdx`), benignPost(lang))
      writeFileSync(join(dir, `content/${lang}/blog/${BENIGN_MARKDOWN_SLUG}.mdx`), benignMarkdownPost(lang))
      // A service with a video in its description (a post's are in the benign controls).
      const service = join(dir, `content/${lang}/services/${VIDEO_SERVICE}.mdx`)
      writeFileSync(service, readFileSync(service, 'utf8').replace('</Description>', `\n${SERVICE_VIDEO}\n\n</Description>`))
    }
    build = run(dir, 'build')
  }, 600_000)

  afterAll(() => remove())

  it('builds, in the three languages', () => {
    expect(build.status, build.output.slice(-2000)).toBe(0)
    for (const lang of LANGS) expect(readFileSync(page(lang), 'utf8')).toContain(`Controles benignos ${lang}`)
    expect(serverBuildLeftIn(dir)).toEqual([])
  })

  it('publishes the code samples and braces as text, the links with their queries, and never the comment', () => {
    const html = readFileSync(page('es'), 'utf8')
    // Code blocks are highlighted: their text is split into spans. Quotes may be written as
    // entities (React's serialisation) or not: the same text either way; < and > must be escaped.
    const text = html
      .replace(/<[^>]*>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
    expect(text).toContain('&lt;script&gt;alert("solo un ejemplo")&lt;/script&gt;')
    expect(text).toContain("import { readFileSync } from 'node:fs'")
    expect(text).toContain('export const token = process.env.SECRET')
    expect(html).toContain('<code>{process.env.HOME}</code>')
    expect(html).toContain('href="mailto:ventas@example.com?subject=Consulta%20CRM&amp;body=Hola"')
    expect(html).toContain('href="tel:+59821234567"')
    expect(html).toContain('href="https://example.com/guia?lang=es&amp;page=2#pasos"')
    // A link to a page of the site, written without the slash, is published with it (the address hosts serve as it is).
    expect(html).toContain('href="/contact/?service=integracion_crms"')
    // A title that looks like markup is text in the heading (the build's CSP check passed: no page has a script it did not write).
    expect(html).toContain('Controles benignos es &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>')
    expect(html).not.toContain('never published')
    expect(html).not.toContain(token)
  })

  it('publishes GitHub-flavoured Markdown, a % in prose and code, < as text, and a social image for a title of one long word', async () => {
    const html = readFileSync(join(dir, 'dist/blog', BENIGN_MARKDOWN_SLUG, 'index.html'), 'utf8')
    expect(html).toContain(`${BENIGN_MARKDOWN_TITLE}</h1>`)
    expect(html).toContain('La meta era mejorar (/100%) el rendimiento, en es: x &lt; y, y también x &lt; y, 5 &lt; 6.')
    expect(html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"')).toContain('url = "/%s/items" % usuario')
    expect(html).toMatch(
      /<table><thead><tr><th data-align="left">Plan<\/th><th data-align="right">Precio<\/th><th data-align="center">Soporte<\/th><\/tr><\/thead><tbody>/,
    )
    expect(html).toContain('<td data-align="center"><del>no</del> sí</td>')
    expect(html).toContain('<td data-align="left"><a href="/contact/">Completo</a></td>')
    expect(html).toMatch(
      /<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""\/> (<!-- -->)?Medir la velocidad<\/label><\/li>/,
    )
    expect(html).toContain('<a href="https://example.com/guia">https://example.com/guia</a>')
    expect(html).toContain('<a href="mailto:ventas@example.com">ventas@example.com</a>')
    for (const lang of LANGS) {
      const meta = await sharp(join(dir, 'dist', socialImagePath(lang, BENIGN_MARKDOWN_SLUG))).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    }
  })

  it("frames each page's video players, in its <meta> policy and its rule in _headers, and no page without a video", () => {
    const read = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8')
    const frameSrc = (html: string) => /http-equiv="Content-Security-Policy" content="[^"]*?(frame-src [^;"]*)/.exec(html)?.[1]
    const vimeo = 'frame-src https://player.vimeo.com'
    const post = read(`blog/${BENIGN_SLUG}/index.html`)
    expect(frameSrc(post)).toBe('frame-src https://player.vimeo.com https://www.youtube-nocookie.com')
    // Each video is a link to its page at the provider, its title text wherever it goes; nothing of the provider's is loaded.
    expect(post).toContain('href="https://www.youtube.com/watch?v=a_b-C_d-E_1"')
    expect(post).toContain('href="https://vimeo.com/76979871"')
    expect(post).toContain('data-video-title="Un video es &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(post).toContain('>Un video es &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</figcaption>')
    expect(post).not.toMatch(/<(iframe|link)[^>]*(youtube|vimeo)/)
    for (const lang of LANGS) {
      const service = read(`${lang === 'es' ? '' : `${lang}/`}services/${VIDEO_SERVICE}/index.html`)
      expect(frameSrc(service), lang).toBe(vimeo)
      // In its description alone, though the body is rendered for the approach too.
      expect(service.match(/data-video="vimeo"/g), lang).toHaveLength(1)
    }
    const headers = read('_headers')
    for (const path of [`/blog/${BENIGN_SLUG}/`, `/services/${VIDEO_SERVICE}/`, `/pt/services/${VIDEO_SERVICE}/`]) {
      const rule = headers.slice(headers.indexOf(`\n${path}\n`)).split('\n\n')[0] ?? ''
      expect(rule, path).toContain(path.startsWith('/blog') ? 'frame-src https://player.vimeo.com https://www.youtube-nocookie.com;' : `${vimeo};`)
    }
    // A rule for each page with a video (the benign post and the service among them), and none for another page.
    const withVideo = htmlIn(join(dir, 'dist')).filter((file) => read(file).includes(' data-video="'))
    const ruled = [...headers.matchAll(/^(\/\S*)\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: [^\n]*frame-src/gm)].map((m) => m[1])
    expect(ruled.sort()).toEqual(withVideo.map(fileAddress).sort())
    expect(withVideo.length).toBeGreaterThanOrEqual(6)
    for (const file of ['index.html', 'en/about/index.html', 'blog/index.html', 'services/integracion_crms/index.html']) {
      expect(frameSrc(read(file)), file).toBeUndefined()
    }
  })

  it('fails the build, naming the page, once a page carries an inline script after rendering; dist/ holds no page', () => {
    const ssg = join(dir, 'scripts/build/index.ts')
    const source = readFileSync(ssg, 'utf8')
    const hook = 'onPageRendered(path, html, context) {'
    expect(source).toContain(hook)
    writeFileSync(
      ssg,
      source.replace(
        hook,
        "onPageRendered(path, rendered, context) {\n      const html = path === '/en/about/' ? rendered.replace('</body>', '<script>window.injected = 1</script></body>') : rendered",
      ),
    )
    const { status, output } = run(dir, 'build')
    expect(status, output.slice(-3000)).toBe(1)
    expect(output, output.slice(-3000)).toContain(
      'dist/en/about/index.html: an inline script the build did not write: <script>window.injected = 1</script>',
    )
    expect(output).not.toMatch(/^\s+at /m)
    expect(htmlIn(join(dir, 'dist'))).toEqual([])
    // Nor kept for the next build: a page goes into the page cache only once its check found nothing.
    const cached = buildCacheDir(dir, 'pages')
    expect(readdirSync(cached).filter((name) => readFileSync(join(cached, name), 'utf8').includes('window.injected'))).toEqual([])
  }, 600_000)
})
