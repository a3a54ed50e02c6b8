import { describe, expect, it } from 'vitest'
import { budgetMisses, type MeasuredPage } from '../../../scripts/bench/budgets'
import type { PageRun } from '../../../scripts/bench/lighthouse'
import { markdownReport } from '../../../scripts/bench/report'
import type { ScaleRun } from '../../../scripts/bench/scale'

const run = (overrides: Partial<PageRun> = {}): PageRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 1050,
  tbt: 10,
  cls: 0,
  totalBytes: 200 * 1024,
  requests: 25,
  scripts: [],
  ...overrides,
})

const page = (name: string, withJs: Partial<PageRun> = {}, noJs: Partial<PageRun> = {}, jsKb = 0.5): MeasuredPage => ({
  name,
  url: '/',
  withJs: run(withJs),
  noJs: run(noJs),
  jsGzip: jsKb * 1024,
  tbtRuns: { withJs: [run(withJs).tbt], noJs: [run(noJs).tbt] },
})

const scale = (n: number, msPerPage: number): ScaleRun => ({ kind: 'services', n, phase: 'warm', pages: n * 3 + 21, seconds: 1, msPerPage })

describe("the bench's Lighthouse budgets", () => {
  it('passes a page within every budget', () => {
    expect(budgetMisses([page('home (es)')], [scale(5, 100), scale(200, 140)])).toEqual([])
  })

  it('holds LCP to 1.10 times the same page without scripts', () => {
    expect(budgetMisses([page('about (es)', { lcp: 1155 }, { lcp: 1050 })], [])).toEqual([])
    expect(budgetMisses([page('about (es)', { lcp: 1160 }, { lcp: 1050 })], [])).toEqual(['about (es): LCP 1160 ms > 1.1 x no-JS 1050 ms'])
  })

  it('holds TBT to 10 ms, naming the TBT of the page without scripts next to a miss', () => {
    expect(budgetMisses([page('blog (es)', { tbt: 10 }, { tbt: 0 })], [])).toEqual([])
    expect(budgetMisses([page('blog (es)', { tbt: 11 }, { tbt: 4 })], [])).toEqual(['blog (es): TBT 11 ms > 10 ms (the page without scripts: 4 ms)'])
  })

  it('allows 2 KB of JavaScript on a static page and 70 KB on contact, and only the home pages a weight budget', () => {
    expect(budgetMisses([page('blog (es)', {}, {}, 2)], [])).toEqual([])
    expect(budgetMisses([page('blog (es)', {}, {}, 2.1)], [])).toEqual(['blog (es): JS 2.1 KB gzip > 2 KB'])
    expect(budgetMisses([page('contact (es)', {}, {}, 70)], [])).toEqual([])
    expect(budgetMisses([page('contact (es)', {}, {}, 75.3)], [])).toEqual(['contact (es): JS 75.3 KB gzip > 70 KB'])
    expect(budgetMisses([page('home (pt)', { totalBytes: 351 * 1024 })], [])).toEqual(['home (pt): total 351 KB > 350 KB'])
    expect(budgetMisses([page('about (es)', { totalBytes: 400 * 1024 })], [])).toEqual([])
  })

  it('requires every Lighthouse category at 100, and a build that does not slow down per page (scale-budgets.test.ts)', () => {
    const misses = budgetMisses(
      [page('services (es)', { performance: 99, accessibility: 99, bestPractices: 96, seo: 92, cls: 0.02 })],
      [scale(5, 100), scale(200, 151)],
    )
    expect(misses).toEqual([
      'services (es): performance 99 < 100',
      'services (es): accessibility 99 < 100',
      'services (es): best practices 96 < 100',
      'services (es): SEO 92 < 100',
      'services (es): CLS 0.020 > 0.01',
      'build with services: 151.0 ms/page at N=200 > 1.5 x 100.0 ms/page at N=5 (warm)',
    ])
  })

  it('writes every miss into the report', () => {
    const pages: MeasuredPage[] = [{ ...page('home (es)', { lcp: 1300 }, { lcp: 1000 }), tbtRuns: { withJs: [10, 0, 64], noJs: [10, 3, 41] } }]
    const report = markdownReport({
      date: '2026-11-21T00:00:00.000Z',
      commit: 'abc1234',
      machine: { cores: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium 156' },
      lighthouse: { version: '12.8.2', runsPerPage: 3, settings: 'default config', chromeFlags: ['--headless=new'] },
      pages,
      scale: [],
      misses: budgetMisses(pages, []),
    })
    expect(report).toContain(
      '| home (es) | 100 | 100 | 100 | 100 | 700 | 1300 | 1000 | 1.30 | 10 (10, 0, 64) | 10 (10, 3, 41) | 0.000 | 200.0 | 0.5 | 25 |',
    )
    expect(report).toContain('- MISSED: home (es): LCP 1300 ms > 1.1 x no-JS 1000 ms')
  })
})
