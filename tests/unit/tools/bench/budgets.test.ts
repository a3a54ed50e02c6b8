import { describe, expect, it } from 'vitest'
import { budgetMisses, type MeasuredPage } from '../../../../scripts/tools/bench/budgets.ts'
import { median } from '../../../../scripts/tools/bench/median.ts'
import type { PageRun } from '../../../../scripts/tools/bench/lighthouse.ts'
import { markdownReport } from '../../../../scripts/tools/bench/report.ts'
import type { ScaleRun } from '../../../../scripts/tools/bench/scale.ts'

const run = (overrides: Partial<PageRun> = {}): PageRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 1050,
  tbt: 10,
  cls: 0,
  ownScriptBootup: 2,
  documentBootup: 12,
  totalBytes: 200 * 1024,
  requests: 25,
  scripts: [],
  ...overrides,
})

const page = (name: string, withJs: Partial<PageRun> = {}, noJs: Partial<PageRun> = {}, js = { kb: 0.5, files: 0 }): MeasuredPage => ({
  name,
  url: '/',
  withJs: run(withJs),
  noJs: run(noJs),
  runs: { withJs: [run(withJs)], noJs: [run(noJs)] },
  jsGzip: js.kb * 1024,
  jsFiles: js.files,
})

const scale = (n: number, msPerPage: number): ScaleRun => ({ kind: 'services', n, phase: 'warm', pages: n * 3 + 21, seconds: 1, msPerPage })

describe("the bench's Lighthouse budgets", () => {
  it('passes a page within every budget', () => {
    expect(budgetMisses([page('home (es)')], [scale(5, 100), scale(200, 140)])).toEqual([])
  })

  /** A page whose runs paint their largest content at these ms, and its copy's runs. */
  const lcpRuns = (name: string, withJs: number[], noJs: number[]): MeasuredPage => ({
    ...page(name),
    runs: { withJs: withJs.map((lcp) => run({ lcp })), noJs: noJs.map((lcp) => run({ lcp })) },
  })

  it('holds LCP to 1.10 times the copies without scripts, over every run of a kind of page together', () => {
    expect(budgetMisses([lcpRuns('about (es)', [1155], [1050])], [])).toEqual([])
    expect(budgetMisses([lcpRuns('about (es)', [1160], [1050])], [])).toEqual(['static pages: LCP 1160 ms (median of 1 run) > 1.1 x no-JS 1050 ms'])
    // Lighthouse's two values (about 1,050 and 1,200 ms) falling unevenly on one page and its copy,
    // as in the run of e36719a: read with the other pages' runs, no miss.
    const pages = [
      lcpRuns('about (es)', [1080, 1051, 1052, 1050, 1051], [1053, 1052, 903, 930, 901]),
      lcpRuns('blog (es)', [1204, 1055, 1205, 1201, 1203], [1051, 1053, 1203, 1055, 1066]),
      lcpRuns('home (es)', [1052, 1052, 1055, 1050, 1080], [1056, 1054, 1053, 1056, 1053]),
    ]
    expect(budgetMisses(pages, [])).toEqual([])
    // Every page painting 20% later than its copy is a miss, however the runs fall.
    const slower = pages.map((p) => ({ ...p, runs: { ...p.runs, withJs: p.runs.noJs.map((r) => run({ lcp: r.lcp * 1.2 })) } }))
    expect(budgetMisses(slower, [])).toEqual(['static pages: LCP 1264 ms (median of 15 runs) > 1.1 x no-JS 1053 ms'])
  })

  it('reads the contact pages’ LCP apart from the static pages’', () => {
    const pages = [lcpRuns('home (es)', [1050, 1050], [1050, 1050]), lcpRuns('contact (es)', [1400, 1400], [1050, 1050])]
    expect(budgetMisses(pages, [])).toEqual(['contact pages: LCP 1400 ms (median of 2 runs) > 1.1 x no-JS 1050 ms'])
  })

  /** A page whose runs block these many ms, and its copy's runs. */
  const tbtRuns = (name: string, withJs: number[], noJs: number[]): MeasuredPage => ({
    ...page(name),
    runs: { withJs: withJs.map((tbt) => run({ tbt })), noJs: noJs.map((tbt) => run({ tbt })) },
  })

  it('holds TBT to the copies without scripts plus 15 ms, over every run of the static pages together, not to an absolute number', () => {
    // A machine whose copies block 80 ms: the pages may block 95.
    expect(budgetMisses([tbtRuns('blog (es)', [95, 95, 95], [80, 80, 80])], [])).toEqual([])
    expect(budgetMisses([tbtRuns('blog (es)', [96, 96, 96], [80, 80, 80])], [])).toEqual([
      'static pages: TBT 96 ms (median of 3 runs) > no-JS 80 ms + 15 ms',
    ])
    // One page's unlucky runs (0 or 40-100 ms at random, with scripts or without) are read with
    // the other pages' runs: the median of all of them passes.
    const pages = [
      tbtRuns('blog (es)', [53, 57, 49, 3, 17], [0, 0, 73, 2, 63]),
      tbtRuns('about (es)', [80, 0, 0, 27, 0], [25, 11, 10, 0, 0]),
      tbtRuns('home (en)', [0, 0, 0, 99, 0], [0, 47, 0, 52, 12]),
    ]
    expect(budgetMisses(pages, [])).toEqual([])
    // Every page blocking 30 ms more than its copy is a miss, however the runs fall.
    const slower = pages.map((p) => ({ ...p, runs: { ...p.runs, withJs: p.runs.noJs.map((r) => run({ tbt: r.tbt + 30 })) } }))
    expect(budgetMisses(slower, [])).toEqual(['static pages: TBT 40 ms (median of 15 runs) > no-JS 10 ms + 15 ms'])
  })

  it('reads the contact pages’ TBT apart from the static pages’', () => {
    const pages = [
      tbtRuns('home (es)', [0, 0, 0], [0, 0, 0]),
      tbtRuns('contact (es)', [60, 70, 80], [0, 10, 20]),
      tbtRuns('contact (pt)', [60, 70, 80], [0, 10, 20]),
    ]
    expect(budgetMisses(pages, []).filter((miss) => miss.includes('TBT'))).toEqual([
      'contact pages: TBT 70 ms (median of 6 runs) > no-JS 10 ms + 15 ms',
    ])
  })

  /** A static page whose page script took these many ms in its runs. */
  const ownRuns = (name: string, ms: number[]): MeasuredPage => ({
    ...page(name, { ownScriptBootup: median(ms) }),
    runs: { withJs: ms.map((ownScriptBootup) => run({ ownScriptBootup })), noJs: ms.map(() => run()) },
  })

  it('holds the page script to 10 ms of main thread over every static page’s runs together (they run the same bytes), whatever is counted to the document', () => {
    expect(budgetMisses([ownRuns('home (es)', [6, 10, 7])], [])).toEqual([])
    expect(budgetMisses([ownRuns('home (es)', [6, 10.6, 11])], [])).toEqual([
      "static pages: the page script's own main-thread time (bootup-time) 10.6 ms (median of 3 runs) > 10 ms",
    ])
    // One page whose runs the machine interrupted is read with the other pages' runs of the same script.
    const pages = [ownRuns('services (es)', [6, 26, 12, 6, 14]), ownRuns('blog (es)', [5, 6, 7, 6, 6]), ownRuns('about (es)', [7, 6, 57, 6, 8])]
    expect(budgetMisses(pages, [])).toEqual([])
    // The document's own URL (its events, Lighthouse's probes) is reported beside the copy's, not held to it.
    expect(budgetMisses([page('home (es)', { documentBootup: 35 }, { documentBootup: 9 })], [])).toEqual([])
    // Contact's island is held by TBT, not by this.
    expect(budgetMisses([page('contact (es)', { ownScriptBootup: 180 }, {}, { kb: 73, files: 2 })], [])).toEqual([])
  })

  it('allows 2 KB of JavaScript on a static page and 75 KB in at most 2 files on contact', () => {
    expect(budgetMisses([page('blog (es)', {}, {}, { kb: 2, files: 0 })], [])).toEqual([])
    expect(budgetMisses([page('blog (es)', {}, {}, { kb: 2.1, files: 0 })], [])).toEqual(['blog (es): JS 2.1 KB gzip > 2 KB'])
    expect(budgetMisses([page('contact (es)', {}, {}, { kb: 75, files: 2 })], [])).toEqual([])
    expect(budgetMisses([page('contact (es)', {}, {}, { kb: 75.3, files: 3 })], [])).toEqual([
      'contact (es): JS 75.3 KB gzip > 75 KB',
      'contact (es): JS in 3 files > 2',
    ])
  })

  /** A page whose runs score these, and its copy's runs. */
  const scoreRuns = (name: string, withJs: number[], noJs: number[]): MeasuredPage => ({
    ...page(name, { performance: median(withJs) }, { performance: median(noJs) }),
    runs: { withJs: withJs.map((performance) => run({ performance })), noJs: noJs.map((performance) => run({ performance })) },
  })

  it('requires performance 100 on every page where the copies without scripts score 100', () => {
    const pages = [scoreRuns('home (es)', [100, 100, 99], [100, 100, 100]), scoreRuns('about (es)', [99, 99, 100], [100, 99, 100])]
    expect(budgetMisses(pages, [])).toEqual(['about (es): performance 99 < 100'])
  })

  it('where the copies score under 100 (a slow machine), holds each kind of page to its copies’ median less 2 points, over all their runs', () => {
    // A machine whose copies score 78-99: 100 would be a budget the copies miss.
    const pages = [
      scoreRuns('home (es)', [97, 88, 90, 92, 84], [91, 93, 78, 90, 95]),
      scoreRuns('about (es)', [90, 89, 95, 86, 90], [87, 92, 89, 99, 86]),
      scoreRuns('contact (es)', [90, 91, 87, 93, 88], [92, 90, 95, 91, 89]),
    ]
    expect(budgetMisses(pages, [])).toEqual([])
    // Three points under, whatever one page's runs: a miss of the kind.
    const slower = pages.map((p) => ({ ...p, runs: { ...p.runs, withJs: p.runs.noJs.map((r) => run({ performance: r.performance - 3 })) } }))
    expect(budgetMisses(slower, [])).toEqual([
      'static pages: performance 88 (median of 10 runs) < no-JS 91 - 2, where the copies themselves score under 100',
      'contact pages: performance 88 (median of 5 runs) < no-JS 91 - 2, where the copies themselves score under 100',
    ])
  })

  it('has no budget for a page’s total weight', () => {
    expect(budgetMisses([page('home (pt)', { totalBytes: 900 * 1024 })], [])).toEqual([])
  })

  it('requires every Lighthouse category at 100, and a build that does not slow down per page (scale-budgets.test.ts)', () => {
    const misses = budgetMisses(
      [page('services (es)', { performance: 99, accessibility: 99, bestPractices: 96, seo: 92, cls: 0.02 })],
      [scale(5, 100), scale(200, 151)],
    )
    expect(misses).toEqual([
      'services (es): accessibility 99 < 100',
      'services (es): best practices 96 < 100',
      'services (es): SEO 92 < 100',
      'services (es): CLS 0.020 > 0.01',
      'services (es): performance 99 < 100',
      'build with services: 151.0 ms/page at N=200 > 1.5 x 100.0 ms/page at N=5 (warm)',
    ])
  })

  it('writes every miss into the report', () => {
    const pages: MeasuredPage[] = [
      {
        ...page('home (es)', { lcp: 1300 }, { lcp: 1000 }),
        runs: {
          withJs: [
            run({ lcp: 1300, tbt: 10, ownScriptBootup: 2, documentBootup: 14 }),
            run({ lcp: 1250, tbt: 0, ownScriptBootup: 1.6, documentBootup: 20 }),
            run({ lcp: 1400, tbt: 64, ownScriptBootup: 3, documentBootup: 11 }),
          ],
          noJs: [run({ lcp: 1000, tbt: 10, documentBootup: 9 }), run({ lcp: 990, tbt: 3 }), run({ lcp: 1020, tbt: 41, documentBootup: 30 })],
        },
      },
    ]
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
      '| home (es) | 100 (100, 100, 100) | 100 (100, 100, 100) | 100 | 100 | 100 | 700 | 1300 (1300, 1250, 1400) | 1000 (1000, 990, 1020) | 1.30 | 10 (10, 0, 64) | 10 (10, 3, 41) | 2 (2, 2, 3) | 12 (14, 20, 11) | 12 (9, 12, 30) | 0.000 | 200.0 | 0.5 | 0 | 25 |',
    )
    expect(report).toContain('- MISSED: static pages: LCP 1300 ms (median of 3 runs) > 1.1 x no-JS 1000 ms')
    expect(report).toContain(
      "every page: accessibility, best practices and SEO = 100; performance = 100 where the copies without scripts score 100, elsewhere ≥ the copies' − 2 over every run of a kind of page together; LCP ≤ 1.1 × no-JS LCP and TBT ≤ no-JS TBT + 15 ms, each over every run of a kind of page together (static pages; contact pages); CLS ≤ 0.01; on static pages, the page script's own bootup-time ≤ 10 ms over all their runs together.",
    )
    expect(report).toContain('| static pages: home (es) | 3 | 1300 | 1000 | 10 | 10 | 100 | 100 | 2.0 |')
    expect(report).not.toContain('- took:')
  })

  it('says how long each section that ran took, in the order they ran', () => {
    const report = markdownReport({
      date: '2026-11-25T00:00:00.000Z',
      commit: 'abc1234',
      machine: { cores: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium 156' },
      lighthouse: { version: '12.8.2', runsPerPage: 5, settings: 'default config', chromeFlags: [] },
      pages: [],
      scale: [],
      misses: [],
      minutes: { lighthouse: 21.4, phone: 27.6, scale: 9.2 },
    })
    expect(report).toContain('- took: Lighthouse 21 min, phone profile 28 min, scale builds 9 min\n')
  })
})
