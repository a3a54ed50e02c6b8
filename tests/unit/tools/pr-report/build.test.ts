import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runBuilds } from '../../../../scripts/tools/pr-report/build.ts'

/**
 * The report's two builds, as two projects whose `npm run build` is a script of this test's: each
 * leaves a file saying it started, waits for the other's (a build that never sees it fails), and
 * then does what its project says.
 */
let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pr-report-builds-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function project(side: 'base' | 'head', ending: string): string {
  const other = side === 'base' ? 'head' : 'base'
  const root = join(dir, side)
  mkdirSync(root)
  writeFileSync(join(root, 'package.json'), JSON.stringify({ scripts: { build: 'node build.mjs' } }))
  writeFileSync(
    join(root, 'build.mjs'),
    `import { existsSync, writeFileSync } from 'node:fs'
writeFileSync('../${side}.started', '')
const waited = Date.now()
while (!existsSync('../${other}.started')) {
  if (Date.now() - waited > 20000) { console.error('${side} never saw ${other} start'); process.exit(1) }
  await new Promise((resolve) => setTimeout(resolve, 20))
}
${ending}`,
  )
  return root
}

describe('runBuilds', () => {
  it('builds the base and the head at once', async () => {
    const base = project('base', `writeFileSync('built', '')`)
    const head = project('head', `writeFileSync('built', '')`)
    await runBuilds({ base, head })
    expect([existsSync(join(base, 'built')), existsSync(join(head, 'built'))]).toEqual([true, true])
  }, 30_000)

  it('names the side that failed and what its build said, once the other has finished', async () => {
    const base = project('base', `console.error('content/es/blog/a.mdx:3:1: title: expected text'); process.exit(1)`)
    const head = project('head', `await new Promise((resolve) => setTimeout(resolve, 300)); writeFileSync('built', '')`)
    const failure = runBuilds({ base, head })
    await expect(failure).rejects.toThrow(/^Base: The build failed in .*\/base:\ncontent\/es\/blog\/a\.mdx:3:1: title: expected text/)
    expect(existsSync(join(head, 'built'))).toBe(true)
  }, 30_000)

  it('reports both sides when both fail', async () => {
    const base = project('base', `console.error('base broke'); process.exit(1)`)
    const head = project('head', `console.error('head broke'); process.exit(2)`)
    await expect(runBuilds({ base, head })).rejects.toThrow(/^Base: [^]*base broke[^]*\n\nHead: [^]*head broke/)
  }, 30_000)
})
