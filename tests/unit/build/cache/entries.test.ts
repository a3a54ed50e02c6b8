import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { folderCache, openEntries, RECENT_MS } from '../../../../scripts/build/cache/entries.ts'

// The file system as it is, with a way to act at the moment a folder has been listed: between a
// build's listing and its look at each entry, as another build writing the same cache may.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  return { ...fs, readdirSync: vi.fn(fs.readdirSync) }
})
const fs = await vi.importActual<typeof import('node:fs')>('node:fs')

/** The next listing of a folder, after which `meanwhile` runs before the caller sees the names. */
function onNextListing(meanwhile: () => void) {
  vi.mocked(readdirSync).mockImplementationOnce(((path: string) => {
    const names = fs.readdirSync(path)
    meanwhile()
    return names
  }) as never)
}

let dir = ''

/** Makes every entry older, in the same order, past the time an entry another build used is spared. */
function age() {
  for (const name of readdirSync(dir)) {
    const then = new Date(statSync(join(dir, name)).mtimeMs - 2 * RECENT_MS)
    utimesSync(join(dir, name), then, then)
  }
}
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
    age()
    const second = openEntries(dir)
    second.write('new', 'new')
    second.read('old-1')
    await second.prune()
    // Used: new and old-1; of the four others, two are kept.
    expect(readdirSync(dir).filter((name) => name.startsWith('old-')).length).toBe(3)
    expect(readdirSync(dir)).toContain('new')
    expect(readdirSync(dir)).toContain('old-1')
  })

  it('spares what a build running beside it found, however many, so that build can still copy it', async () => {
    const earlier = openEntries(dir)
    for (const name of ['a', 'b', 'c', 'd']) earlier.write(name, name)
    await earlier.prune()
    age()
    const beside = openEntries(dir)
    const found = ['a', 'b', 'c'].map((name) => beside.file(name))
    const pruning = openEntries(dir)
    pruning.write('new', 'new')
    await pruning.prune()
    for (const file of found) expect(file && existsSync(file)).toBe(true)
    // What nobody used lately still goes.
    expect(readdirSync(dir).sort()).toEqual(['a', 'b', 'c', 'new'])
  })

  it('finds no entry that went after it opened, removed by the prune of a build beside it', async () => {
    const earlier = openEntries(dir)
    earlier.write('gone', 'gone')
    earlier.write('kept', 'kept')
    await earlier.prune()
    const entries = openEntries(dir)
    rmSync(join(dir, 'gone'))
    expect(entries.read('gone')).toBeUndefined()
    expect(entries.read('kept')).toBe('kept')
  })

  it('prunes beside a build that finishes writing an entry between the listing and its look at it', async () => {
    const earlier = openEntries(dir)
    earlier.write('page.html', 'old')
    await earlier.prune()
    // The build beside has written the new page to its partial file, and renames it right after our listing.
    writeFileSync(join(dir, 'page.html.4242.0.tmp'), 'new')
    const pruning = openEntries(dir)
    pruning.write('other.html', 'other')
    onNextListing(() => fs.renameSync(join(dir, 'page.html.4242.0.tmp'), join(dir, 'page.html')))
    await pruning.prune()
    expect(readFileSync(join(dir, 'page.html'), 'utf8')).toBe('new')
    expect(readdirSync(dir).sort()).toEqual(['other.html', 'page.html'])
  })

  it('prunes beside a build whose own prune removes an entry between the listing and its look at it', async () => {
    const earlier = openEntries(dir)
    for (const name of ['a', 'b', 'c']) earlier.write(name, name)
    await earlier.prune()
    age()
    const pruning = openEntries(dir)
    pruning.write('new', 'new')
    onNextListing(() => fs.rmSync(join(dir, 'b')))
    await pruning.prune()
    // Used: new; of the two others still there, one is kept.
    expect(readdirSync(dir)).toHaveLength(2)
    expect(readdirSync(dir)).toContain('new')
  })
})

describe('a cache of folders', () => {
  /** Writes `files` (path to text) under `folder`, as an index or a build writes them. */
  const writeTree = (folder: string, files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(folder, path, '..'), { recursive: true })
      writeFileSync(join(folder, path), text)
    }
  }
  const tree = (folder: string) =>
    Object.fromEntries(
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((path) => statSync(join(folder, path)).isFile())
        .sort()
        .map((path) => [path, readFileSync(join(folder, path), 'utf8')]),
    )
  const index = { 'pagefind.js': 'js', 'fragment/es_1.pf_fragment': 'one', 'index/es_2.pf_index': 'two' }

  it('keeps a linked folder as links to its files, and puts them back as links: no copy made either way', () => {
    const out = join(dir, '..', 'dist', 'pagefind')
    writeTree(out, index)
    const cache = folderCache(dir, { linked: true })
    cache.save('key', out, 'record')
    rmSync(join(dir, '..', 'dist'), { recursive: true })
    expect(cache.restore('key', out)).toBe(true)
    expect(tree(out)).toEqual(index)
    expect(cache.record('key')).toBe('record')
    const kept = statSync(join(dir, 'key', 'files', 'fragment/es_1.pf_fragment'))
    expect(statSync(join(out, 'fragment/es_1.pf_fragment')).ino).toBe(kept.ino)
    expect(kept.nlink).toBe(2)
    // What was put back stays whole when the entry goes, pruned by a later build.
    rmSync(join(dir, 'key'), { recursive: true })
    expect(tree(out)).toEqual(index)
  })

  it('copies what it keeps and puts back unless asked to link: the client build, whose files the build changes in place', () => {
    const from = join(dir, '..', 'built')
    writeTree(from, { 'index.html': '<p>template</p>' })
    const cache = folderCache(dir)
    cache.save('key', from)
    writeFileSync(join(from, 'index.html'), '<p>changed after it was kept</p>')
    const out = join(dir, '..', 'dist')
    expect(cache.restore('key', out)).toBe(true)
    writeFileSync(join(out, 'index.html'), '<p>the home page</p>')
    expect(readFileSync(join(dir, 'key', 'files', 'index.html'), 'utf8')).toBe('<p>template</p>')
  })

  it('keeps the three newest entries', () => {
    const cache = folderCache(dir, { linked: true })
    for (const [age, key] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      const from = join(dir, '..', key)
      writeTree(from, { [key]: key })
      cache.save(key, from)
      // Each entry a second newer than the last, as builds minutes apart write them.
      const then = new Date(Date.now() - 10_000 + age * 1000)
      utimesSync(join(dir, key), then, then)
    }
    expect(readdirSync(dir).sort()).toEqual(['c', 'd', 'e'])
  })

  it('finds no entry a build beside it removed, and leaves nothing where it was to put it back', () => {
    const cache = folderCache(dir, { linked: true })
    const out = join(dir, '..', 'dist', 'pagefind')
    expect(cache.restore('gone', out)).toBe(false)
    expect(existsSync(out)).toBe(false)
  })
})
