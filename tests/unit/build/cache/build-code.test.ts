import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildModules } from '../../../../scripts/build/cache/build-code.ts'

// Each module the build code is made of, as Vite's parser is asked for it.
const parsed = vi.hoisted(() => [] as string[])
vi.mock('vite', async (importOriginal) => {
  const vite = await importOriginal<typeof import('vite')>()
  return {
    ...vite,
    parseAst: (code: string, ...rest: Parameters<typeof vite.parseAst> extends [string, ...infer R] ? R : never) => {
      parsed.push(code)
      return vite.parseAst(code, ...rest)
    },
  }
})

/** The files the build's code is made of (scripts/build/cache/build-code.ts): every cache's key reads them. */
const project = join(import.meta.dirname, '../../../..')
let root = ''

const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}
const modules = () => buildModules(root).map((file) => relative(root, file))

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-code-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the modules the build is made of', () => {
  it('follows imports, re-exports, dynamic imports and the module a worker runs', () => {
    write('vite.config.ts', "import { a } from './a'\nexport * from './b.ts'\nexport default () => import('./c.ts')")
    write('a.ts', "export const a = () => new Worker(new URL('./w.worker.ts', import.meta.url))")
    write('b.ts', 'export const b = 1')
    write('c.ts', 'export const c = 1')
    write('w.worker.ts', "import './d.ts'")
    write('d.ts', 'export {}')
    expect(modules()).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts', 'vite.config.ts', 'w.worker.ts'])
  })

  it('reads a URL only when it names a module beside this one: not an address, a variable, a folder or an image', () => {
    write(
      'vite.config.ts',
      "const name = './x.ts'\nnew URL(name, import.meta.url)\nnew URL('https://example.com/')\nnew URL('./y.ts', 'file:///')\nnew URL('.', import.meta.url)\nnew URL('./logo.png', import.meta.url)",
    )
    expect(modules()).toEqual(['vite.config.ts'])
  })

  it('parses a module once per process, in every copy of the build code, and again when its text changes', async () => {
    write('vite.config.ts', "import './a.ts'")
    write('a.ts', 'export const a = 1')
    parsed.length = 0
    modules()
    expect(parsed).toEqual(["import './a.ts'", 'export const a = 1'])
    // Vite bundles vite.config.ts once per build (client, server): each bundle has its own copy.
    vi.resetModules()
    const copy = await import('../../../../scripts/build/cache/build-code.ts')
    expect(copy.buildModules).not.toBe(buildModules)
    copy.buildModules(root)
    expect(parsed).toHaveLength(2)
    write('a.ts', 'export const a = 2')
    copy.buildModules(root)
    expect(parsed).toEqual(["import './a.ts'", 'export const a = 1', 'export const a = 2'])
  })

  it("counts this build's worker threads and their first module", () => {
    const files = buildModules(project).map((file) => relative(project, file))
    expect(files).toEqual(
      expect.arrayContaining(['scripts/build/plugins/mdx-ahead.worker.ts', 'scripts/build/prerender/pages.worker.ts', 'scripts/build/ts-worker.mjs']),
    )
  })
})
