import { median } from './median.ts'
import type { Site, VersusBuild, VersusPhase, VersusReport, VersusSave } from './versus-astro.ts'

/**
 * The budgets beside Astro (docs/bench.md): ratios of this site's median to the Astro site's,
 * measured in the same run, never an absolute time.
 */
export const VERSUS_BUDGETS = {
  /** Content-cold build at N=200, ms per page. */
  contentColdAt200: 1.0,
  /** Warm build at N=200, ms per page. */
  warmAt200: 0.5,
  /** Save→see in the dev server, at each of these N: at most this ratio to astro dev's, and at most this many ms. */
  saveToSee: 1.0,
  saveToSeeMs: 300,
  saveToSeeAt: [5, 200, 1000],
  /** This site's build at N=1,000: the most memory it may hold. */
  peakRssMiBAt1000: 2048,
}

const f1 = (value: number) => value.toFixed(1)
const build = (report: VersusReport, site: Site, n: number, phase: VersusPhase) =>
  report.builds.find((b) => b.site === site && b.n === n && b.phase === phase)
const save = (report: VersusReport, site: Site, n: number) => report.saves.find((s) => s.site === site && s.n === n)
const ratioOf = (ours: number, astro: number) => ours / astro
const saveMedian = (s: VersusSave | undefined) => (s?.ms.length ? median(s.ms) : Number.NaN)

/** Every budget beside Astro the runs miss, in words (a budget whose runs were not made is not judged). */
export function versusMisses(report: VersusReport): string[] {
  const misses: string[] = []
  const judge = (label: string, phase: VersusPhase, n: number, budget: number) => {
    const [ours, astro] = [build(report, 'ours', n, phase), build(report, 'astro', n, phase)]
    if (!ours || !astro) return
    const ratio = ratioOf(ours.msPerPage, astro.msPerPage)
    if (ratio > budget)
      misses.push(`${label} at N=${n}: ${f1(ours.msPerPage)} ms/page, ${ratio.toFixed(2)}× Astro's ${f1(astro.msPerPage)} > ${budget}×`)
  }
  judge('content-cold build', 'content-cold', 200, VERSUS_BUDGETS.contentColdAt200)
  judge('warm build', 'warm', 200, VERSUS_BUDGETS.warmAt200)
  for (const n of VERSUS_BUDGETS.saveToSeeAt) {
    const [ours, astro] = [saveMedian(save(report, 'ours', n)), saveMedian(save(report, 'astro', n))]
    if (Number.isNaN(ours) || Number.isNaN(astro)) continue
    if (ours > astro * VERSUS_BUDGETS.saveToSee)
      misses.push(`save→see at N=${n}: ${ours} ms, ${(ours / astro).toFixed(2)}× astro dev's ${astro} ms > ${VERSUS_BUDGETS.saveToSee}×`)
    if (ours > VERSUS_BUDGETS.saveToSeeMs) misses.push(`save→see at N=${n}: ${ours} ms > ${VERSUS_BUDGETS.saveToSeeMs} ms`)
  }
  for (const b of report.builds.filter((b) => b.site === 'ours' && b.n === 1000)) {
    if (b.peakRssMiB !== undefined && b.peakRssMiB > VERSUS_BUDGETS.peakRssMiBAt1000)
      misses.push(`${b.phase} build at N=1000 held ${b.peakRssMiB} MiB > ${VERSUS_BUDGETS.peakRssMiBAt1000}`)
  }
  return misses
}

const phaseLine = (b: VersusBuild | undefined) =>
  b
    ? Object.entries(b.phases)
        .map(([name, seconds]) => `${name} ${f1(seconds)}`)
        .join(' · ')
    : '–'

/** The report's section beside Astro: builds, saves, then where a content-cold build's time goes. */
export function versusSection(report: VersusReport | undefined): string[] {
  if (!report?.builds.length) return ['## Beside Astro', '', 'Not measured in this run.', '']
  const sizes = [...new Set(report.builds.map((b) => b.n))]
  const rows = sizes.flatMap((n) =>
    (['cold', 'content-cold', 'warm'] as const).flatMap((phase) => {
      const [ours, astro] = [build(report, 'ours', n, phase), build(report, 'astro', n, phase)]
      if (!ours || !astro) return []
      const runs = (b: VersusBuild) => b.seconds.map(f1).join(', ')
      return [
        `| ${n} | ${phase} | ${ours.pages} | ${runs(ours)} | ${f1(ours.msPerPage)} | ${ours.peakRssMiB ?? '–'} | ${astro.pages} | ${runs(astro)} | ${f1(astro.msPerPage)} | ${astro.peakRssMiB ?? '–'} | **${ratioOf(ours.msPerPage, astro.msPerPage).toFixed(2)}×** |`,
      ]
    }),
  )
  const saveRows = sizes.flatMap((n) => {
    const [ours, astro] = [save(report, 'ours', n), save(report, 'astro', n)]
    if (!ours || !astro) return []
    return [
      `| ${n} | ${saveMedian(ours)} (${ours.ms.join(', ')}) | ${saveMedian(astro)} (${astro.ms.join(', ')}) | **${(saveMedian(ours) / saveMedian(astro)).toFixed(2)}×** |`,
    ]
  })
  const phaseRows = sizes
    .filter((n) => n >= 200)
    .flatMap((n) => [
      `| ${n} | this site | ${phaseLine(build(report, 'ours', n, 'content-cold'))} |`,
      `| ${n} | Astro | ${phaseLine(build(report, 'astro', n, 'content-cold'))} |`,
    ])
  return [
    '## Beside Astro',
    '',
    `The equivalent Astro site (bench/astro-site/: ${report.astro}) with the same posts, built and edited in the same run,`,
    'alternating. N posts per language. Seconds of every run; ms per page and the ratio from the median run. **cold**: no',
    'cache at all (this site encodes its images again); **content-cold**: compiled MDX and rendered pages emptied, the caches',
    "that hold no content kept (images, the client build; all of Astro's caches emptied);",
    '**warm**: nothing changed.',
    '',
    '| N | build | pages | this site s | ms/page | peak MiB | Astro pages | Astro s | ms/page | peak MiB | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Save→see: the first Spanish post open in Chromium, a sentence added to its file, until it shows (ms; median, then every run),',
    '`npm run dev` beside `astro dev`, alternating.',
    '',
    '| N | this site ms | Astro ms | ratio |',
    '| --- | --- | --- | --- |',
    ...saveRows,
    '',
    "Where a content-cold build's time goes (seconds, from the time each phase's first line was printed):",
    '',
    '| N | site | phases |',
    '| --- | --- | --- |',
    ...phaseRows,
    '',
  ]
}

/** The budgets beside Astro in one line, for the report's list of budgets. */
export const versusBudgetsLine = () =>
  `Beside Astro, same run: content-cold build at N=200 ≤ ${VERSUS_BUDGETS.contentColdAt200}× its ms/page; warm at N=200 ≤ ${VERSUS_BUDGETS.warmAt200}×; save→see at N=${VERSUS_BUDGETS.saveToSeeAt.join(' and ')} ≤ ${VERSUS_BUDGETS.saveToSee}× astro dev's and ≤ ${VERSUS_BUDGETS.saveToSeeMs} ms; N=1,000: peak RSS ≤ ${VERSUS_BUDGETS.peakRssMiBAt1000} MiB.`
