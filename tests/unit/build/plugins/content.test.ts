import { compile } from '@mdx-js/mdx'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { checkSite } from '../../../../scripts/build/content/check.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { remarkContent } from '../../../../scripts/build/content/remark-content.ts'
import { contentPlugin } from '../../../../scripts/build/plugins/content.ts'
import { WORDS_PER_MINUTE } from '../../../../src/content/blog/readingTime.ts'
import { ROOT, SPAWN_TIMEOUT, contentCopy } from '../content/fixtures.ts'

/** What @mdx-js/rollup does with a file (vite.config.ts): our plugin first in the pipeline. */
const compileAt = async (path: string, value: string, root = ROOT) =>
  String(await compile(new VFile({ path, value }), { remarkPlugins: [[remarkContent, { root }]] }))

describe('the content rules inside the MDX pipeline, as the build compiles a file', () => {
  const id = join(ROOT, 'content/pt/services/integracion_crms.mdx')
  const source = readFileSync(id, 'utf8')

  it('stops the build on a bad field, naming the file, its line and column, and the field', async () => {
    const broken = source.replace(/^title: .*$/m, 'title: 42')
    await expect(compileAt(id, broken)).rejects.toThrow('content/pt/services/integracion_crms.mdx:2:8: title: expected text')
  })

  it('gives Vite the position and the lines around it, for the terminal and the dev overlay', async () => {
    const broken = source.replace(/^order: .*$/m, 'order: first')
    const thrown = (await compileAt(id, broken).catch((error: unknown) => error)) as { loc?: unknown; frame?: string; stack?: string }
    expect(thrown.loc).toEqual({ file: id, line: 6, column: 8 })
    expect(thrown.frame).toContain('> 6 | order: first\n    |        ^')
    expect(thrown.stack).not.toMatch(/\bat .*\(/) // no call stack to bury the lines
  })

  it('compiles a valid file with its validated frontmatter exported as a literal, the YAML gone', async () => {
    const code = await compileAt(id, source)
    expect(code).toMatch(/export const frontmatter = \{\s*"title": "Integração de CRM"/)
    expect(code).not.toContain('backgroundPosition: center')
  })

  it("gives a component its schema's types: Figure's width and height as numbers", async () => {
    const post = join(ROOT, 'content/en/blog/velocidad-sitio-web-ventas.mdx')
    const code = await compileAt(post, readFileSync(post, 'utf8'))
    expect(code).toMatch(/width: 800,\s*height: 600/)
  })

  it('refuses an expression the check was never asked about, before anything is compiled', async () => {
    const hostile = source.replace('<Approach>', "{process.getBuiltinModule('fs').writeFileSync('/tmp/x', '1')}\n\n<Approach>")
    const line = hostile.split('\n').findIndex((l) => l.startsWith('{process')) + 1
    await expect(compileAt(id, hostile)).rejects.toThrow(`content/pt/services/integracion_crms.mdx:${line}:1: body: expected no {expression}`)
  })

  it('refuses MDX outside content/: every MDX file the site compiles is content', async () => {
    await expect(compileAt(join(ROOT, 'src/other.mdx'), '# hi')).rejects.toThrow('src/other.mdx: unexpected file')
  })
})

describe('the check a build starts with (scripts/build/index.ts: checkSite)', () => {
  const check = (root: string, compilerChecksBodies = true) => checkSite(root, { compilerChecksBodies }).then((issues) => issues.map(formatIssue))

  it(
    'covers the whole of content/: a .md post stops it, named',
    async () => {
      const dir = contentCopy()
      try {
        await expect(check(dir)).resolves.toEqual([])
        writeFileSync(join(dir, 'content/es/blog/nuevo.md'), '---\ntitle: x\n---\n')
        await expect(check(dir)).resolves.toEqual(['content/es/blog/nuevo.md:1:1: a Markdown file is not read: rename it to nuevo.mdx'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    SPAWN_TIMEOUT,
  )

  it(
    'covers public/ too: a script there stops it, named',
    async () => {
      const dir = contentCopy()
      try {
        writeFileSync(join(dir, 'public/images/run.js'), 'alert(document.domain)\n')
        await expect(check(dir)).resolves.toEqual([
          expect.stringContaining(
            'public/images/run.js: expected an image (.jpg, .jpeg, .png, .webp, .avif, .svg) or public/site.webmanifest, found a .js file',
          ),
        ])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    SPAWN_TIMEOUT,
  )

  it(
    'leaves the bodies the build compiles to the compiler, and parses those it never compiles',
    async () => {
      const dir = contentCopy()
      try {
        const post = join(dir, 'content/es/blog/que-implica-integrar-un-crm.mdx')
        writeFileSync(post, `${readFileSync(post, 'utf8')}\n<iframe src="https://example.com"></iframe>\n`)
        await expect(check(dir)).resolves.toEqual([])
        await expect(check(dir, false)).resolves.toEqual([
          expect.stringMatching(/que-implica-integrar-un-crm.mdx:\d+:1: body: <iframe> is not allowed here/),
        ])
        // A draft is never compiled by a build: its body is checked before it starts.
        writeFileSync(post, readFileSync(post, 'utf8').replace(/^date: .*$/m, '$&\ndraft: true'))
        await expect(check(dir)).resolves.toEqual([expect.stringMatching(/<iframe> is not allowed here/)])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    SPAWN_TIMEOUT,
  )
})

describe('the content plugin', () => {
  // What the page cache renders again rests on it (docs/decisions.md, "What a page read"): a page that reads the list of posts
  // is rendered again when the list's module changes, which a post's reading time does, and the rest of its body does not.
  it("changes a language's list of posts with a post's reading time, and not with the rest of its body", () => {
    const dir = contentCopy()
    try {
      const list = () => {
        const load = contentPlugin(dir).load as (this: unknown, id: string) => string
        const code = load.call({ addWatchFile: () => {} }, '\0virtual:content/blog/es')
        const posts = JSON.parse(/^export default (.*);$/m.exec(code)?.[1] ?? '') as { slug: string; readingMinutes: number }[]
        return { code, minutes: posts.find((post) => post.slug === 'que-implica-integrar-un-crm')?.readingMinutes }
      }
      const post = join(dir, 'content/es/blog/que-implica-integrar-un-crm.mdx')
      const before = list()
      expect(before.minutes).toBeGreaterThan(0)
      writeFileSync(post, `${readFileSync(post, 'utf8')}\nUna frase nueva, escrita para esta prueba.\n`)
      expect(list()).toEqual(before)
      writeFileSync(post, `${readFileSync(post, 'utf8')}\n${'palabra '.repeat(2 * WORDS_PER_MINUTE)}\n`)
      const after = list()
      expect(after.minutes).toBe((before.minutes ?? 0) + 2)
      expect(after.code).not.toBe(before.code)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stops on broken JSON strings, naming the file, its line and column', () => {
    const dir = contentCopy()
    try {
      writeFileSync(join(dir, 'content/pt/strings/about.json'), '{\n  "meta": {\n    "title": "Sobre nós",\n  }\n}\n')
      const load = contentPlugin(dir).load as (this: unknown, id: string) => unknown
      expect(() => load.call({ addWatchFile: () => {} }, '\0virtual:content/strings/pt')).toThrow(
        'content/pt/strings/about.json:4:3: expected valid JSON',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
