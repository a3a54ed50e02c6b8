import { describe, expect, it } from 'vitest'
import { groupByCause } from '../../../../scripts/tools/pr-report/causes.ts'
import type { OutputChange } from '../../../../scripts/tools/pr-report/compare.ts'
import type { PrReport } from '../../../../scripts/tools/pr-report/report.ts'
import { reportHtml } from '../../../../scripts/tools/pr-report/report-html.ts'
import { summaryMarkdown } from '../../../../scripts/tools/pr-report/summary.ts'

const change = (file: string, url: string, what: OutputChange['what'] = 'page', kind: OutputChange['kind'] = 'changed'): OutputChange => ({
  file,
  url,
  what,
  kind,
  lang: 'en',
  fields: [],
  words: [
    { text: 'Hello ', added: false, removed: false },
    { text: '<b>world</b>', added: true, removed: false },
  ],
  weight: 1,
})

const report = (changes: OutputChange[], unseen: string[] = [], previewUrl?: string): PrReport => ({
  base: 'abc1234',
  head: 'def5678',
  changedFiles: ['content/en/blog/a.mdx'],
  comparison: { changes, unseen },
  groups: groupByCause(changes, ['content/en/blog/a.mdx'], undefined, { version: 2, shared: [], modules: {}, files: { 'en/blog/a/index.html': ['content/en/blog/a.mdx'], 'en/rss.xml': ['content/en/blog/a.mdx'] } }),
  shots: [],
  images: {},
  notShot: [],
  previewUrl,
  seconds: { compare: 0, screenshots: 0 },
})

describe('summaryMarkdown', () => {
  it('says plainly that nothing a visitor sees changes, and counts the files that differ unseen', () => {
    const text = summaryMarkdown(report([], ['index.html', 'en/index.html']))
    expect(text).toContain('**Nothing a visitor sees changes**')
    expect(text).toContain('2 files differ only in what no visitor sees')
    expect(text).not.toContain('### Why')
  })

  it('counts by kind, names the cause, and links each page to the preview when there is one', () => {
    const text = summaryMarkdown(report([change('en/blog/a/index.html', '/en/blog/a/'), change('en/rss.xml', '/en/rss.xml', 'feed')], [], 'https://preview.example/'))
    expect(text).toContain('**page: 1 changed · feed: 1 changed** (pages in en).')
    expect(text).toContain('- `content/en/blog/a.mdx`: 2 files: «Hello» → «Hello &lt;b&gt;world&lt;/b&gt;»')
    expect(text).toContain('[`/en/blog/a/`](https://preview.example/en/blog/a/), [`/en/rss.xml`](https://preview.example/en/rss.xml)')
  })
})

describe('reportHtml', () => {
  it('escapes what the pages say and marks inserted words', () => {
    const html = reportHtml(report([change('en/blog/a/index.html', '/en/blog/a/')]))
    expect(html).toContain('<ins>&lt;b&gt;world&lt;/b&gt;</ins>')
    expect(html).not.toContain('<b>world</b>')
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/)
  })
})
