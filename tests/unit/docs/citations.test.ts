import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { anchorOf, checkedFiles, headingsOf, problemsOf, type Problem } from './citations.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const OWN = ['tests/unit/docs/citations.ts', 'tests/unit/docs/citations.test.ts']

/** A small repository to check the checker against. */
const scratch = mkdtempSync(join(tmpdir(), 'citations-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const files: Record<string, string> = {
  'src/contact/phone.ts': 'export {}\n',
  'content/es/blog/a-post.mdx': '',
  'content/en/strings/base.json': '{}',
  'docs/decisions.md': '# Decisions\n\n## Uruguay is the default phone region\n\nWhy.\n\n```md\n## Not a heading\n```\n',
}
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(scratch, name)), { recursive: true })
  writeFileSync(join(scratch, name), text)
}
const problems = (file: string, text: string) => problemsOf(scratch, file, text).map((problem) => problem.message)

describe('the citation check, on a small repository', () => {
  it('refuses a path in a comment that names nothing, and accepts one that exists', () => {
    expect(problems('src/a.ts', '// See src/router.ts.\nconst x = 1 // and src/contact/phone.ts.\n')).toEqual([
      'src/router.ts: no such file or folder',
    ])
  })

  it('reads comments as the parser does: JSX comments count, strings and JSX text do not', () => {
    const tsx = [
      "const path = 'src/not-a-comment.ts'",
      'export const A = () => (',
      '  <p>',
      '    {/* src/jsx-comment.ts */}',
      '    text // src/jsx-text.ts',
      '  </p>',
      ')',
    ].join('\n')
    expect(problems('src/a.tsx', tsx)).toEqual(['src/jsx-comment.ts: no such file or folder'])
  })

  it('accepts a pattern that matches something, and refuses one that matches nothing', () => {
    const accepted = [
      '// content/<lang>/blog/<slug>.mdx',
      '// content/{es,en,pt}/strings/base.json',
      '// content/*/blog/{slug}.mdx',
      '// content/**/*.json',
      '// content/<lang>/...',
      '// src/contact/… and src/contact/phone.ts, then more.',
    ]
    expect(problems('src/a.ts', accepted.join('\n'))).toEqual([])
    expect(problems('src/a.ts', '// content/<lang>/services/<key>.mdx\n// content/{es,fr}/strings/base.json\n')).toEqual([
      'content/<lang>/services/<key>.mdx: no such file or folder',
      'content/{es,fr}/strings/base.json: no such file or folder',
    ])
  })

  it('leaves paths inside URLs and other packages alone', () => {
    expect(problems('src/a.ts', '// https://github.com/x/y/blob/main/src/node/build.ts, node_modules/x/src/y.ts\n')).toEqual([])
  })

  it('refuses a heading that the cited doc does not have, even wrapped over comment lines', () => {
    const good = '/**\n * Read as Uruguayan (docs/decisions.md, "Uruguay is the\n * default phone region").\n */\n'
    expect(problems('src/a.ts', good)).toEqual([])
    expect(problems('src/a.ts', '// docs/decisions.md, "Uruguay by default"\n')).toEqual([
      'docs/decisions.md, "Uruguay by default": no such heading in docs/decisions.md',
    ])
    expect(problems('src/a.ts', '// docs/decisions.md, "Not a heading"\n')).toEqual([
      'docs/decisions.md, "Not a heading": no such heading in docs/decisions.md',
    ])
  })

  it('reads a citation wrapped over consecutive // comments as one', () => {
    expect(problems('src/a.ts', '// Uruguay first (docs/decisions.md,\n// "Uruguay is the default phone region").\n')).toEqual([])
    expect(problems('src/a.ts', '// Uruguay first (docs/decisions.md,\n\n// "Uruguay is the default phone region").\n')).toEqual([
      'docs/decisions.md cited without a heading: write docs/decisions.md, "<heading>"',
    ])
  })

  it('takes `"<heading>"` for the form of a citation, not for a heading', () => {
    expect(problems('docs/architecture.md', 'Cite a decision as `docs/decisions.md, "<heading>"`.\n')).toEqual([])
  })

  it('refuses a comment that cites the decisions without a heading', () => {
    expect(problems('src/a.ts', '// Uruguay first (docs/decisions.md).\n')).toEqual([
      'docs/decisions.md cited without a heading: write docs/decisions.md, "<heading>"',
    ])
  })

  it('refuses what a clone lacks: a bare decisions.md, the spec, a spec section, an issue number', () => {
    const cited = [
      "// Uruguay first (decisions.md, Contact). The spec's default.",
      '// As spec section 5 says (issue 21).',
      "it('is the spec hero height', () => {})",
      '// (spec: half opacity)',
    ].join('\n')
    expect(problems('src/a.ts', cited)).toEqual([
      '"decisions.md" is not in the repository: cite docs/decisions.md, "<heading>"',
      '"spec section" is not in the repository: cite docs/product.md, "<heading>"',
      '"the spec" is not in the repository: cite docs/product.md, "<heading>"',
      '"spec\'s" is not in the repository: cite docs/product.md, "<heading>"',
      '"spec:" is not in the repository: cite docs/product.md, "<heading>"',
      '"issue 21" is not in the repository: cite the reason itself, or the docs heading that holds it',
    ])
  })

  it('lets a Markdown file beside the decisions name them as decisions.md, and nothing else', () => {
    const markdown = 'Why: [decisions.md](decisions.md#uruguay-is-the-default-phone-region).\n'
    expect(problems('docs/product.md', markdown)).toEqual([])
    expect(problems('content/README.md', 'Why: decisions.md.\n')).toEqual([
      '"decisions.md" is not in the repository: cite docs/decisions.md, "<heading>"',
    ])
  })

  it('does not take a test file (*.spec.ts) for the spec', () => {
    expect(problems('src/a.ts', '// tests/e2e/contact.spec.ts drives the form: a spec.ts file.\n')).toEqual([
      'tests/e2e/contact.spec.ts: no such file or folder',
    ])
  })

  it("checks a Markdown file's links, their anchors, and its paths in prose and code", () => {
    const markdown = [
      '# Readme',
      '',
      '[why](docs/decisions.md#uruguay-is-the-default-phone-region), [here](#readme).',
      '[gone](docs/gone.md), [no anchor](docs/decisions.md#uruguay), [site](https://example.com/x.md).',
      '',
      '```sh',
      'node scripts/tools/images/index.ts',
      '```',
    ].join('\n')
    expect(problemsOf(scratch, 'README.md', markdown)).toEqual<Problem[]>([
      { file: 'README.md', line: 4, message: 'docs/gone.md: no such file or folder' },
      { file: 'README.md', line: 7, message: 'scripts/tools/images/index.ts: no such file or folder' },
      { file: 'README.md', line: 4, message: 'link to docs/gone.md: no such file' },
      { file: 'README.md', line: 4, message: 'link to docs/decisions.md#uruguay: no heading with that anchor in docs/decisions.md' },
    ])
  })

  it('refuses a file git ignores, which this machine has and a clone lacks, and accepts its tracked neighbour', () => {
    const repo = mkdtempSync(join(tmpdir(), 'citations-git-'))
    try {
      mkdirSync(join(repo, 'bench'))
      writeFileSync(join(repo, '.gitignore'), 'bench/partial-report.*\npublic/generated/\n')
      writeFileSync(join(repo, 'bench/report.md'), '')
      writeFileSync(join(repo, 'bench/partial-report.md'), '')
      mkdirSync(join(repo, 'public/generated'), { recursive: true })
      writeFileSync(join(repo, 'public/generated/cover.png'), '')
      execFileSync('git', ['init', '--quiet'], { cwd: repo })
      const text = 'See `bench/report.md`, `bench/partial-report.md` and `public/generated/cover.png`.\n'
      expect(problemsOf(repo, 'docs/bench.md', text).map((problem) => problem.message)).toEqual([
        'bench/partial-report.md: no such file or folder',
        'public/generated/cover.png: no such file or folder',
      ])
    } finally {
      rmSync(repo, { recursive: true, force: true })
    }
  })

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('What runs in the browser: Speculation Rules, not a router')).toBe('what-runs-in-the-browser-speculation-rules-not-a-router')
    expect(anchorOf('Files under public/ are content')).toBe('files-under-public-are-content')
    expect(anchorOf("A CSP of the build's own scripts ('strict-dynamic')")).toBe('a-csp-of-the-builds-own-scripts-strict-dynamic')
    expect(headingsOf('## `npm start` answers\n')).toEqual(['npm start answers'])
  })
})

describe("the repository's comments and docs", () => {
  it('name only files that exist, headings that exist, and nothing a clone lacks', () => {
    const found = checkedFiles(root).flatMap((file) => problemsOf(root, file, readFileSync(join(root, file), 'utf8'), OWN.includes(file)))
    expect(found.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([])
  }, 60_000) // every file of the repository parsed: seconds on a busy two-core machine

  it('cover the code, the tests, the configuration and the docs', () => {
    const checked = checkedFiles(root)
    for (const file of [
      'src/main.tsx',
      'scripts/build/index.ts',
      'tests/e2e/contact.spec.ts',
      'vite.config.ts',
      'index.html',
      'content/README.md',
      'README.md',
    ])
      expect(checked).toContain(file)
  })
})
