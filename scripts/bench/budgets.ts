import type { PageRun } from './lighthouse'
import type { ScaleRun } from './scale'

export interface MeasuredPage {
  name: string
  url: string
  withJs: PageRun
  noJs: PageRun
  /** Gzip size of the JavaScript the page loaded, in bytes. */
  jsGzip: number
  /** Every run's TBT, in run order: it varies more from run to run than any other metric. */
  tbtRuns: { withJs: number[]; noJs: number[] }
}

/** issue 6's budgets; every miss is a line of the report and a non-zero exit. */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.1,
  tbtMs: 50,
  cls: 0.01,
  jsGzipKb: 125,
  contactJsGzipKb: 165,
  homeTotalKb: 350,
  scaleRatio: 1.5,
}

export function budgetMisses(pages: MeasuredPage[], scale: ScaleRun[]): string[] {
  const misses: string[] = []
  for (const { name, withJs: r, noJs, jsGzip } of pages) {
    const check = (ok: boolean, what: string) => ok || misses.push(`${name}: ${what}`)
    check(r.performance >= BUDGETS.performance, `performance ${r.performance} < ${BUDGETS.performance}`)
    check(r.accessibility >= BUDGETS.accessibility, `accessibility ${r.accessibility} < ${BUDGETS.accessibility}`)
    check(r.bestPractices >= BUDGETS.bestPractices, `best practices ${r.bestPractices} < ${BUDGETS.bestPractices}`)
    check(r.seo >= BUDGETS.seo, `SEO ${r.seo} < ${BUDGETS.seo}`)
    check(r.lcp <= noJs.lcp * BUDGETS.lcpRatio, `LCP ${Math.round(r.lcp)} ms > ${BUDGETS.lcpRatio} x no-JS ${Math.round(noJs.lcp)} ms`)
    check(r.tbt <= BUDGETS.tbtMs, `TBT ${Math.round(r.tbt)} ms > ${BUDGETS.tbtMs} ms (the page without scripts: ${Math.round(noJs.tbt)} ms)`)
    check(r.cls <= BUDGETS.cls, `CLS ${r.cls.toFixed(3)} > ${BUDGETS.cls}`)
    const jsBudget = name.startsWith('contact') ? BUDGETS.contactJsGzipKb : BUDGETS.jsGzipKb
    check(jsGzip / 1024 <= jsBudget, `JS ${(jsGzip / 1024).toFixed(1)} KB gzip > ${jsBudget} KB`)
    if (name.startsWith('home'))
      check(r.totalBytes / 1024 <= BUDGETS.homeTotalKb, `total ${(r.totalBytes / 1024).toFixed(0)} KB > ${BUDGETS.homeTotalKb} KB`)
  }
  for (const kind of ['services', 'posts'] as const) {
    const small = scale.find((s) => s.kind === kind && s.n === 5)
    const large = scale.find((s) => s.kind === kind && s.n === 200)
    if (small && large && large.msPerPage > small.msPerPage * BUDGETS.scaleRatio) {
      misses.push(
        `build with ${kind}: ${large.msPerPage.toFixed(1)} ms/page at N=200 > ${BUDGETS.scaleRatio} x ${small.msPerPage.toFixed(1)} ms/page at N=5`,
      )
    }
  }
  return misses
}
