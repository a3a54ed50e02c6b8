import { compile } from '@mdx-js/mdx'
import mdx from '@mdx-js/rollup'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { VFile } from 'vfile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { checkPublic } from '../../../../scripts/build/content/public-files.ts'
import { contentErrorIn } from '../../../../scripts/build/content/content-error.ts'
import { formatIssue, type ContentIssue } from '../../../../scripts/build/content/issues.ts'
import { remarkContent } from '../../../../scripts/build/content/remark-content.ts'
import { gfmMarkup } from '../../../../scripts/build/plugins/gfm-markup.ts'
import { withContentErrors } from '../../../../scripts/build/plugins/mdx-pipeline.ts'
import {
  BENIGN_SLUG,
  benignPost,
  CANARY_DIR,
  CANARY_ENV,
  HOSTILE_CASES as LANGUAGE_CASES,
  printedLines,
  type HostileCase,
} from '../../../fixtures/hostile.ts'
import { BENIGN_MARKDOWN_SLUG, benignMarkdownPost, PULL_REQUEST_CASES } from '../../../fixtures/hostile-pull-request.ts'
import { contentCopy } from './fixtures.ts'

/** A case's source as written to disk, its canary pointing into `canaries`. */
export const sourceIn = (item: HostileCase, canaries: string): string | Uint8Array =>
  typeof item.source === 'string' ? item.source.replaceAll(CANARY_DIR, canaries) : item.source

const HOSTILE_CASES = [...LANGUAGE_CASES, ...PULL_REQUEST_CASES]

let dir = ''
let canaries = ''
let issues: ContentIssue[] = []
const token = `secret-${Math.random().toString(36).slice(2)}`

beforeAll(async () => {
  dir = contentCopy()
  canaries = join(dir, 'canaries')
  mkdirSync(canaries)
  process.env[CANARY_ENV] = token
  for (const item of HOSTILE_CASES) {
    mkdirSync(dirname(join(dir, item.file)), { recursive: true })
    writeFileSync(join(dir, item.file), sourceIn(item, canaries))
  }
  for (const lang of ['es', 'en', 'pt']) {
    writeFileSync(join(dir, `content/${lang}/blog/${BENIGN_SLUG}.mdx`), benignPost(lang))
    writeFileSync(join(dir, `content/${lang}/blog/${BENIGN_MARKDOWN_SLUG}.mdx`), benignMarkdownPost(lang))
  }
  issues = [...checkContent(dir), ...(await checkPublic(dir))]
})

afterAll(() => {
  delete process.env[CANARY_ENV]
  rmSync(dir, { recursive: true, force: true })
})

describe(`check:content refuses each of the ${HOSTILE_CASES.length} hostile cases at its line`, () => {
  it.each(HOSTILE_CASES.map((item) => [item.name, item] as const))('%s', (_, item) => {
    expect(issues.filter((issue) => issue.file === item.file).map(formatIssue)).toEqual(printedLines(item))
  })

  it("refuses no other file under public/: the site's own icons, SVGs and photos beside them pass", () => {
    const cases = new Set(HOSTILE_CASES.map((item) => item.file))
    expect(issues.filter((issue) => issue.file.startsWith('public/') && !cases.has(issue.file)).map(formatIssue)).toEqual([])
  })

  it('ran none of them: no canary file, no secret in what it printed', () => {
    expect(readdirSync(canaries)).toEqual([])
    expect(issues.map(formatIssue).join('\n')).not.toContain(token)
  })
})

describe('the build refuses the same MDX cases, in its own pipeline, before compiling anything', () => {
  const mdxCases = HOSTILE_CASES.filter((item) => typeof item.source === 'string' && item.file.endsWith('.mdx'))
  // vite.config.ts's compiler: content's rules first in it, and the parser's refusals said as
  // check:content says them (a source the parser cannot read never reaches the rules).
  const pipeline = () => withContentErrors(mdx({ remarkPlugins: [[remarkContent, { root: dir }]] }), dir)

  it.each(mdxCases.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    const transform = pipeline().transform as unknown as (this: unknown, code: string, id: string) => Promise<unknown>
    const error = await transform.call({}, sourceIn(item, canaries) as string, join(dir, item.file)).then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(contentErrorIn(error)?.issues.map(formatIssue)).toEqual(printedLines(item))
    expect(readdirSync(canaries)).toEqual([])
  })
})

describe('benign controls pass, and compile to what they say', () => {
  const pipeline = () => withContentErrors(mdx({ remarkPlugins: [[remarkContent, { root: dir }]], rehypePlugins: [gfmMarkup] }), dir)

  it('check:content finds nothing in them', () => {
    expect(issues.filter((issue) => issue.file.includes(BENIGN_SLUG) || issue.file.includes(BENIGN_MARKDOWN_SLUG)).map(formatIssue)).toEqual([])
  })

  it('compiles: the comment is gone, the code samples and the braces are text, the links are kept', async () => {
    const path = join(dir, `content/es/blog/${BENIGN_SLUG}.mdx`)
    const code = String(await compile(new VFile({ path, value: benignPost('es') }), { remarkPlugins: [[remarkContent, { root: dir }]] }))
    expect(code).not.toContain('never published') // not even in the bundle
    expect(code).toContain('"{process.env.HOME}"')
    expect(code).toContain("import { readFileSync } from 'node:fs'")
    expect(code).toContain('<script>alert(\\"solo un ejemplo\\")</script>')
    expect(code).toContain('mailto:ventas@example.com?subject=Consulta%20CRM&body=Hola')
    expect(code).toContain('tel:+59821234567')
  })

  it('compiles GitHub-flavoured Markdown: a table with its header row, strikethrough, a labelled task list, linked addresses', async () => {
    const path = join(dir, `content/es/blog/${BENIGN_MARKDOWN_SLUG}.mdx`)
    const compiled = await (pipeline().transform as unknown as (code: string, id: string) => Promise<{ code: string }>).call(
      {},
      benignMarkdownPost('es'),
      path,
    )
    const code = compiled.code
    expect(code).toContain('_components.thead')
    expect(code).toContain('_components.del')
    expect(code).toContain('"data-align": "right"')
    expect(code).not.toContain('textAlign') // no style attribute per cell
    expect(code).toMatch(/_components\.label, \{\s*children: \[_jsx\(_components\.input, \{\s*type: "checkbox",\s*checked: true/)
    expect(code).toContain('href: "https://example.com/guia"')
    expect(code).toContain('href: "http://www.example.com"')
    expect(code).toContain('href: "mailto:ventas@example.com"')
    expect(code).toContain('x < y, y también x < y, 5 < 6.')
    expect(code).toContain('(/100%)')
  })
})
