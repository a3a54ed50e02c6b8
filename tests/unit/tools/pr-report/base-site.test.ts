import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { baseSiteKey, keepBaseSite, restoreBaseSite } from '../../../../scripts/tools/pr-report/base-site.ts'
import { scratchFolders } from '../../../support/scratch.ts'

/**
 * A pull request's base site, kept by one report for the next against the same base: found by what
 * its build is made of, never by the commit's name alone, and put back as its build leaves it.
 */
const scratch = scratchFolders()
let root = ''
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'E', GIT_AUTHOR_EMAIL: 'e@example.com', GIT_COMMITTER_NAME: 'E', GIT_COMMITTER_EMAIL: 'e@example.com' },
  }).trim()
const put = (dir: string, files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
}
const commit = (files: Record<string, string>, message = 'change') => {
  put(root, files)
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
  // What the report runs with, outside the commits: its build's code and the packages installed.
  put(root, { '.gitignore': 'node_modules/\n.cache/\nscripts/\n', 'node_modules/.package-lock.json': '{"a":"1.0.0"}', 'scripts/build/index.ts': 'export {}\n' })
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

  it('changes with the packages installed, the build code the report runs with, and a VITE_ variable', () => {
    const base = commit({ 'src/site.ts': SITE })
    const keys = [baseSiteKey(root, base, NOON)]
    put(root, { 'node_modules/.package-lock.json': '{"a":"1.0.1"}' })
    keys.push(baseSiteKey(root, base, NOON))
    put(root, { 'scripts/build/index.ts': 'export const changed = true\n' })
    keys.push(baseSiteKey(root, base, NOON))
    process.env.VITE_EMAILJS_PUBLIC_KEY = 'another-key'
    keys.push(baseSiteKey(root, base, NOON))
    expect(new Set(keys).size).toBe(4)
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
  const BUILT = { 'dist/en/index.html': '<!doctype html><title>Home</title>', '.build/sources.json': '{"version":2}' }

  it('comes back into a fresh worktree as its build left it: dist/ and the build’s sources', () => {
    const key = baseSiteKey(root, commit({ 'src/site.ts': SITE }), NOON)
    const worktree = scratch('base-worktree')
    expect(restoreBaseSite(root, key, worktree)).toBe(false)
    const built = scratch('base-built')
    put(built, BUILT)
    keepBaseSite(root, key, built)
    expect(restoreBaseSite(root, key, worktree)).toBe(true)
    for (const [name, text] of Object.entries(BUILT)) expect(readFileSync(join(worktree, name), 'utf8')).toBe(text)
    expect(restoreBaseSite(root, baseSiteKey(root, commit({ 'a.txt': 'x' }), NOON), scratch('other-worktree'))).toBe(false)
    expect(restoreBaseSite(root, undefined, scratch('no-key'))).toBe(false)
  })

  it('is not kept from a build that wrote no sources (a base from before them): the report could not say what caused a change', () => {
    const key = baseSiteKey(root, commit({ 'src/site.ts': SITE }), NOON)
    const built = scratch('base-built')
    put(built, { 'dist/en/index.html': BUILT['dist/en/index.html'] })
    keepBaseSite(root, key, built)
    expect(restoreBaseSite(root, key, scratch('base-worktree'))).toBe(false)
  })
})
