import type { BenchSection } from './sections.ts'

/** The median of some runs (of an even count, the upper of the two middle values); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The first and third quartiles of some runs (nearest rank): the middle half, how far the host moved them. */
export function quartiles(values: number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return [at(0.25), at(0.75)]
}

/** "412 (380–450)": a timing's median, the middle half of its runs in brackets. */
export function withSpread(values: number[]): string {
  const [low, high] = quartiles(values)
  return values.length > 1 ? `${Math.round(median(values))} (${Math.round(low)}–${Math.round(high)})` : String(Math.round(median(values)))
}

/** A Markdown table's lines, from its head's cells and each row's, separated by " | "; an empty line after it. */
export const table = (head: string, rows: string[]): string[] => [
  `| ${head} |`,
  `|${' --- |'.repeat(head.split(' | ').length)}`,
  ...rows.map((row) => `| ${row} |`),
  '',
]

/** A figure as the report writes it: whole numbers as they are, fractions to the precision they need. */
export const formatted = (value: number): string =>
  Number.isInteger(value) ? String(value) : Math.abs(value) < 1 ? value.toPrecision(2) : value.toFixed(1)

/** A number a section measured that a budget may read. */
export interface Figure {
  section: BenchSection
  /** What it is of: a page ("contact (es)"), a kind of page ("static pages"), a size ("N=200"), "the site". */
  of: string
  /** Which figure: the name the budgets give it. */
  name: string
  value: number
  /** The same figure of what it was measured beside, in the same run, runs alternating: the page's copy without scripts, the Astro site. */
  beside?: number
}

/** A limit on the figures of one name (and, with `of`, of some subjects only): exactly one of its five kinds of limit. */
export interface Budget {
  section: BenchSection
  name: string
  of?: RegExp
  atMost?: number
  atLeast?: number
  /** At most this many times what it was measured beside. */
  timesBeside?: number
  /** At most what it was measured beside plus this. */
  overBeside?: number
  /** At least what it was measured beside less this. */
  underBeside?: number
  /** What it was measured beside, in words: "its copy's", "Astro's". */
  beside?: string
}

const STATIC = /^(?!contact)/
const CONTACT = /^contact/

/**
 * Every budget `npm run bench` gates (docs/bench.md, "Budgets"): what a noisy host resolves. Counts
 * (bytes, requests, Lighthouse's categories, memory) are held as they are; times only as a ratio to
 * what was measured beside them in the same run, runs alternating, so that the host's load falls
 * on both. Browser timings (TBT, the phone profile's) are reported with their spread, never gated.
 * i18n:status is held to seconds of CPU, which a loaded host does not inflate as it does the clock's.
 */
export const BUDGETS: readonly Budget[] = [
  // What each page loads, its Lighthouse runs' median (every run loads the same, whatever the host).
  { section: 'lighthouse', name: 'accessibility', atLeast: 100 },
  { section: 'lighthouse', name: 'best practices', atLeast: 100 },
  { section: 'lighthouse', name: 'SEO', atLeast: 100 },
  { section: 'lighthouse', name: 'CLS', atMost: 0.01 },
  { section: 'lighthouse', name: 'JS KB gzip', of: STATIC, atMost: 2 },
  { section: 'lighthouse', name: 'JS KB gzip', of: CONTACT, atMost: 75 },
  { section: 'lighthouse', name: 'requests', of: STATIC, overBeside: 0, beside: "its copy's" },
  { section: 'lighthouse', name: 'requests', of: CONTACT, overBeside: 2, beside: "its copy's" },
  // Each kind of page over all its runs beside all its copies' runs: one page's five runs cannot resolve these.
  { section: 'lighthouse', name: 'performance', underBeside: 2, beside: "the copies'" },
  { section: 'lighthouse', name: 'LCP ms', timesBeside: 1.1, beside: "the copies'" },
  // This build beside an equivalent Astro site, the same posts, builds and saves alternating.
  { section: 'astro', name: 'content-cold ms/page', of: /^N=200$/, timesBeside: 1, beside: "Astro's" },
  { section: 'astro', name: 'warm ms/page', of: /^N=200$/, timesBeside: 0.5, beside: "Astro's" },
  { section: 'astro', name: 'save→see ms', of: /^N=(5|200|1000)$/, timesBeside: 1, beside: "astro dev's" },
  { section: 'astro', name: 'peak RSS MiB', of: /^N=1000 /, timesBeside: 1, beside: "Astro's" },
  { section: 'astro', name: 'peak RSS MiB', of: /^N=1000 /, atMost: 2048 },
  // The report's builds and comparison: no more than two warm builds of the same copy, measured right after.
  { section: 'pr-report', name: 'report but the screenshots, s', of: /^the site$/, timesBeside: 2, beside: 'one warm build' },
  { section: 'search', name: 'search KB to the first results', of: /^N=200$/, atMost: 100 },
  { section: 'search', name: "other pages' search bytes", atMost: 0 },
  { section: 'i18n', name: 'i18n:status CPU s', of: /^the site$/, atMost: 2 },
  { section: 'i18n', name: 'i18n:status CPU s', of: /^200 posts/, atMost: 10 },
]

/** A budget read against one figure. */
export interface Verdict {
  figure: Figure
  /** The limit, in words and numbers: "≤ 1.1 × the copies' 1052 = 1157". */
  limit: string
  held: boolean
}

/** The limit a budget sets on a figure, and it in words; nothing where the figure lacks what the limit reads. */
function limitOf(budget: Budget, figure: Figure): { bound: number; atLeast: boolean; words: string } | undefined {
  const { atMost, atLeast, timesBeside, overBeside, underBeside, beside: what = '' } = budget
  if (atMost !== undefined) return { bound: atMost, atLeast: false, words: `≤ ${atMost}` }
  if (atLeast !== undefined) return { bound: atLeast, atLeast: true, words: `≥ ${atLeast}` }
  const beside = figure.beside
  if (beside === undefined) return undefined
  const relative = (bound: number, atLeast: boolean, how: string) => ({ bound, atLeast, words: `${how} = ${formatted(bound)}` })
  const of = `${what} ${formatted(beside)}`
  if (timesBeside !== undefined) return relative(timesBeside * beside, false, `≤ ${timesBeside} × ${of}`)
  if (overBeside !== undefined) return relative(beside + overBeside, false, `≤ ${of} + ${overBeside}`)
  if (underBeside !== undefined) return relative(beside - underBeside, true, `≥ ${of} − ${underBeside}`)
  return undefined
}

/** Every budget read against every figure it applies to, in the table's order; a figure no budget reads is reported only. */
export function judge(figures: Figure[], budgets: readonly Budget[] = BUDGETS): Verdict[] {
  return budgets.flatMap((budget) =>
    figures
      .filter((f) => f.section === budget.section && f.name === budget.name && (!budget.of || budget.of.test(f.of)))
      .flatMap((figure) => {
        const limit = limitOf(budget, figure)
        if (!limit || Number.isNaN(figure.value)) return []
        return [{ figure, limit: limit.words, held: limit.atLeast ? figure.value >= limit.bound : figure.value <= limit.bound }]
      }),
  )
}

/** A missed budget in a line, as the bench prints it before it exits non-zero. */
export const missLine = ({ figure, limit }: Verdict): string =>
  `${figure.section}, ${figure.of}: ${figure.name} ${formatted(figure.value)}, budget ${limit}`

/** The report's table of budgets: each read against its figure, and whether it held. */
export const budgetsTable = (verdicts: Verdict[]): string[] =>
  table(
    'section | of | figure | measured | budget | ',
    verdicts.map(
      ({ figure: f, limit, held }) => `${f.section} | ${f.of} | ${f.name} | ${formatted(f.value)} | ${limit} | ${held ? 'held' : '**MISSED**'}`,
    ),
  )
