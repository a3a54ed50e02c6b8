import { median } from './median.ts'
import type { ScaleKind, ScalePhase, ScaleRun } from './scale.ts'

/** The build's budgets (docs/decisions.md, "The build's budgets"), anchored on an equivalent Astro site's 15 ms per page at N=200. */
export const SCALE_BUDGETS = {
  /** ms per page of a warm build at N=200 ≤ this × at N=5, services and posts. */
  ratio: 1.5,
  /** A warm build with 200 posts per language, ms per page. */
  warmMsPerPageAt200: 20,
  /** One post edited then rebuilt at N=200 ≤ this × a full build (the content caches empty). */
  editedShareOfFull: 0.5,
  /** N=1,000: the most memory a build may hold. */
  peakRssMiB: 2048,
  /** The first build of a fresh clone of the site (no cache at all), seconds, median. */
  firstBuildSeconds: 30,
}

const one = (runs: ScaleRun[], kind: ScaleKind, n: number, phase: ScalePhase) => runs.find((r) => r.kind === kind && r.n === n && r.phase === phase)
const f1 = (value: number) => value.toFixed(1)

/** Every scale budget the runs miss, in words (a budget whose runs were not made is not judged). */
export function scaleMisses(runs: ScaleRun[]): string[] {
  const misses: string[] = []
  for (const kind of ['services', 'posts'] as const) {
    const small = one(runs, kind, 5, 'warm')
    const large = one(runs, kind, 200, 'warm')
    if (small && large && large.msPerPage > small.msPerPage * SCALE_BUDGETS.ratio) {
      misses.push(
        `build with ${kind}: ${f1(large.msPerPage)} ms/page at N=200 > ${SCALE_BUDGETS.ratio} x ${f1(small.msPerPage)} ms/page at N=5 (warm)`,
      )
    }
  }
  const warm = one(runs, 'posts', 200, 'warm')
  if (warm && warm.msPerPage > SCALE_BUDGETS.warmMsPerPageAt200) {
    misses.push(`build with posts: warm ${f1(warm.msPerPage)} ms/page at N=200 > ${SCALE_BUDGETS.warmMsPerPageAt200}`)
  }
  const full = one(runs, 'posts', 200, 'full')
  const edited = one(runs, 'posts', 200, 'edited')
  if (full && edited && edited.seconds > full.seconds * SCALE_BUDGETS.editedShareOfFull) {
    misses.push(
      `build with posts: one post edited at N=200 took ${f1(edited.seconds)} s > ${SCALE_BUDGETS.editedShareOfFull} x the full build's ${f1(full.seconds)} s`,
    )
  }
  for (const run of runs.filter((r) => r.kind === 'posts' && r.n === 1000)) {
    if (run.peakRssMiB !== undefined && run.peakRssMiB > SCALE_BUDGETS.peakRssMiB) {
      misses.push(`build with posts: ${run.phase} at N=1000 held ${run.peakRssMiB} MiB > ${SCALE_BUDGETS.peakRssMiB}`)
    }
  }
  const first = runs.filter((r) => r.kind === 'site' && r.phase === 'first').map((r) => r.seconds)
  if (first.length && median(first) > SCALE_BUDGETS.firstBuildSeconds) {
    misses.push(`the first build of a fresh clone took ${f1(median(first))} s > ${SCALE_BUDGETS.firstBuildSeconds} s (median of ${first.length})`)
  }
  const huge = one(runs, 'posts', 1000, 'warm')
  if (huge && warm && huge.msPerPage > warm.msPerPage) {
    misses.push(`build with posts: warm ${f1(huge.msPerPage)} ms/page at N=1000 > ${f1(warm.msPerPage)} at N=200`)
  }
  return misses
}

/** The report's build section: each run, then the budgets in words. */
export function scaleSection(runs: ScaleRun[]): string[] {
  return [
    '## Build scale',
    '',
    'Each size is built on one copy of the site, after an uncounted build that fills every cache: **full** (the content caches',
    'emptied, compiled MDX and rendered pages: a whole build on a warm machine), **warm** (again, nothing changed), **edited**',
    "(one post's text changed); **first**: the site as it is with no cache at all, a fresh clone's first build, each run from nothing.",
    '',
    ...(runs.length
      ? [
          '| content grown | N per language | build | pages | build s | ms per page | peak RSS MiB |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...runs.map((r) => `| ${r.kind} | ${r.n} | ${r.phase} | ${r.pages} | ${f1(r.seconds)} | ${f1(r.msPerPage)} | ${r.peakRssMiB ?? '–'} |`),
        ]
      : ['Not measured in this run.']),
    '',
  ]
}

/** The scale budgets in one line, for the report's list of budgets. */
export const scaleBudgetsLine = () =>
  `Build: warm ms/page at N=200 ≤ ${SCALE_BUDGETS.ratio} × N=5 (services and posts) and ≤ ${SCALE_BUDGETS.warmMsPerPageAt200} ms with posts; one post edited at N=200 ≤ ${SCALE_BUDGETS.editedShareOfFull * 100}% of a full build; N=1,000 posts: peak RSS ≤ ${SCALE_BUDGETS.peakRssMiB} MiB and warm ms/page ≤ N=200's; the first build of a fresh clone ≤ ${SCALE_BUDGETS.firstBuildSeconds} s.`
