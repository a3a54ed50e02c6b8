import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { build, buildCommand } from '../../../../scripts/tools/bench/workspace.ts'

const ROOT = process.cwd()
const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A project folder whose package.json builds with `build`. */
function projectWith(build: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-command-'))
  made.push(dir)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { build } }))
  return dir
}

describe('the build the bench and the build tests run: npm run build, as package.json writes it', () => {
  it("runs this project's build script with the Node that runs the tests, and no flags", () => {
    expect(buildCommand(ROOT, ROOT)).toEqual([process.execPath, ['scripts/build/index.ts']])
  })

  it("runs another commit's build as its package.json says: node and its arguments, or vite-react-ssg's CLI", () => {
    expect(buildCommand(ROOT, projectWith('node  --a=1 scripts/build/run.mjs'))).toEqual([process.execPath, ['--a=1', 'scripts/build/run.mjs']])
    expect(buildCommand(ROOT, projectWith('vite-react-ssg build'))).toEqual([join(ROOT, 'node_modules/.bin/vite-react-ssg'), ['build']])
  })

  it('refuses a build script it cannot run as npm would, rather than run another', () => {
    expect(() => buildCommand(ROOT, projectWith('tsx scripts/build/index.ts'))).toThrow('Expected "build": "node <file>"')
    expect(() => buildCommand(ROOT, projectWith('node scripts/build/index.ts && echo done'))).toThrow('Expected')
  })
})

describe('a failed build in the bench', () => {
  it('says what the build said last on stderr, and its exit status, rather than only that a command failed', () => {
    const dir = projectWith('node fail.mjs')
    writeFileSync(join(dir, 'fail.mjs'), "console.log('a page written'); console.error('Build stopped: 1 content problem'); process.exit(2)")
    expect(() => build(ROOT, dir)).toThrow(/exited with 2[^]*Build stopped: 1 content problem/)
  })
})
