import type { PageRun } from './lighthouse'
import type { PhoneReport } from './phone'
import type { ScaleRun } from './scale'
import { scaleMisses } from './scale-budgets'

export interface MeasuredPage {
  name: string
  url: string
  withJs: PageRun
  noJs: PageRun
  /** Gzip size of the JavaScript the page ran on its first load, in bytes: inline scripts plus script files. */
  jsGzip: number
  /** Every run's TBT, in run order: it varies more from run to run than any other metric. */
  tbtRuns: { withJs: number[]; noJs: number[] }
  /** Extra, not the headline: TBT of each run with --disable-site-isolation-trials. */
  tbtWithoutSiteIsolation?: number[]
}

/** The bench's budgets; every miss is a line of the report and a non-zero exit. */
export const BUDGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.1,
  tbtMs: 10,
  cls: 0.01,
  /** Every page but contact, Lighthouse's and the phone profile's count alike. */
  jsGzipKb: 2,
  contactJsGzipKb: 70,
  homeTotalKb: 350,
  /** Phone profile: from the h1 shown to the menu open after a tap sent right then (median). */
  menuAfterH1Ms: 300,
  /** Phone profile, contact: from the h1 shown to a filled form sent (median). */
  sendAfterH1Ms: 1500,
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => Math.round(value)

/** The JavaScript budget of a page, in KB gzip: the contact page has its island. */
export const jsBudgetKb = (name: string): number => (name.startsWith('contact') ? BUDGETS.contactJsGzipKb : BUDGETS.jsGzipKb)

export function budgetMisses(pages: MeasuredPage[], scale: ScaleRun[], phone?: PhoneReport): string[] {
  const misses: string[] = []
  for (const { name, withJs: r, noJs, jsGzip } of pages) {
    const check = (ok: boolean, what: string) => ok || misses.push(`${name}: ${what}`)
    check(r.performance >= BUDGETS.performance, `performance ${r.performance} < ${BUDGETS.performance}`)
    check(r.accessibility >= BUDGETS.accessibility, `accessibility ${r.accessibility} < ${BUDGETS.accessibility}`)
    check(r.bestPractices >= BUDGETS.bestPractices, `best practices ${r.bestPractices} < ${BUDGETS.bestPractices}`)
    check(r.seo >= BUDGETS.seo, `SEO ${r.seo} < ${BUDGETS.seo}`)
    check(r.lcp <= noJs.lcp * BUDGETS.lcpRatio, `LCP ${ms(r.lcp)} ms > ${BUDGETS.lcpRatio} x no-JS ${ms(noJs.lcp)} ms`)
    check(r.tbt <= BUDGETS.tbtMs, `TBT ${ms(r.tbt)} ms > ${BUDGETS.tbtMs} ms (the page without scripts: ${ms(noJs.tbt)} ms)`)
    check(r.cls <= BUDGETS.cls, `CLS ${r.cls.toFixed(3)} > ${BUDGETS.cls}`)
    check(jsGzip / 1024 <= jsBudgetKb(name), `JS ${kb(jsGzip)} KB gzip > ${jsBudgetKb(name)} KB`)
    if (name.startsWith('home'))
      check(r.totalBytes / 1024 <= BUDGETS.homeTotalKb, `total ${(r.totalBytes / 1024).toFixed(0)} KB > ${BUDGETS.homeTotalKb} KB`)
  }
  for (const { name, median } of phone?.pages ?? []) {
    const check = (ok: boolean, what: string) => ok || misses.push(`phone, ${name}: ${what}`)
    check(median.jsGzip / 1024 <= jsBudgetKb(name), `JS ${kb(median.jsGzip)} KB gzip > ${jsBudgetKb(name)} KB`)
    check(median.menuAfterH1 <= BUDGETS.menuAfterH1Ms, `menu open ${ms(median.menuAfterH1)} ms after the h1 > ${BUDGETS.menuAfterH1Ms} ms`)
    if (median.sendAfterH1 !== undefined)
      check(median.sendAfterH1 <= BUDGETS.sendAfterH1Ms, `message sent ${ms(median.sendAfterH1)} ms after the h1 > ${BUDGETS.sendAfterH1Ms} ms`)
  }
  const click = phone?.clickToNext
  if (click && click.headline.median > click.baseline.median) {
    misses.push(
      `phone: click to the next page ${ms(click.headline.median)} ms > ${ms(click.baseline.median)} ms, the client-side navigation of ${click.baseline.commit}`,
    )
  }
  misses.push(...scaleMisses(scale))
  return misses
}
