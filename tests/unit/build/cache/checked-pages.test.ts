import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkedPages } from '../../../../scripts/build/cache/checked-pages.ts'
import type { WrittenPage } from '../../../../scripts/build/prerender/policy.ts'

/** Which pages the inline-script check parses again: only those it has not seen pass with the same bytes. */
let dir = ''
const ROOT = process.cwd()
const OWN = ['document.documentElement.dataset.enhanced = ""']
const BUILD_CODE = 'the build code, version 1'
const page = (name: string, body: string): WrittenPage => ({ name, html: `<!DOCTYPE html><html><body>${body}</body></html>` })
const PAGES = [page('dist/index.html', '<h1>Inicio</h1>'), page('dist/blog/index.html', '<h1>Blog</h1>')]

/** One build's check: the names of the pages it parses, and, when all pass, what it remembers. */
function check(pages: WrittenPage[], own = OWN, passes = true, buildCode = BUILD_CODE): string[] {
  const checked = checkedPages(ROOT, own, buildCode, join(dir, 'checked.json'))
  const keys = pages.map((p) => checked.keyOf(p.html))
  const parsed = pages.filter((_, i) => !checked.passed(keys[i] as string)).map((p) => p.name)
  if (passes) checked.save(keys)
  return parsed
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checked-pages-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the pages the inline-script check has seen pass', () => {
  it('are not parsed again with the same bytes; a changed page is', () => {
    expect(check(PAGES)).toEqual(['dist/index.html', 'dist/blog/index.html'])
    expect(check(PAGES)).toEqual([])
    const changed = [PAGES[0] as WrittenPage, page('dist/blog/index.html', '<h1>Blog</h1><script>alert(1)</script>')]
    expect(check(changed)).toEqual(['dist/blog/index.html'])
  })

  it('are all parsed again when the build writes another page script', () => {
    check(PAGES)
    expect(check(PAGES, [...OWN, 'console.log(1)'])).toEqual(['dist/index.html', 'dist/blog/index.html'])
  })

  it('are all parsed again when the build code changed', () => {
    check(PAGES)
    expect(check(PAGES, OWN, true, 'the build code, version 2')).toEqual(['dist/index.html', 'dist/blog/index.html'])
    expect(check(PAGES, OWN, true, 'the build code, version 2')).toEqual([])
  })

  it('are not remembered from a check that failed', () => {
    check(PAGES, OWN, false)
    expect(check(PAGES)).toEqual(['dist/index.html', 'dist/blog/index.html'])
  })
})
