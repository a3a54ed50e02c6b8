import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { baseSiteKey, cachedBaseSite, keepBaseSite } from '../../../../scripts/tools/pr-report/base-site.ts'
import { scratchFolders } from '../../../support/scratch.ts'

/**
 * A pull request's base site, kept by one report for the next against the same base: found by what
 * its build is made of, never by the commit's name alone.
 */
const scratch = scratchFolders()
let root = ''
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'E', GIT_AUTHOR_EMAIL: 'e@example.com', GIT_COMMITTER_NAME: 'E', GIT_COMMITTER_EMAIL: 'e@example.com' },
  }).trim()
const commit = (files: Record<string, string>, message = 'change') => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true })
    writeFileSync(join(root, name), text)
  }
  git('add', '-A')
  git('commit', '-q', '--allow-empty', '-m', message)
  return git('rev-parse', 'HEAD')
}
const SITE = "export const site = { url: 'https://example.com', timeZone: 'America/Montevideo' }\n"
// Noon in Montevideo (UTC-3) on 1 March 2026.
const NOON = new Date('2026-03-01T15:00:00Z')
const saved = process.env.VITE_EMAILJS_PUBLIC_KEY

beforeEach(() => {
  root = scratch('base-site')
  process.env.SITE_CACHE_DIR = join(root, '.cache')
  git('init', '-q', '-b', 'main')
  mkdirSync(join(root, 'node_modules'))
  writeFileSync(join(root, 'node_modules/.package-lock.json'), '{"packages":{"a":"1.0.0"}}')
})

afterEach(() => {
  delete process.env.SITE_CACHE_DIR
  if (saved === undefined) delete process.env.VITE_EMAILJS_PUBLIC_KEY
  else process.env.VITE_EMAILJS_PUBLIC_KEY = saved
})

describe('the key of a base site', () => {
  it('is the same for the same files, whatever the commit, and another for other files', () => {
    const first = commit({ 'src/site.ts': SITE, 'content/es/about.mdx': 'Hola\n' })
    const empty = commit({}, 'an empty commit: the same files')
    const edited = commit({ 'content/es/about.mdx': 'Hola de nuevo\n' })
    expect(baseSiteKey(root, first, NOON)).toBe(baseSiteKey(root, empty, NOON))
    expect(baseSiteKey(root, edited, NOON)).not.toBe(baseSiteKey(root, first, NOON))
  })

  it('changes with the packages installed and a VITE_ variable', () => {
    const base = commit({ 'src/site.ts': SITE })
    const before = baseSiteKey(root, base, NOON)
    writeFileSync(join(root, 'node_modules/.package-lock.json'), '{"packages":{"a":"1.0.1"}}')
    const upgraded = baseSiteKey(root, base, NOON)
    expect(upgraded).not.toBe(before)
    process.env.VITE_EMAILJS_PUBLIC_KEY = 'another-key'
    expect(baseSiteKey(root, base, NOON)).not.toBe(upgraded)
  })

  it('changes with the day the base publishes on, in the time zone its own site.ts names', () => {
    const base = commit({ 'src/site.ts': SITE })
    // 01:00 UTC on 2 March is still 1 March in Montevideo: the same day, the same key.
    expect(baseSiteKey(root, base, new Date('2026-03-02T01:00:00Z'))).toBe(baseSiteKey(root, base, NOON))
    expect(baseSiteKey(root, base, new Date('2026-03-02T15:00:00Z'))).not.toBe(baseSiteKey(root, base, NOON))
    // In Tokyo (UTC+9) 16:00 UTC on 1 March is already 2 March.
    const tokyo = commit({ 'src/site.ts': SITE.replace('America/Montevideo', 'Asia/Tokyo') })
    expect(baseSiteKey(root, tokyo, new Date('2026-03-01T16:00:00Z'))).toBe(baseSiteKey(root, tokyo, new Date('2026-03-02T12:00:00Z')))
  })

  it('is none where the base names no time zone: its site is built, not looked up', () => {
    expect(baseSiteKey(root, commit({ 'README.md': 'no site.ts\n' }), NOON)).toBeUndefined()
    expect(baseSiteKey(root, commit({ 'src/site.ts': 'export const site = {}\n' }), NOON)).toBeUndefined()
  })
})

describe('a kept base site', () => {
  it('is found by its key once kept, with the files it was kept with', () => {
    const key = baseSiteKey(root, commit({ 'src/site.ts': SITE }), NOON)
    expect(cachedBaseSite(root, key)).toBeUndefined()
    const dist = join(root, 'dist')
    mkdirSync(join(dist, 'en'), { recursive: true })
    writeFileSync(join(dist, 'en/index.html'), '<!doctype html><title>Home</title>')
    keepBaseSite(root, key, dist)
    const kept = cachedBaseSite(root, key)
    expect(kept && readFileSync(join(kept, 'en/index.html'), 'utf8')).toBe('<!doctype html><title>Home</title>')
    expect(cachedBaseSite(root, baseSiteKey(root, commit({ 'a.txt': 'x' }), NOON))).toBeUndefined()
    expect(cachedBaseSite(root, undefined)).toBeUndefined()
  })
})
