/** The variables that narrow a run to part of the bench: a run with any of them measures less than the report's budgets read. */
export const NARROWING = [
  'BENCH_ONLY',
  'BENCH_PAGES',
  'BENCH_RUNS',
  'BENCH_SCALES',
  'BENCH_ASTRO_SCALES',
  'BENCH_ASTRO_RUNS',
  'BENCH_SEARCH_SCALES',
] as const

/**
 * Where a run writes its report (`.md` and `.json`): a full run the committed report, a narrowed run a partial report beside it,
 * which git ignores, so that a quick look never overwrites the last full report.
 */
export function reportFile(env: Record<string, string | undefined>): string {
  return NARROWING.some((name) => env[name] !== undefined) ? 'bench/partial-report' : 'bench/report'
}
