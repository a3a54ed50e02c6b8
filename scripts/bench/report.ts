import { BUDGETS, type MeasuredPage } from './budgets'
import type { ScaleRun } from './scale'

export interface BenchReport {
  date: string
  commit: string
  machine: { cores: number; memoryGiB: number; node: string; chromium: string }
  lighthouse: { version: string; runsPerPage: number; settings: string; chromeFlags: string[] }
  pages: MeasuredPage[]
  scale: ScaleRun[]
  misses: string[]
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => String(Math.round(value))

export function markdownReport(report: BenchReport): string {
  const runs = (values: number[]) => (values.length > 1 ? ` (${values.map(ms).join(', ')})` : '')
  const rows = report.pages.map(({ name, withJs: r, noJs, jsGzip, tbtRuns }) =>
    [
      name,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      ms(r.fcp),
      ms(r.lcp),
      ms(noJs.lcp),
      (r.lcp / noJs.lcp).toFixed(2),
      ms(r.tbt) + runs(tbtRuns.withJs),
      ms(noJs.tbt) + runs(tbtRuns.noJs),
      r.cls.toFixed(3),
      kb(r.totalBytes),
      kb(jsGzip),
      r.requests,
    ].join(' | '),
  )
  const scale = report.scale.map((s) => `${s.kind} | ${s.n} | ${s.pages} | ${s.seconds.toFixed(1)} | ${s.msPerPage.toFixed(1)}`)
  return [
    '# Bench report',
    '',
    `- date: ${report.date}`,
    `- commit: ${report.commit}`,
    `- machine: ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}, ${report.machine.chromium}`,
    `- Lighthouse ${report.lighthouse.version}: ${report.lighthouse.settings}; ${report.lighthouse.runsPerPage} runs per page, median of each metric`,
    `- Chromium: ${report.lighthouse.chromeFlags.join(' ')}.${report.lighthouse.chromeFlags.includes('--disable-site-isolation-trials') ? " Without strict site isolation, as Chrome on Android (the device Lighthouse emulates) runs: each page commits in the tab's renderer instead of a newly started one." : ''}`,
    '- "no-JS" is the same page with every script removed, measured in the same run: the limit of this design. Its TBT is what the',
    "  simulation charges for long tasks that are not the page's scripts (Chromium committing the navigation, the first style and layout).",
    '- Served locally over HTTP/2 (TLS, as static hosts serve), with the `_headers` and text precompressed with brotli, as `npm run serve` compresses it; JS is the gzip size of every script the page loaded.',
    '',
    '## Pages',
    '',
    '| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | no-JS LCP ms | LCP ratio | TBT ms (each run) | no-JS TBT ms (each run) | CLS | total KB | JS KB gzip | requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    '## Build scale',
    '',
    '| content grown | N per language | pages | build s | ms per page |',
    '| --- | --- | --- | --- | --- |',
    ...scale.map((row) => `| ${row} |`),
    '',
    '## Budgets',
    '',
    `Performance ≥ ${BUDGETS.performance}, accessibility, best practices and SEO = 100; LCP ≤ ${BUDGETS.lcpRatio} × no-JS LCP; TBT ≤ ${BUDGETS.tbtMs} ms; CLS ≤ ${BUDGETS.cls}; JS ≤ ${BUDGETS.jsGzipKb} KB gzip (contact ≤ ${BUDGETS.contactJsGzipKb} KB); home ≤ ${BUDGETS.homeTotalKb} KB in all; ms/page at N=200 ≤ ${BUDGETS.scaleRatio} × N=5, for services and for posts.`,
    '',
    report.misses.length ? report.misses.map((m) => `- MISSED: ${m}`).join('\n') : 'All budgets met.',
    '',
  ].join('\n')
}
