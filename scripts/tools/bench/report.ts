import { budgetsTable, judge, missLine, type Figure } from './budgets.ts'
import { i18nStatusFigures, i18nStatusSection, type I18nStatusRun } from './i18n-status.ts'
import { lighthouseFigures, lighthouseSection, type MeasuredPage } from './lighthouse.ts'
import { phoneSection, type PhoneReport } from './phone.ts'
import { prReportFigures, prReportSection, type PrReportRun } from './pr-report.ts'
import { searchFigures, searchSection, type SearchRun } from './search.ts'
import { SECTIONS, type BenchSection } from './sections.ts'
import { versusFigures, versusSection, type VersusReport } from './versus-astro.ts'

export interface BenchReport {
  date: string
  commit: string
  /** freshMemorySeconds: touching 1 GiB a process has not used yet (machine.ts). */
  machine: { cores: number; memoryGiB: number; freshMemorySeconds: number; node: string; chromium: string; lighthouse: string }
  /** How long each section that ran took, in minutes of wall clock, in the order they ran. */
  minutes: Partial<Record<BenchSection, number>>
  /** The sections that failed, each with why. */
  failed: string[]
  pages?: MeasuredPage[]
  phone?: PhoneReport
  astro?: VersusReport
  prReport?: PrReportRun[]
  search?: SearchRun[]
  i18nStatus?: I18nStatusRun[]
}

/** Every figure the sections that ran measured, for the budgets to read. */
export const figuresOf = (report: BenchReport): Figure[] => [
  ...lighthouseFigures(report.pages ?? []),
  ...(report.astro ? versusFigures(report.astro) : []),
  ...prReportFigures(report.prReport ?? []),
  ...searchFigures(report.search ?? []),
  ...i18nStatusFigures(report.i18nStatus ?? []),
]

/** Every missed budget and failed section, a line each: what the bench prints before it exits non-zero. */
export const missesOf = (report: BenchReport): string[] => [
  ...report.failed,
  ...judge(figuresOf(report))
    .filter((verdict) => !verdict.held)
    .map(missLine),
]

export function markdownReport(report: BenchReport): string {
  const { machine } = report
  const took = Object.entries(report.minutes).map(([section, n]) => `${SECTIONS[section as BenchSection]} ${Math.round(n)} min`)
  const misses = missesOf(report)
  const verdicts = judge(figuresOf(report))
  return [
    '# Bench report',
    '',
    `- date: ${report.date}`,
    `- commit: ${report.commit}`,
    `- machine: ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}`,
    `- fresh memory: touching 1 GiB a process has not used yet took ${machine.freshMemorySeconds.toFixed(1)} s (every new renderer and build pays it, with scripts or without: machine.ts)`,
    ...(took.length ? [`- took: ${took.join(', ')}`] : []),
    '',
    '## Budgets',
    '',
    'What a noisy host resolves (docs/bench.md): what a page loads, memory, and times only as ratios to what was measured beside them in the',
    "same run, runs alternating. The phone profile's timings, TBT and the build's own seconds are reported in their sections, with their spread.",
    '',
    ...(verdicts.length ? budgetsTable(verdicts) : ['No budget was read in this run.', '']),
    misses.length ? misses.map((miss) => `- MISSED: ${miss}`).join('\n') : verdicts.length ? 'All budgets met.' : '',
    '',
    ...lighthouseSection(report.pages ?? []),
    ...phoneSection(report.phone),
    ...versusSection(report.astro),
    ...prReportSection(report.prReport),
    ...searchSection(report.search),
    ...i18nStatusSection(report.i18nStatus),
  ].join('\n')
}
