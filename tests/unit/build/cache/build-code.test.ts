import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildModules } from '../../../../scripts/build/cache/build-code.ts'

/** The files the build's code is made of (scripts/build/cache/build-code.ts): every cache's key reads them. */
const project = join(import.meta.dirname, '../../../..')
let root = ''

const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}
const modules = () => buildModules(root, 'vite.config.ts').map((file) => relative(root, file))

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-code-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the modules the build is made of', () => {
  it('follows imports, re-exports, dynamic imports and the module a worker runs', () => {
    write('vite.config.ts', "import { a } from './a.ts'\nexport * from './b.ts'\nexport default () => import('./c.ts')")
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

  it('refuses an import Node could not resolve: a file named without its extension', () => {
    write('vite.config.ts', "import { a } from './a'")
    write('a.ts', 'export const a = 1')
    expect(modules).toThrow('vite.config.ts imports ./a, which is no file')
  })

  it("counts this build's entry, its Vite config, its stages and steps, and the modules of src/ they share", () => {
    const files = buildModules(project).map((file) => relative(project, file))
    expect(files).toEqual(
      expect.arrayContaining(['scripts/build/index.ts', 'vite.config.ts', 'scripts/build/steps/check-pages.ts', 'src/i18n/paths.ts']),
    )
    expect(files.filter((file) => file.startsWith('scripts/tools/') && !file.startsWith('scripts/tools/outbox/'))).toEqual([])
  })
})
