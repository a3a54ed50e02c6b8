import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translationStatus, type OutdatedSection } from '../../../../scripts/tools/i18n-status/freshness.ts'
import { ContentHistory, NoHistoryError } from '../../../../scripts/tools/i18n-status/history.ts'
import { statusMarkdown, statusText } from '../../../../scripts/tools/i18n-status/report.ts'
import { ROOT, SPAWN_TIMEOUT, contentCopy } from '../../build/content/fixtures.ts'

/** Every commit but one is made in this same second: order must come from the commit graph. */
const SAME_SECOND = '2026-03-01T12:00:00Z'

const IDENTITY = { GIT_AUTHOR_NAME: 'Editor', GIT_AUTHOR_EMAIL: 'e@example.com', GIT_COMMITTER_NAME: 'Editor', GIT_COMMITTER_EMAIL: 'e@example.com' }

let dir = ''
const hashes: Record<string, string> = {}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

/** Writes the files and commits them as `name`, at `date`. */
function commit(name: string, message: string, files: Record<string, string>, date = SAME_SECOND): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  git('add', '-A')
  execFileSync('git', ['commit', '-q', '-m', message], {
    cwd: dir,
    env: { ...process.env, ...IDENTITY, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  })
  hashes[name] = git('rev-parse', '--short=7', 'HEAD')
}

const mdx = (text: string) => `---\ntitle: ${text}\n---\n\n${text}\n`
const strings = (nav: string, footer: string) => `${JSON.stringify({ nav: { home: nav }, footer: { note: footer } }, null, 2)}\n`

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'i18n-history-'))
  git('init', '-q')
  commit('start', 'Add the service and the strings in three languages', {
    'content/es/services/crm.mdx': mdx('CRM'),
    'content/en/services/crm.mdx': mdx('CRM (en)'),
    'content/pt/services/crm.mdx': mdx('CRM (pt)'),
    'content/es/about.mdx': mdx('Nosotros'),
    'content/en/about.mdx': mdx('About'),
    'content/pt/about.mdx': mdx('Sobre'),
    'content/es/strings/base.json': strings('Inicio', 'Hecho en Uruguay'),
    'content/en/strings/base.json': strings('Home', 'Made in Uruguay'),
    'content/pt/strings/base.json': strings('Início', 'Feito no Uruguai'),
  })
  commit('esService', 'Rewrite the CRM service in Spanish', { 'content/es/services/crm.mdx': mdx('CRM, nuevo') })
  // en catches up in a commit whose clock says it is older: history, not time, decides.
  commit('enService', 'Translate the new CRM text to English', { 'content/en/services/crm.mdx': mdx('CRM, new') }, '2025-01-01T00:00:00Z')
  commit('esKey', 'Say "Portada" for home', { 'content/es/strings/base.json': strings('Portada', 'Hecho en Uruguay') })
  commit('enKey', 'Translate "Portada"', { 'content/en/strings/base.json': strings('Front page', 'Made in Uruguay') })
  commit('typo', 'Fix a typo in the Spanish footer and about page [i18n skip]', {
    'content/es/strings/base.json': strings('Portada', 'Hecho en el Uruguay'),
    'content/es/about.mdx': mdx('Nosotras'),
  })
}, SPAWN_TIMEOUT)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('translation freshness, from a throwaway git history', () => {
  let outdated: OutdatedSection[] = []
  beforeAll(() => {
    outdated = translationStatus(dir).outdated
  })
  const listed = (items: OutdatedSection[]) => items.map(({ file, section }) => `${file} ${section}`)

  it('lists exactly the sections that missed a Spanish change: pt of the service’s changed parts, and pt of one key', () => {
    expect(listed(outdated)).toEqual([
      'content/pt/services/crm.mdx title',
      'content/pt/services/crm.mdx body:0',
      'content/pt/strings/base.json nav.home',
    ])
  })

  it('names the Spanish change each one missed, where it is in the translation, and what the original said and says', () => {
    expect(outdated[0]).toEqual({
      lang: 'pt',
      file: 'content/pt/services/crm.mdx',
      section: 'title',
      heading: 'title',
      lines: [2, 2],
      source: 'content/es/services/crm.mdx',
      since: { commit: hashes.esService, date: '2026-03-01', subject: 'Rewrite the CRM service in Spanish' },
      said: 'CRM',
      says: 'CRM, nuevo',
    })
    expect(outdated[2]?.since.commit).toBe(hashes.esKey)
  })

  it('judges keys one by one: an unchanged key of a changed file is not outdated', () => {
    expect(outdated.some((item) => item.section === 'footer.note')).toBe(false)
  })

  it('does not count a commit marked [i18n skip]', () => {
    expect(outdated.some((item) => item.file.endsWith('about.mdx'))).toBe(false)
  })

  it('a translation committed after the change, in the same second, is up to date', () => {
    expect(outdated.some((item) => item.file.startsWith('content/en/'))).toBe(false)
  })

  it('the text: per language and file, each section with its lines, since when, and the Spanish change word by word', () => {
    const text = statusText({ outdated, unpaired: [] })
    expect(text).toContain('Português (pt): 3 sections behind\n  content/pt/services/crm.mdx (original: content/es/services/crm.mdx)\n')
    expect(text).toContain(
      `    title  [title, line 2]\n      behind since 2026-03-01 ${hashes.esService} "Rewrite the CRM service in Spanish"\n      Spanish: CRM{+, nuevo+}\n`,
    )
    expect(text).toMatch(/^3 sections behind\. /m)
  })

  it('the Markdown summary: a line per section, its change folded', () => {
    expect(statusMarkdown({ outdated, unpaired: [] })).toContain(
      `  - <details><summary>nav.home (line 3), behind since 2026-03-01 ${hashes.esKey}</summary>\n\n    Say "Portada" for home: [-Inicio-]{+Portada+}`,
    )
  })

  it(
    'npm run i18n:status -- --json prints the same list, and -- <file> narrows it to one file',
    () => {
      const run = (...args: string[]) =>
        JSON.parse(
          execFileSync(process.execPath, [join(ROOT, 'scripts/tools/i18n-status/index.ts'), '--json', ...args], { cwd: dir, encoding: 'utf8' }),
        )
      expect(run()).toEqual({ outdated, unpaired: [] })
      expect(listed(run('content/pt/strings/base.json').outdated)).toEqual(['content/pt/strings/base.json nav.home'])
      expect(listed(run('content/es/services/crm.mdx').outdated)).toEqual(['content/pt/services/crm.mdx title', 'content/pt/services/crm.mdx body:0'])
    },
    SPAWN_TIMEOUT,
  )
})

describe('check:content on a real copy of the content', () => {
  it(
    'warns with the count of outdated translations and still passes',
    () => {
      const copy = contentCopy()
      const run = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'ignore', env: { ...process.env, ...IDENTITY } })
      try {
        run('init', '-q')
        run('add', '-A')
        run('commit', '-q', '-m', 'Start')
        const service = join(copy, 'content/es/services/integracion_crms.mdx')
        writeFileSync(service, readFileSync(service, 'utf8').replace(/^buttonLabel: .*$/m, 'buttonLabel: Ver detalles'))
        run('commit', '-q', '-am', 'Say "Ver detalles" on the CRM card')
        const result = spawnSync(process.execPath, [join(ROOT, 'scripts/tools/check-content/index.ts')], {
          cwd: copy,
          encoding: 'utf8',
        })
        expect(result.stderr).toContain('warning: 2 translated sections are older than the Spanish original (npm run i18n:status lists them)')
        expect(result.stdout).toMatch(/^content OK/)
        expect(result.status).toBe(0)
      } finally {
        rmSync(copy, { recursive: true, force: true })
      }
    },
    SPAWN_TIMEOUT,
  )
})

describe('check:content on a real copy whose Spanish post gained a section', () => {
  it(
    'warns at each translation’s line, naming the section it lacks, and still passes',
    () => {
      const copy = contentCopy()
      try {
        const post = join(copy, 'content/es/blog/velocidad-sitio-web-ventas.mdx')
        writeFileSync(post, `${readFileSync(post, 'utf8').trimEnd()}\n\n## Una sección nueva\n\nSolo en castellano, por ahora.\n`)
        const result = spawnSync(process.execPath, [join(ROOT, 'scripts/tools/check-content/index.ts')], { cwd: copy, encoding: 'utf8' })
        for (const lang of ['en', 'pt']) {
          const lines = readFileSync(join(copy, `content/${lang}/blog/velocidad-sitio-web-ventas.mdx`), 'utf8')
            .trimEnd()
            .split('\n').length
          expect(result.stderr).toMatch(
            new RegExp(
              `^warning: content/${lang}/blog/velocidad-sitio-web-ventas\\.mdx:${lines}:1: body:\\d+: the Spanish original has a section here, "## Una sección nueva" \\(content/es/blog/velocidad-sitio-web-ventas\\.mdx:\\d+\\), that the translation lacks$`,
              'm',
            ),
          )
        }
        expect(result.status).toBe(0)
      } finally {
        rmSync(copy, { recursive: true, force: true })
      }
    },
    SPAWN_TIMEOUT,
  )
})

describe('a history that cannot be read', () => {
  it(
    'a shallow clone says to fetch the whole history',
    () => {
      const clone = mkdtempSync(join(tmpdir(), 'i18n-shallow-'))
      try {
        execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone], { stdio: 'ignore' })
        expect(() => new ContentHistory(clone)).toThrow(NoHistoryError)
        expect(() => new ContentHistory(clone)).toThrow(/shallow clone.*fetch-depth: 0/)
      } finally {
        rmSync(clone, { recursive: true, force: true })
      }
    },
    SPAWN_TIMEOUT,
  )
})
