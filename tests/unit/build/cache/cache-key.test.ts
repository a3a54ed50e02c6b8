import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backgroundWrites, placeCached } from '../../../../scripts/build/cache/cache-key'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cache-key-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('cache entries written in the background', () => {
  it('are all there, whole, once settled, with no temporary file left', async () => {
    const writes = backgroundWrites()
    const text = 'x'.repeat(200_000)
    for (let i = 0; i < 50; i++) writes.write(join(dir, `${i}.html`), `${i}${text}`)
    // The same entry twice in one build (two pages with one key) ends as one whole file.
    writes.write(join(dir, '0.html'), `0${text}`)
    await writes.settled()
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `${i}.html`).sort())
    for (let i = 0; i < 50; i++) expect(readFileSync(join(dir, `${i}.html`), 'utf8')).toBe(`${i}${text}`)
  })

  it('make the folder an entry goes in', async () => {
    const writes = backgroundWrites()
    for (const name of ['a', 'b']) writes.write(join(dir, 'new', 'folder', `${name}.json`), name)
    await writes.settled()
    expect(readdirSync(join(dir, 'new', 'folder')).sort()).toEqual(['a.json', 'b.json'])
  })

  it('fail the build as the first failed write did', async () => {
    const writes = backgroundWrites()
    // A file where the entry's folder should be: no folder can be made there.
    writeFileSync(join(dir, 'not-a-folder'), '')
    writes.write(join(dir, 'not-a-folder', 'a.html'), 'a')
    writes.write(join(dir, 'b.html'), 'b')
    await expect(writes.settled()).rejects.toThrow(/EEXIST|ENOTDIR/)
    // A later build's writes are its own.
    writes.write(join(dir, 'c.html'), 'c')
    await expect(writes.settled()).resolves.toBeUndefined()
  })
})

describe('a cached file placed in dist/', () => {
  it('is the cache’s own bytes under a second name, and leaves the cache whole when dist/ is emptied', () => {
    const cached = join(dir, 'cache.jpg')
    writeFileSync(cached, 'jpeg bytes')
    mkdirSync(join(dir, 'dist'))
    const target = join(dir, 'dist', 'social.jpg')
    writeFileSync(target, 'an older build’s image')
    placeCached(cached, target)
    expect(readFileSync(target, 'utf8')).toBe('jpeg bytes')
    expect(statSync(target).ino).toBe(statSync(cached).ino)
    rmSync(join(dir, 'dist'), { recursive: true })
    expect(readFileSync(cached, 'utf8')).toBe('jpeg bytes')
  })

  it('is a copy where the cache is on another file system', () => {
    // /dev/shm is a memory file system (Linux, CI's containers included): no hard link reaches
    // it from the temporary folder's.
    const other = mkdtempSync('/dev/shm/cache-key-')
    try {
      const cached = join(dir, 'cache.jpg')
      writeFileSync(cached, 'jpeg bytes')
      placeCached(cached, join(other, 'social.jpg'))
      expect(readFileSync(join(other, 'social.jpg'), 'utf8')).toBe('jpeg bytes')
      expect(statSync(join(other, 'social.jpg')).dev).not.toBe(statSync(cached).dev)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})
