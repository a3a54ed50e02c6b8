/** The bench's sections, in the order they run, with the words the report gives them. */
export const SECTIONS = {
  lighthouse: 'Lighthouse',
  phone: 'phone profile',
  astro: 'beside Astro',
  'pr-report': 'pull request report',
  search: 'search',
  i18n: 'translations',
} as const

export type BenchSection = keyof typeof SECTIONS

/** What a run measures, from the environment (docs/bench.md, "Running it"). */
export interface Settings {
  sections: BenchSection[]
  /** Only these pages, as typed or as published (/about or /about/); every page when absent. */
  pages?: string[]
  runs: number
  astroScales: number[]
  astroRuns: number
  searchScales: number[]
}

const sizes = (value: string | undefined, fallback: string) => (value ?? fallback).split(',').filter(Boolean).map(Number)

export function settings(env: Record<string, string | undefined> = process.env): Settings {
  const sections = (env.BENCH_ONLY ?? Object.keys(SECTIONS).join(',')).split(',').filter(Boolean)
  const unknown = sections.filter((name) => !(name in SECTIONS))
  if (unknown.length) throw new Error(`BENCH_ONLY names no section ${unknown.join(', ')}: ${Object.keys(SECTIONS).join(', ')}`)
  return {
    sections: sections as BenchSection[],
    pages: env.BENCH_PAGES?.split(','),
    runs: Number(env.BENCH_RUNS ?? 5),
    astroScales: sizes(env.BENCH_ASTRO_SCALES, '5,50,200,1000'),
    astroRuns: Number(env.BENCH_ASTRO_RUNS ?? 5),
    searchScales: sizes(env.BENCH_SEARCH_SCALES, '5,200'),
  }
}

/** The variables that narrow a run to part of the bench: a run with any of them measures less than the report's budgets read. */
export const NARROWING = ['BENCH_ONLY', 'BENCH_PAGES', 'BENCH_RUNS', 'BENCH_ASTRO_SCALES', 'BENCH_ASTRO_RUNS', 'BENCH_SEARCH_SCALES'] as const

/**
 * Where a run writes its report (`.md` and `.json`): a full run the committed report, a narrowed
 * run a partial report beside it, which git ignores, so that a quick look never overwrites it.
 */
export function reportFile(env: Record<string, string | undefined>): string {
  return NARROWING.some((name) => env[name] !== undefined) ? 'bench/partial-report' : 'bench/report'
}

/**
 * Runs one section, noting its minutes, so that its failure costs only that section: the error is logged and noted in `failed`, which
 * the report lists among its misses, and the run goes on to write what every other section measured, not lose an hour to one command.
 */
export async function measuredSection<T>(
  name: BenchSection,
  run: () => T | Promise<T>,
  noted: { minutes: Partial<Record<BenchSection, number>>; failed: string[] },
): Promise<T | undefined> {
  const started = performance.now()
  try {
    return await run()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`${SECTIONS[name]}: failed\n${error instanceof Error ? (error.stack ?? message) : message}`)
    noted.failed.push(`${SECTIONS[name]}: the section failed, so its budgets went unmeasured: ${message.trim().split('\n').slice(0, 8).join(' / ')}`)
    return undefined
  } finally {
    noted.minutes[name] = (performance.now() - started) / 60_000
  }
}
