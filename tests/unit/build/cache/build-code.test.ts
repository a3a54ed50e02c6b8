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
  it('follows imports, re-exports and dynamic imports, transitively', () => {
    write('vite.config.ts', "import { a } from './a.ts'\nexport * from './b.ts'\nexport default () => import('./c.ts')")
    write('a.ts', "import './d.ts'\nexport const a = 1")
    write('b.ts', 'export const b = 1')
    write('c.ts', 'export const c = 1')
    write('d.ts', 'export {}')
    expect(modules()).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts', 'vite.config.ts'])
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
    // Of the tools, only what a build runs: the outbox, and the translations' status its pages' notices read, with its word diff.
    const used = ['scripts/tools/outbox/', 'scripts/tools/i18n-status/', 'scripts/tools/pr-report/word-diff.ts']
    expect(files.filter((file) => file.startsWith('scripts/tools/') && !used.some((prefix) => file.startsWith(prefix)))).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['scripts/tools/i18n-status/lag.ts', 'scripts/tools/i18n-status/page-exports.ts']))
  })
})
