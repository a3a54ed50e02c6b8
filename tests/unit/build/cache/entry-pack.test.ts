import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openEntryPack } from '../../../../scripts/build/cache/entry-pack.ts'

/**
 * A cache folder's entries packed into a few files (scripts/build/cache/entry-pack.ts): each build
 * reads what it needs, writes what it made into one new pack, and keeps what it is told to.
 */
let dir = ''
const packs = () => readdirSync(dir).filter((name) => name.endsWith('.pack'))
const packBytes = () => packs().reduce((total, name) => total + statSync(join(dir, name)).size, 0)
const keepUsedBy = (start: number) => (_: string, used: number) => used >= start

/** When the last build closed: a build starts on a later millisecond, as real builds, seconds apart, do. */
let lastClosed = 0

/** One build: reads `read`, writes `written`, keeps what it used. */
async function build(read: string[], written: Record<string, string>): Promise<Record<string, string | undefined>> {
  // Within the same millisecond, what the last build used would count as used by this one too.
  while (Date.now() <= lastClosed) await new Promise((resolve) => setTimeout(resolve, 1))
  const start = Date.now()
  const pack = openEntryPack(dir)
  const found = Object.fromEntries(read.map((key) => [key, pack.read(key)]))
  for (const [key, data] of Object.entries(written)) pack.write(key, data)
  await pack.close(keepUsedBy(start))
  lastClosed = Date.now()
  return found
}

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'entry-pack-')), 'pages')
})
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }))

describe('a packed cache folder', () => {
  it('gives back what an earlier build wrote, by key, and nothing for a key it never wrote', async () => {
    await build([], { a: 'página á', b: '<html>b</html>' })
    expect(await build(['a', 'b', 'c'], {})).toEqual({ a: 'página á', b: '<html>b</html>', c: undefined })
    const pack = openEntryPack(dir)
    expect([pack.has('a'), pack.has('c')]).toEqual([true, false])
  })

  it('keeps what the build says to keep, and nothing else', async () => {
    await build([], { a: 'A', b: 'B', c: 'C' })
    // This build uses a and writes d: b and c, unused, go.
    await build(['a'], { d: 'D' })
    expect(await build(['a', 'b', 'c', 'd'], {})).toEqual({ a: 'A', b: undefined, c: undefined, d: 'D' })
  })

  it('holds at most twice what it keeps, however many builds replace an entry each', async () => {
    const entries = Object.fromEntries([...Array(10).keys()].map((i) => [`k${i}`, `entry ${i} `.repeat(100)]))
    await build([], entries)
    for (let round = 0; round < 25; round++) {
      const changed = `k${round % 10}`
      entries[changed] = `entry ${changed} of round ${round} `.repeat(100)
      const others = Object.keys(entries).filter((key) => key !== changed)
      await build(others, { [changed]: entries[changed] as string })
      const kept = Object.values(entries).reduce((total, text) => total + Buffer.byteLength(text), 0)
      expect(packBytes()).toBeLessThanOrEqual(2 * kept)
    }
    expect(await build(Object.keys(entries), {})).toEqual(entries)
    expect(packs().length).toBeLessThanOrEqual(8)
  })

  it('keeps the last build’s entries when a build stops before it closes', async () => {
    await build([], { a: 'A' })
    const stopped = openEntryPack(dir)
    stopped.write('b', 'B')
    expect(stopped.read('a')).toBe('A')
    // No close: the process ended. The next build finds the last complete state.
    expect(await build(['a', 'b'], {})).toEqual({ a: 'A', b: undefined })
    // The stopped build's pack is created by Node's I/O threads: here before the folder is removed.
    await vi.waitFor(() => expect(readdirSync(dir).some((name) => name.endsWith('.pack.tmp'))).toBe(true))
  })

  it('treats an entry whose pack is gone as absent', async () => {
    await build([], { a: 'A' })
    for (const name of packs()) rmSync(join(dir, name))
    expect(await build(['a'], { b: 'B' })).toEqual({ a: undefined })
    expect(await build(['b'], {})).toEqual({ b: 'B' })
  })

  it('removes the entry files of the cache before it was packed, and leaves the folder’s other files', async () => {
    mkdirSync(dir, { recursive: true })
    const old = `${'ab'.repeat(32)}.html`
    writeFileSync(join(dir, old), '<html>')
    writeFileSync(join(dir, 'checked.json'), '[]')
    await build([], { a: 'A' })
    expect(existsSync(join(dir, old))).toBe(false)
    expect(existsSync(join(dir, 'checked.json'))).toBe(true)
  })

  it('writes no folder for a build that keeps nothing', async () => {
    await build([], {})
    expect(existsSync(dir)).toBe(false)
  })
})
