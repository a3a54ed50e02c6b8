import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { placeCached } from '../../../../scripts/build/cache/cache-key.ts'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cache-key-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

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
