import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openEntries } from '../../../../scripts/build/cache/entries.ts'

let dir = ''
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'entries-')), 'cache')
})
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }))

describe('a cache folder of entries', () => {
  it('has every entry written, whole and under its own name, once prune has waited for the writes', async () => {
    const entries = openEntries(dir)
    for (let i = 0; i < 50; i++) entries.write(`${i}.html`, `<p>${i}</p>`.repeat(1000))
    await entries.prune()
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `${i}.html`).sort())
    const next = openEntries(dir)
    expect(next.read('7.html')).toBe('<p>7</p>'.repeat(1000))
    expect(next.file('8.html')).toBe(join(dir, '8.html'))
    expect(next.read('missing.html')).toBeUndefined()
  })

  it('fails the build at prune when a write failed, naming the entry', async () => {
    const entries = openEntries(dir)
    mkdirSync(join(dir, 'taken.html'), { recursive: true })
    entries.write('taken.html', '<p>a folder stands where this entry goes</p>')
    await expect(entries.prune()).rejects.toThrow(/taken\.html/)
  })

  it('keeps what this build used and as many again of the rest, the newest', async () => {
    const first = openEntries(dir)
    for (const name of ['old-1', 'old-2', 'old-3', 'old-4', 'old-5']) first.write(name, name)
    await first.prune()
    const second = openEntries(dir)
    second.write('new', 'new')
    second.read('old-1')
    await second.prune()
    // Used: new and old-1; of the four others, two are kept.
    expect(readdirSync(dir).filter((name) => name.startsWith('old-')).length).toBe(3)
    expect(readdirSync(dir)).toContain('new')
    expect(readdirSync(dir)).toContain('old-1')
  })
})
