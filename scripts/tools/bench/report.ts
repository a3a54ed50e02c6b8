import { BUDGETS, byKind, pooled, pooledMenu, type MeasuredPage } from './budgets.ts'
import type { PageRun } from './lighthouse.ts'
import { PR_REPORT_BUDGETS, prReportSection, type PrReportRun } from './pr-report.ts'
import { WITHOUT_SITE_ISOLATION } from './chromium.ts'
import { median } from './median.ts'
import { SEND_PHASES, sendTimes, type PhoneReport } from './phone.ts'
import { imagesSection, type EncodingRun } from './images.ts'
import type { ScaleRun } from './scale.ts'
import { SEARCH_BUDGETS, searchSection, type SearchRun } from './search.ts'
import { I18N_STATUS_BUDGETS, i18nStatusSection, type I18nStatusRun } from './i18n-status.ts'
import { scaleBudgetsLine, scaleSection } from './scale-budgets.ts'
import type { VersusReport } from './versus-astro.ts'
import { versusBudgetsLine, versusSection } from './versus-budgets.ts'

export interface BenchReport {
  date: string
  commit: string
  /** freshMemorySeconds: touching 1 GiB a process has not used yet (./machine.ts); absent in reports before it. */
  machine: { cores: number; memoryGiB: number; freshMemorySeconds?: number; node: string; chromium: string }
  lighthouse: { version: string; runsPerPage: number; settings: string; chromeFlags: string[] }
  pages: MeasuredPage[]
  phone?: PhoneReport
  scale: ScaleRun[]
  /** This site beside the equivalent Astro site (scripts/tools/bench/versus-astro.ts). */
  astro?: VersusReport
  /** The pull request report's cost (scripts/tools/bench/pr-report.ts). */
  prReport?: PrReportRun[]
  /** The image encoder's settings, weighed (scripts/tools/bench/images.ts). */
  images?: EncodingRun[]
  /** What search costs, at a few sizes of the blog (scripts/tools/bench/search.ts). */
  search?: SearchRun[]
  /** How long the translations' status takes (scripts/tools/bench/i18n-status.ts). */
  i18nStatus?: I18nStatusRun[]
  misses: string[]
  /** How long each section that ran took, in minutes of wall clock. */
  minutes?: Partial<Record<BenchSection, number>>
}

export type BenchSection = 'lighthouse' | 'phone' | 'scale' | 'images' | 'astro' | 'pr-report' | 'search' | 'i18n'
const SECTION_NAMES: Record<BenchSection, string> = {
  lighthouse: 'Lighthouse',
  phone: 'phone profile',
  scale: 'scale builds',
  images: 'image encoding',
  astro: 'beside Astro',
  'pr-report': 'pull request report',
  search: 'search',
  i18n: 'translations',
}

/** "Lighthouse 21 min, phone profile 27 min": the sections that ran, in the order they ran. */
export function sectionDurations(minutes: Partial<Record<BenchSection, number>>): string {
  return (Object.entries(minutes) as [BenchSection, number][]).map(([section, n]) => `${SECTION_NAMES[section]} ${Math.round(n)} min`).join(', ')
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => String(Math.round(value))
const runs = (values: number[]) => (values.length > 1 ? ` (${values.map(ms).join(', ')})` : '')
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** What the TBT and performance budgets read: every run of a kind of page together, next to their copies'. */
function pooledTable(pages: MeasuredPage[]): string[] {
  const kinds = byKind(pages)
  if (!kinds.length) return []
  return [
    '### LCP, TBT and performance by kind of page (the budgets)',
    '',
    `Every run of the pages of a kind together, next to every run of their copies without scripts: one page's 5 runs cannot resolve ${BUDGETS.tbtOverCopyMs} ms on this machine (scripts/tools/bench/budgets.ts: tbtMisses), nor tell Lighthouse's two LCP values apart from an effect (lcpMisses). The static pages all run the same page script: its own time is read over all their runs too (ownScriptMisses). Performance is held to ${BUDGETS.performance} where the copies score ${BUDGETS.performance}, otherwise to the copies' score less ${BUDGETS.performanceUnderCopy} (performanceMisses).`,
    '',
    '| pages | runs | LCP median ms | no-JS LCP median ms | TBT median ms | no-JS TBT median ms | perf median | no-JS perf median | own script median ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...kinds.map(({ kind, pages: group }) => {
      const lcp = pooled(group, 'lcp')
      const tbt = pooled(group, 'tbt')
      const performance = pooled(group, 'performance')
      // The island's own time on contact is held by TBT, not by the page script's budget.
      const own = kind === 'static pages' ? pooled(group, 'ownScriptBootup').withJs.toFixed(1) : ''
      return `| ${kind}: ${group.map((page) => page.name).join(', ')} | ${tbt.runs} | ${ms(lcp.withJs)} | ${ms(lcp.noJs)} | ${ms(tbt.withJs)} | ${ms(tbt.noJs)} | ${performance.withJs} | ${performance.noJs} | ${own} |`
    }),
    '',
  ]
}

/** The extra TBT table: the same pages with strict site isolation off. Not the headline. */
function siteIsolationTable(pages: MeasuredPage[]): string[] {
  const measured = pages.filter((page) => page.tbtWithoutSiteIsolation?.length)
  if (!measured.length) return []
  return [
    `### Extra, not the headline: TBT with \`${WITHOUT_SITE_ISOLATION}\``,
    '',
    'The same pages in a Chromium without strict site isolation (as Chrome on Android runs), measured in the same runs. No budget applies.',
    '',
    '| page | TBT ms (each run) | headline TBT ms (each run) |',
    '| --- | --- | --- |',
    ...measured.map(
      ({ name, tbtWithoutSiteIsolation = [], withJs, runs: each }) =>
        `| ${name} | ${ms(median(tbtWithoutSiteIsolation))}${runs(tbtWithoutSiteIsolation)} | ${ms(withJs.tbt)}${runs(each.withJs.map((r) => r.tbt))} |`,
    ),
    '',
  ]
}

/**
 * Where each contact page's send went, phase by phase: the island's bytes and EmailJS's round trip
 * are the network's, on slow 4G; the rest is the page's work on a 4x slower CPU.
 */
function sendPhasesTable(pages: PhoneReport['pages']): string[] {
  const sent = pages.filter((page) => page.median.sendPhases && page.median.sendAfterH1 !== undefined)
  if (!sent.length) return []
  const cell = (value: number | undefined) => (value === undefined ? '' : ms(value))
  return [
    'Where the send’s time went: each phase’s median over the runs, in ms after the h1 (the page’s resource timing and the tap’s pointerdown):',
    '',
    `| contact page | ${SEND_PHASES.map(([, words]) => words).join(' | ')} | notice shown |`,
    `| --- |${' --- |'.repeat(SEND_PHASES.length + 1)}`,
    ...sent.map(
      ({ name, median }) =>
        `| ${name} | ${SEND_PHASES.map(([phase]) => cell(median.sendPhases?.[phase])).join(' | ')} | ${cell(median.sendAfterH1)} |`,
    ),
    '',
  ]
}

/** The phone profile's section: its pages, the send's phases, the menu by kind of page. */
export function phoneSection(phone: PhoneReport | undefined): string[] {
  if (!phone) return ['## Phone profile', '', 'Not measured in this run.', '']
  const rows = phone.pages.map(({ name, runs: each, median }) => {
    return [
      name,
      kb(median.jsGzip),
      median.jsFiles,
      kb(median.jsTransferred),
      ms(median.menuAfterH1) + runs(each.map((run) => run.menuAfterH1)),
      ms(median.noJsMenuAfterH1) + runs(each.map((run) => run.noJsMenuAfterH1)),
      ms(median.tapToMenu) + runs(each.map((run) => run.tapToMenu)),
      median.sendAfterH1 === undefined ? '' : ms(median.sendAfterH1) + runs(sendTimes(each)),
    ].join(' | ')
  })
  return [
    `## Phone profile (${phone.profile}; ${plural(phone.runsPerPage, 'run')}, median)`,
    '',
    ...phone.method.map((line) => `- ${line}`),
    '',
    '| page | JS KB gzip | JS files | JS KB transferred | menu open after the h1, ms (each run) | no-JS copy: menu open after the h1, ms (each run) | of which tap to open menu, ms | contact: sent after the h1, ms (each run) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    ...sendPhasesTable(phone.pages),
    `The menu budget reads every run of the pages of a kind together, next to every run of their copies (scripts/tools/bench/budgets.ts: menuMisses):`,
    '',
    '| pages | runs | menu open after the h1, median ms | no-JS copy, median ms |',
    '| --- | --- | --- | --- |',
    ...byKind(phone.pages).map(({ kind, pages }) => {
      const menu = pooledMenu(pages)
      return `| ${kind}: ${pages.map((page) => page.name).join(', ')} | ${menu.runs} | ${ms(menu.withJs)} | ${ms(menu.noJs)} |`
    }),
    '',
  ]
}

/** A median with each run's value beside it, in run order. */
const withRuns = (median: number, each: PageRun[], metric: (run: PageRun) => number) => ms(median) + runs(each.map(metric))

export function markdownReport(report: BenchReport): string {
  const rows = report.pages.map(({ name, withJs: r, noJs, runs: each, jsGzip, jsFiles }) =>
    [
      name,
      withRuns(r.performance, each.withJs, (run) => run.performance),
      withRuns(noJs.performance, each.noJs, (run) => run.performance),
      r.accessibility,
      r.bestPractices,
      r.seo,
      ms(r.fcp),
      withRuns(r.lcp, each.withJs, (run) => run.lcp),
      withRuns(noJs.lcp, each.noJs, (run) => run.lcp),
      (r.lcp / noJs.lcp).toFixed(2),
      withRuns(r.tbt, each.withJs, (run) => run.tbt),
      withRuns(noJs.tbt, each.noJs, (run) => run.tbt),
      withRuns(r.ownScriptBootup, each.withJs, (run) => run.ownScriptBootup),
      withRuns(r.documentBootup, each.withJs, (run) => run.documentBootup),
      withRuns(noJs.documentBootup, each.noJs, (run) => run.documentBootup),
      r.cls.toFixed(3),
      kb(r.totalBytes),
      kb(jsGzip),
      jsFiles,
      r.requests,
    ].join(' | '),
  )
  return [
    '# Bench report',
    '',
    `- date: ${report.date}`,
    `- commit: ${report.commit}`,
    `- machine: ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}, ${report.machine.chromium}`,
    ...(report.machine.freshMemorySeconds === undefined
      ? []
      : [
          `- fresh memory: touching 1 GiB a process has not used yet took ${report.machine.freshMemorySeconds.toFixed(1)} s (every new renderer and build pays it, scripts or not: scripts/tools/bench/machine.ts)`,
        ]),
    ...(report.minutes && Object.keys(report.minutes).length ? [`- took: ${sectionDurations(report.minutes)}`] : []),
    `- Lighthouse ${report.lighthouse.version}: ${report.lighthouse.settings}; ${report.lighthouse.runsPerPage} runs per page, each followed by a run of its no-JS copy, median of each metric`,
    `- Chromium: ${report.lighthouse.chromeFlags.join(' ')}: its default flags, only what running headless here needs added, and the address bar's popup, which each new window loaded as web pages in a renderer of its own, turned off (scripts/tools/bench/chromium.ts).`,
    '- "no-JS" is the same page with every script removed, measured in the same run: the limit of this design. Its TBT is what the',
    "  simulation charges for long tasks that are not the page's scripts (Chromium committing the navigation, the first style and layout).",
    '- Served locally over HTTP/2 (TLS, as static hosts serve), with the `_headers` and text precompressed with brotli, as `npm run serve` compresses it.',
    '- JS is the gzip size of the script a page runs on its first load: each inline `<script>` (speculation rules included, JSON data not) plus each script file it loaded.',
    "- Own script is Lighthouse's bootup-time (parse, compile and run on its simulated 4x slower CPU) of the page's own scripts' tasks alone, from the run's trace: the inline",
    "  page script compiled, run and called back by the events it listens to, and, on contact, the island's files (scripts/tools/bench/own-script.ts). Own URL is all the audit counts",
    "  to the page's address: that inline script, and the document's events, microtasks and Lighthouse's own probes, which the copy without scripts has too (shown side by side).",
    '',
    '## Pages (Lighthouse)',
    '',
    ...(report.pages.length
      ? [
          '| page | perf (each run) | no-JS perf (each run) | a11y | best pr. | SEO | FCP ms | LCP ms (each run) | no-JS LCP ms (each run) | LCP ratio | TBT ms (each run) | no-JS TBT ms (each run) | own script ms (each run) | own URL ms (each run) | no-JS own URL ms (each run) | CLS | total KB | JS KB gzip | JS files | requests |',
          '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
          ...rows.map((row) => `| ${row} |`),
        ]
      : ['Not measured in this run.']),
    '',
    ...pooledTable(report.pages),
    ...siteIsolationTable(report.pages),
    ...phoneSection(report.phone),
    ...scaleSection(report.scale),
    ...imagesSection(report.images),
    ...versusSection(report.astro),
    ...prReportSection(report.prReport),
    ...searchSection(report.search),
    ...i18nStatusSection(report.i18nStatus),
    '## Budgets',
    '',
    'Medians, each page next to its copy without scripts measured in the same run (alternating runs), wherever this machine’s noise is larger than the effect.',
    '',
    `- Lighthouse, Chromium's default flags, every page: accessibility, best practices and SEO = 100; performance = ${BUDGETS.performance} where the copies without scripts score ${BUDGETS.performance}, elsewhere ≥ the copies' − ${BUDGETS.performanceUnderCopy} over every run of a kind of page together; LCP ≤ ${BUDGETS.lcpRatio} × no-JS LCP and TBT ≤ no-JS TBT + ${BUDGETS.tbtOverCopyMs} ms, each over every run of a kind of page together (static pages; contact pages); CLS ≤ ${BUDGETS.cls}; on static pages, the page script's own bootup-time ≤ ${BUDGETS.ownScriptBootupMs} ms over all their runs together.`,
    `- JS on the first load (Lighthouse's and the phone profile's): ≤ ${BUDGETS.jsGzipKb} KB gzip on every page but contact; ≤ ${BUDGETS.contactJsGzipKb} KB gzip in ≤ ${BUDGETS.contactJsFiles} files on contact.`,
    `- Phone profile, every page, contact included: the menu open after the h1 ≤ no-JS copies' + ${BUDGETS.menuOverCopyMs} ms over every run of a kind of page together; contact sent ≤ ${BUDGETS.sendAfterH1Ms} ms after the h1.`,
    `- ${scaleBudgetsLine()}`,
    `- ${versusBudgetsLine()}`,
    `- Pull request report, one post edited: ≤ ${PR_REPORT_BUDGETS.secondsAt200} s at 200 posts per language; on the site ≤ ${PR_REPORT_BUDGETS.warmBuilds} × one warm build plus the screenshots.`,
    `- Search: indexing ≤ ${SEARCH_BUDGETS.indexingShare * 100} % of a content-cold build; ≤ ${SEARCH_BUDGETS.searchKBAt200} KB of search (the island's script and Pagefind's files) from a fresh visit of the search page to the first results at 200 posts per language; 0 bytes of search on every other page.`,
    `- Translations: i18n:status ≤ ${I18N_STATUS_BUDGETS.siteSeconds} s on the site, ≤ ${I18N_STATUS_BUDGETS.seconds} s at 200 posts per language in 1,000 commits.`,
    '',
    report.misses.length ? report.misses.map((m) => `- MISSED: ${m}`).join('\n') : 'All budgets met.',
    '',
  ].join('\n')
}
