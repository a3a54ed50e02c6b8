import { describe, expect, it } from 'vitest'
import { BUDGETS, judge, median, missLine, quartiles, withSpread, type Budget, type Figure } from '../../../../scripts/tools/bench/budgets.ts'
import { markdownReport, missesOf, type BenchReport } from '../../../../scripts/tools/bench/report.ts'

const figure = (of: string, name: string, value: number, beside?: number): Figure => ({ section: 'lighthouse', of, name, value, beside })
const verdicts = (budgets: Budget[], ...figures: Figure[]) =>
  judge(figures, budgets).map(({ limit, held }) => `${limit}: ${held ? 'held' : 'missed'}`)

describe('the statistics the report gives', () => {
  it('takes the upper median of an even count, and NaN of none', () => {
    expect(median([40, 10, 30, 20])).toBe(30)
    expect(median([])).toBeNaN()
  })

  it('gives the middle half of the runs beside their median, the host’s spread', () => {
    expect(quartiles([5, 1, 4, 2, 3, 8, 7, 6])).toEqual([3, 7])
    expect(withSpread([310, 280, 900, 300, 290])).toBe('300 (290–310)')
    expect(withSpread([412])).toBe('412')
  })
})

describe('a budget read against the figures it names', () => {
  it('holds a figure to a number, at most or at least', () => {
    expect(verdicts([{ section: 'lighthouse', name: 'CLS', atMost: 0.01 }], figure('/', 'CLS', 0.01), figure('/about/', 'CLS', 0.02))).toEqual([
      '≤ 0.01: held',
      '≤ 0.01: missed',
    ])
    expect(verdicts([{ section: 'lighthouse', name: 'SEO', atLeast: 100 }], figure('/', 'SEO', 92))).toEqual(['≥ 100: missed'])
  })

  it('holds a figure to what it was measured beside: a ratio, a margin over it or under it', () => {
    const lcp = figure('static pages', 'LCP ms', 1160, 1050)
    expect(verdicts([{ section: 'lighthouse', name: 'LCP ms', timesBeside: 1.1, beside: "the copies'" }], lcp)).toEqual([
      "≤ 1.1 × the copies' 1050 = 1155: missed",
    ])
    expect(
      verdicts([{ section: 'lighthouse', name: 'requests', overBeside: 2, beside: "its copy's" }], figure('contact (es)', 'requests', 13, 11)),
    ).toEqual(["≤ its copy's 11 + 2 = 13: held"])
    expect(
      verdicts(
        [{ section: 'lighthouse', name: 'performance', underBeside: 2, beside: "the copies'" }],
        figure('static pages', 'performance', 88, 91),
      ),
    ).toEqual(["≥ the copies' 91 − 2 = 89: missed"])
  })

  it('reads only the figures of its section, name and subjects, and judges nothing that was not measured', () => {
    const budget: Budget = { section: 'astro', name: 'warm ms/page', of: /^N=200$/, timesBeside: 0.5, beside: "Astro's" }
    const astro = (of: string, value: number, beside?: number): Figure => ({ section: 'astro', of, name: 'warm ms/page', value, beside })
    expect(judge([astro('N=5', 30, 50), astro('N=200', 9, 20), figure('N=200', 'warm ms/page', 99, 1)], [budget]).map((v) => v.figure.value)).toEqual(
      [9],
    )
    // Beside nothing, or not a number: not judged.
    expect(judge([astro('N=200', 9), astro('N=200', Number.NaN, 20)], [budget])).toEqual([])
  })

  it('says a miss in a line: where, which figure, what it measured and the budget', () => {
    const [verdict] = judge([figure('static pages', 'LCP ms', 1300, 1000)])
    expect(verdict && missLine(verdict)).toBe("lighthouse, static pages: LCP ms 1300, budget ≤ 1.1 × the copies' 1000 = 1100")
  })
})

describe("the bench's budgets, as the issue sets them", () => {
  const names = (section: string) => [...new Set(BUDGETS.filter((b) => b.section === section).map((b) => b.name))]

  it('gate what a page loads and, against its copy, performance and LCP; no browser timing', () => {
    expect(names('lighthouse')).toEqual(['accessibility', 'best practices', 'SEO', 'CLS', 'JS KB gzip', 'requests', 'performance', 'LCP ms'])
    expect(names('phone')).toEqual([])
  })

  it('gate builds, saves and memory beside Astro, the pull request report beside warm builds, and search’s bytes', () => {
    expect(names('astro')).toEqual(['content-cold ms/page', 'warm ms/page', 'save→see ms', 'peak RSS MiB'])
    expect(
      BUDGETS.filter((b) => b.section === 'astro' || b.section === 'pr-report').every((b) => b.atMost === 2048 || b.timesBeside !== undefined),
    ).toBe(true)
    expect(names('search')).toEqual(['search KB to the first results', "other pages' search bytes"])
  })

  it('hold a full build at 1,000 posts per language to Astro’s peak memory in the same run, and to 2 GiB', () => {
    const memory = (value: number, beside: number): Figure => ({ section: 'astro', of: 'N=1000 content-cold', name: 'peak RSS MiB', value, beside })
    expect(judge([memory(2395, 2956)]).map((v) => v.held)).toEqual([true, false])
    expect(judge([memory(1835, 2298)]).map((v) => v.held)).toEqual([true, true])
    expect(judge([memory(2300, 2298)]).map((v) => v.limit)).toEqual(["≤ 1 × Astro's 2298 = 2298", '≤ 2048'])
  })
})

describe('the report’s budgets', () => {
  const report = (overrides: Partial<BenchReport>): BenchReport => ({
    date: '2026-12-07T00:00:00.000Z',
    commit: 'abc1234',
    machine: { cores: 2, memoryGiB: 24, freshMemorySeconds: 0.4, node: 'v24.21.0', chromium: 'Chromium 156', lighthouse: '12.8.2' },
    minutes: {},
    failed: [],
    ...overrides,
  })

  it('lists every budget read, with what it measured, and says when all held', () => {
    const i18nStatus = [
      // A loaded host: 2.7 s on the clock, 0.4 s of CPU; the budget reads the CPU.
      { posts: 4, commits: 300, seconds: 2.7, cpuSeconds: 0.41, outdated: 2 },
      { posts: 200, commits: 1000, seconds: 14.1, cpuSeconds: 4.2, outdated: 40 },
    ]
    const markdown = markdownReport(report({ i18nStatus, minutes: { i18n: 1.4 } }))
    expect(markdown).toContain('| i18n | the site | i18n:status CPU s | 0.41 | ≤ 2 | held |')
    expect(markdown).toContain('| i18n | 200 posts per language in 1000 commits | i18n:status CPU s | 4.2 | ≤ 10 | held |')
    expect(markdown).toContain('| 4 | 300 | 2.70 | 0.41 | 2 |')
    expect(markdown).toContain('All budgets met.')
    expect(markdown).toContain('- took: translations 1 min\n')
  })

  it('writes each miss and each failed section as a line, the lines the bench exits non-zero with', () => {
    const search = [
      {
        n: 200,
        query: 'integración',
        contentColdSeconds: 30,
        indexingSeconds: 4,
        warmIndexingSeconds: 0.02,
        searchKB: 101.5,
        pagefindKB: 90,
        pageKB: 40,
        requests: 12,
        otherPagesSearchBytes: 0,
      },
    ]
    const failed = ['pull request report: the section failed, so its budgets went unmeasured: exit 1']
    const misses = missesOf(report({ search, failed }))
    expect(misses).toEqual([...failed, 'search, N=200: search KB to the first results 101.5, budget ≤ 100'])
    const markdown = markdownReport(report({ search, failed }))
    expect(markdown).toContain('| search | N=200 | search KB to the first results | 101.5 | ≤ 100 | **MISSED** |')
    expect(markdown).toContain(`- MISSED: ${misses[1]}`)
  })
})
