import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { annotation, summaryTable } from '../../../../scripts/tools/check-content/github.ts'
import { ROOT, SPAWN_TIMEOUT, contentCopy, editJson } from '../../build/content/fixtures.ts'
import { FIVE_SLIPS_LINES, FIVE_SLIPS_SLUG, fiveSlipsPost } from '../../../fixtures/five-slips.ts'
import { HOSTILE_CASES } from '../../../fixtures/hostile.ts'
import { PULL_REQUEST_CASES } from '../../../fixtures/hostile-pull-request.ts'

const ORDER = {
  file: 'content/pt/services/integracion_crms.mdx',
  line: 6,
  col: 8,
  field: 'order',
  message: 'expected a number (position on the services grid)',
}

describe('GitHub annotations', () => {
  it('a problem with a position is an ::error on that line and column, titled by its field', () => {
    expect(annotation(ORDER)).toBe(
      '::error file=content/pt/services/integracion_crms.mdx,line=6,col=8,title=Content%3A order::expected a number (position on the services grid)',
    )
  })

  it('a problem of a whole file has no line', () => {
    const missing = { file: 'content/pt/about.mdx', field: '', message: 'missing translation of content/es/about.mdx' }
    expect(annotation(missing)).toBe('::error file=content/pt/about.mdx,title=Content::missing translation of content/es/about.mdx')
  })

  it('escapes what would end a property or the command', () => {
    const odd = { file: 'content/es/strings/a,b.json', line: 1, col: 1, field: 'x', message: '100% sure\nsecond line' }
    expect(annotation(odd, 'warning')).toBe('::warning file=content/es/strings/a%2Cb.json,line=1,col=1,title=Content%3A x::100%25 sure%0Asecond line')
  })
})

describe('the step summary', () => {
  it('is a Markdown table, one row per problem, pipes escaped', () => {
    const pipe = { file: 'content/es/about.mdx', line: 3, col: 10, field: 'meta.title', message: 'expected at most 70 characters | shorten it' }
    expect(summaryTable([ORDER, pipe]).split('\n')).toEqual([
      '### Content check',
      '',
      '2 content problems:',
      '',
      '| where | field | problem |',
      '| --- | --- | --- |',
      '| `content/pt/services/integracion_crms.mdx:6:8` | `order` | expected a number (position on the services grid) |',
      '| `content/es/about.mdx:3:10` | `meta.title` | expected at most 70 characters \\| shorten it |',
      '',
    ])
  })

  it('says so when there is no problem', () => {
    expect(summaryTable([])).toBe('### Content check\n\nNo content problems.\n')
  })
})

/** `npm run check:content` in a scratch copy, as GitHub Actions runs it: what it prints, and the summary it writes. */
function checkInActions(dir: string): { stdout: string; stderr: string; summary: string } {
  const summary = join(dir, 'summary.md')
  try {
    execFileSync(process.execPath, [join(ROOT, 'scripts/tools/check-content/index.ts')], {
      cwd: dir,
      env: { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
      stdio: 'pipe',
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer }
    return { stdout: String(stdout), stderr: String(stderr), summary: readFileSync(summary, 'utf8') }
  }
  throw new Error('check:content passed')
}

describe('npm run check:content in GitHub Actions', () => {
  let dir = ''
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it(
    'prints every problem into a pipe, however many, then their count',
    () => {
      dir = contentCopy()
      for (const item of [...HOSTILE_CASES, ...PULL_REQUEST_CASES]) {
        mkdirSync(dirname(join(dir, item.file)), { recursive: true })
        writeFileSync(join(dir, item.file), item.source)
      }
      const { stderr } = checkInActions(dir)
      const problems = stderr.split('\n').filter((line) => /^(content|public)\//.test(line))
      expect(problems.length).toBeGreaterThan(200)
      expect(stderr).toMatch(new RegExp(`\\n${problems.length} content problems \\(\\d+ ms\\)\\n$`))
    },
    SPAWN_TIMEOUT,
  )

  it(
    'puts every slip of a post with five on the diff in one run, the same five lines it prints',
    () => {
      dir = contentCopy()
      for (const lang of ['es', 'en', 'pt']) writeFileSync(join(dir, `content/${lang}/blog/${FIVE_SLIPS_SLUG}.mdx`), fiveSlipsPost(lang))
      const { stdout, stderr, summary } = checkInActions(dir)
      const annotations = stdout.split('\n').filter((line) => line.startsWith('::error '))
      expect(stderr.split('\n').filter((line) => line.startsWith('content/'))).toEqual(FIVE_SLIPS_LINES)
      expect(annotations).toEqual(
        FIVE_SLIPS_LINES.map((line) => {
          const [, file, row, col, message] = /^(.*?):(\d+):(\d+): body: (.*)$/.exec(line) ?? []
          return `::error file=${file},line=${row},col=${col},title=Content%3A body::${message}`
        }),
      )
      expect(summary).toContain('5 content problems:')
    },
    SPAWN_TIMEOUT,
  )

  it(
    'prints each problem as a workflow command and writes the summary',
    () => {
      dir = contentCopy()
      editJson(dir, 'content/en/strings/base.json', (json) => delete json.nav.about)
      const { stdout, summary } = checkInActions(dir)
      expect(stdout).toContain(
        '::error file=content/en/strings/base.json,line=4,col=3,title=Content%3A nav.about::missing translation (present in es)',
      )
      expect(summary).toContain('| `content/en/strings/base.json:4:3` | `nav.about` | missing translation (present in es) |')
    },
    SPAWN_TIMEOUT,
  )
})
