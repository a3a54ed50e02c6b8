import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentPlugin } from '../../../scripts/vite/content-plugin'
import { ROOT, contentCopy } from '../content/fixtures'

const plugin = contentPlugin(ROOT)
const transform = (id: string, code: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined).call({}, code, id)

describe('the content plugin, as the build loads an MDX file', () => {
  const id = join(ROOT, 'content/pt/services/integracion_crms.mdx')
  const source = readFileSync(id, 'utf8')

  it('stops the build on a bad field, naming the file, its line and column, and the field', () => {
    const broken = source.replace(/^title: .*$/m, 'title: 42')
    expect(() => transform(id, broken)).toThrow('content/pt/services/integracion_crms.mdx:2:8: title: expected text')
  })

  it('gives Vite the position and the lines around it, for the terminal and the dev overlay', () => {
    const broken = source.replace(/^order: .*$/m, 'order: first')
    let thrown: { loc?: unknown; frame?: string } = {}
    try {
      transform(id, broken)
    } catch (error) {
      thrown = error as typeof thrown
    }
    expect(thrown.loc).toEqual({ file: id, line: 6, column: 8 })
    expect(thrown.frame).toContain('> 6 | order: first\n    |        ^')
  })

  it('passes the body on with the validated frontmatter exported, keeping line numbers', () => {
    const result = transform(id, source)
    expect(result?.code).toMatch(/export const frontmatter = \{"title":/)
    const bodyLine = source.split('\n').findIndex((line) => line.startsWith('<Description>'))
    expect(result?.code.split('\n')[bodyLine]).toBe('<Description>')
  })

  it('leaves files outside content/ alone', () => {
    expect(transform(join(ROOT, 'src/other.mdx'), '# hi')).toBeUndefined()
  })
})

describe('the content plugin, as the build loads a language strings', () => {
  it('stops on broken JSON, naming the file, its line and column', () => {
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
