import { describe, expect, it } from 'vitest'
import { judge, missLine } from '../../../../scripts/tools/bench/budgets.ts'
import { lighthouseFigures, lighthouseSection, medianRun, type MeasuredPage, type PageRun } from '../../../../scripts/tools/bench/lighthouse.ts'

const run = (overrides: Partial<PageRun> = {}): PageRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1050,
  tbt: 10,
  cls: 0,
  totalBytes: 200 * 1024,
  requests: 12,
  scripts: [],
  ...overrides,
})

/** A page whose runs are `withJs`, and its copy's `noJs`, each a list of overrides. */
const page = (
  name: string,
  withJs: Partial<PageRun>[],
  noJs: Partial<PageRun>[] = withJs.map(() => ({})),
  js = { kb: 0.6, files: 0 },
): MeasuredPage => ({
  name,
  url: '/',
  runs: { withJs: withJs.map(run), noJs: noJs.map(run) },
  jsGzip: js.kb * 1024,
  jsFiles: js.files,
})

const misses = (...pages: MeasuredPage[]) =>
  judge(lighthouseFigures(pages))
    .filter((verdict) => !verdict.held)
    .map(missLine)

describe('the median run of Lighthouse runs', () => {
  it('takes each metric’s median on its own', () => {
    expect(medianRun([run({ lcp: 1100, tbt: 0 }), run({ lcp: 1000, tbt: 90 }), run({ lcp: 1200, tbt: 30 })])).toMatchObject({ lcp: 1100, tbt: 30 })
  })
})

describe("what a page loads, held as it is: Lighthouse's categories, CLS, JavaScript and requests", () => {
  it('passes a page within every budget', () => {
    expect(misses(page('home (es)', [{}, {}, {}]))).toEqual([])
  })

  it('requires accessibility, best practices and SEO at 100, and CLS at most 0.01', () => {
    expect(misses(page('services (es)', [{ accessibility: 99, bestPractices: 96, seo: 92, cls: 0.02 }]))).toEqual([
      'lighthouse, services (es): accessibility 99, budget ≥ 100',
      'lighthouse, services (es): best practices 96, budget ≥ 100',
      'lighthouse, services (es): SEO 92, budget ≥ 100',
      'lighthouse, services (es): CLS 0.020, budget ≤ 0.01',
    ])
  })

  it('allows 2 KB of JavaScript on a static page and 75 KB on contact', () => {
    expect(misses(page('blog (es)', [{}], [{}], { kb: 2, files: 0 }))).toEqual([])
    expect(misses(page('blog (es)', [{}], [{}], { kb: 2.1, files: 0 }))).toEqual(['lighthouse, blog (es): JS KB gzip 2.1, budget ≤ 2'])
    expect(misses(page('contact (es)', [{ requests: 13 }], [{ requests: 11 }], { kb: 75.3, files: 2 }))).toEqual([
      'lighthouse, contact (es): JS KB gzip 75.3, budget ≤ 75',
    ])
  })

  it('allows no request its copy does not make on a static page, and two script files on contact', () => {
    expect(misses(page('about (es)', [{ requests: 14 }], [{ requests: 13 }]))).toEqual([
      "lighthouse, about (es): requests 14, budget ≤ its copy's 13 + 0 = 13",
    ])
    expect(misses(page('contact (pt)', [{ requests: 14 }], [{ requests: 11 }], { kb: 70, files: 3 }))).toEqual([
      "lighthouse, contact (pt): requests 14, budget ≤ its copy's 11 + 2 = 13",
    ])
  })

  it('has no budget for a page’s total weight or its TBT', () => {
    expect(misses(page('home (pt)', [{ totalBytes: 900 * 1024, tbt: 400 }], [{ tbt: 0 }]))).toEqual([])
  })
})

describe('performance and LCP, held to the copies over every run of a kind of page together', () => {
  const lcp = (name: string, withJs: number[], noJs: number[]) =>
    page(
      name,
      withJs.map((value) => ({ lcp: value })),
      noJs.map((value) => ({ lcp: value })),
    )

  it('reads one page’s unlucky runs with its kind’s: Lighthouse’s two LCP values falling unevenly are no miss', () => {
    const pages = [
      lcp('about (es)', [1080, 1051, 1052, 1050, 1051], [1053, 1052, 903, 930, 901]),
      lcp('blog (es)', [1204, 1055, 1205, 1201, 1203], [1051, 1053, 1203, 1055, 1066]),
      lcp('home (es)', [1052, 1052, 1055, 1050, 1080], [1056, 1054, 1053, 1056, 1053]),
    ]
    expect(misses(...pages)).toEqual([])
    const slower = pages.map((p) => ({ ...p, runs: { ...p.runs, withJs: p.runs.noJs.map((r) => run({ lcp: r.lcp * 1.2 })) } }))
    expect(misses(...slower)).toEqual(["lighthouse, static pages: LCP ms 1263.6, budget ≤ 1.1 × the copies' 1053 = 1158.3"])
  })

  it('reads the contact pages apart from the static pages', () => {
    const pages = [lcp('home (es)', [1050, 1050], [1050, 1050]), { ...lcp('contact (es)', [1400, 1400], [1050, 1050]), jsGzip: 70 * 1024 }]
    expect(misses(...pages)).toEqual(["lighthouse, contact pages: LCP ms 1400, budget ≤ 1.1 × the copies' 1050 = 1155"])
  })

  it('holds performance to the copies’ median less 2 points, whatever the host lets the copies score', () => {
    const scores = (name: string, withJs: number[], noJs: number[]) =>
      page(
        name,
        withJs.map((performance) => ({ performance })),
        noJs.map((performance) => ({ performance })),
      )
    const pages = [scores('home (es)', [97, 88, 90, 92, 84], [91, 93, 78, 90, 95]), scores('about (es)', [90, 89, 95, 86, 90], [87, 92, 89, 99, 86])]
    expect(misses(...pages)).toEqual([])
    const slower = pages.map((p) => ({ ...p, runs: { ...p.runs, withJs: p.runs.noJs.map((r) => run({ performance: r.performance - 3 })) } }))
    expect(misses(...slower)).toEqual(["lighthouse, static pages: performance 88, budget ≥ the copies' 91 − 2 = 89"])
  })
})

describe('the Lighthouse section of the report', () => {
  it('lists each page beside its copy, TBT with the middle half of its runs, then each kind of page', () => {
    const lines = lighthouseSection([page('home (es)', [{ tbt: 0 }, { tbt: 40 }, { tbt: 90 }], [{ tbt: 20 }, { tbt: 0 }, { tbt: 60 }])])
    expect(lines[0]).toBe("## Pages (Lighthouse, 3 runs each beside the copy's)")
    expect(lines).toContain(
      '| home (es) | 100 | 100 | 100 | 100 | 100 | 1050 | 1050 | 40 (0–90) | 20 (0–60) | 0.000 | 200.0 | 200.0 | 0.6 | 0 | 12 | 12 |',
    )
    expect(lines).toContain('| static pages: home (es) | 3 | 100 | 100 | 1050 | 1050 | 40 (0–90) | 20 (0–60) |')
  })
})
