import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildCommand } from '../../../../scripts/tools/bench/workspace.ts'

const ROOT = process.cwd()
const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A project folder whose package.json builds with `build`. */
function projectWith(build: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-command-'))
  made.push(dir)
  mkdirSync(join(dir, 'scripts/build'), { recursive: true })
  writeFileSync(join(dir, 'scripts/build/run.mjs'), '')
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { build } }))
  return dir
}

describe('the build the bench and the build tests run: npm run build, as package.json writes it', () => {
  it("runs scripts/build/run.mjs as this project's build script writes it: no Node flags", () => {
    expect(buildCommand(ROOT, ROOT)).toEqual([process.execPath, ['scripts/build/run.mjs']])
  })

  it('passes on whatever flags a build script gives, and no others', () => {
    expect(buildCommand(ROOT, projectWith('node scripts/build/run.mjs'))).toEqual([process.execPath, ['scripts/build/run.mjs']])
    expect(buildCommand(ROOT, projectWith('node  --a=1 --b  scripts/build/run.mjs'))).toEqual([
      process.execPath,
      ['--a=1', '--b', 'scripts/build/run.mjs'],
    ])
  })

  it('refuses a build script it cannot run as npm would, rather than run another', () => {
    expect(() => buildCommand(ROOT, projectWith('tsx scripts/build/index.ts'))).toThrow('Expected "build": "node [flags] scripts/build/run.mjs"')
    expect(() => buildCommand(ROOT, projectWith('node scripts/build/run.mjs && echo done'))).toThrow('Expected')
  })
})
