import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readSources, sourcesOf, SOURCES_FILE } from '../../../../scripts/tools/pr-report/sources.ts'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pr-report-sources-'))
  mkdirSync(join(dir, '.build'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const write = (manifest: object) => writeFileSync(join(dir, SOURCES_FILE), JSON.stringify(manifest))

describe('the sources a build names for a file of dist/', () => {
  it('spells out each content module a page read as the files it was made from', () => {
    write({
      version: 2,
      shared: ['src/main.tsx'],
      modules: { 'virtual:blog/en': ['content/en/blog/a.mdx', 'content/en/blog/b.mdx'] },
      files: { 'en/blog/a/index.html': ['content/en/blog/a.mdx', 'virtual:blog/en', 'public/images/blog/a.jpg'] },
    })
    expect([...sourcesOf('en/blog/a/index.html', [readSources(dir)])!].sort()).toEqual([
      'content/en/blog/a.mdx',
      'content/en/blog/b.mdx',
      'public/images/blog/a.jpg',
      'src/main.tsx',
    ])
  })

  it('reads a base built before modules were named (version 1, each file spelled out)', () => {
    write({ version: 1, shared: ['src/main.tsx'], files: { 'index.html': ['content/es/strings/base.json'] } })
    expect([...sourcesOf('index.html', [readSources(dir)])!].sort()).toEqual(['content/es/strings/base.json', 'src/main.tsx'])
  })

  it('refuses a version it does not know, naming it', () => {
    write({ version: 3, shared: [], files: {} })
    expect(() => readSources(dir)).toThrow(/version 3, this report reads versions 1 and 2/)
  })

  it('says nothing for a build that wrote no manifest', () => {
    rmSync(join(dir, '.build'), { recursive: true })
    expect(readSources(dir)).toBeUndefined()
    expect(sourcesOf('index.html', [undefined])).toBeUndefined()
  })
})
