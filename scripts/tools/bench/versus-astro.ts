import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_CACHES, CONTENT_CACHES } from '../../build/cache/cache-dir.ts'
import { astroCli, astroCopy, emptyAstroCaches, installAstro, type AstroInstall } from './astro.ts'
import { median, table, withSpread, type Figure } from './budgets.ts'
import { firstPost, measureSaveToSee, startDevServer } from './save-to-see.ts'
import { buildCommand, builtPages, projectCopy, timedBuild, writeSyntheticPosts, type TimedBuild } from './workspace.ts'

export type Site = 'ours' | 'astro'

/**
 * - cold: no cache at all (this site encodes every image variant and social image again);
 * - content-cold: the content caches empty (this site's compiled MDX and rendered pages; all of
 *   Astro's, which has no image work to keep), the caches that hold no content kept (images, the
 *   client build): a pull request that changed every content file, with main's cache restored;
 * - warm: nothing changed since the last build.
 */
export type VersusPhase = 'cold' | 'content-cold' | 'warm'
const PHASES: readonly VersusPhase[] = ['cold', 'content-cold', 'warm']

export interface VersusBuild {
  n: number
  site: Site
  phase: VersusPhase
  pages: number
  /** Every run's seconds, in the order run. */
  seconds: number[]
  /** ms per page of the median run. */
  msPerPage: number
  /** The most any of its runs held. */
  peakRssMiB?: number
}

export interface VersusSave {
  n: number
  site: Site
  /** Every save's milliseconds, in the order run. */
  ms: number[]
}

export interface VersusReport {
  builds: VersusBuild[]
  saves: VersusSave[]
  astro: string
}

/** This site and Astro, N posts per language, built and edited side by side, alternating. */
async function measureAt(root: string, n: number, runs: number, install: AstroInstall): Promise<Omit<VersusReport, 'astro'>> {
  const ours = projectCopy(root, `versus-${n}`)
  writeSyntheticPosts(ours.dir, n)
  const astro = astroCopy(root, install, ours.dir, String(n))
  const build = (site: Site): Promise<TimedBuild> =>
    site === 'ours'
      ? timedBuild(...buildCommand(root, ours.dir), ours.dir, ours.env)
      : timedBuild(...astroCli(install, 'build'), astro.dir, { ASTRO_TELEMETRY_DISABLED: '1' })
  const empty = (site: Site, phase: VersusPhase) => {
    if (site === 'astro') return phase === 'warm' ? undefined : emptyAstroCaches(astro.dir)
    for (const name of phase === 'cold' ? BUILD_CACHES : phase === 'content-cold' ? CONTENT_CACHES : [])
      rmSync(join(ours.env.SITE_CACHE_DIR, name), { recursive: true, force: true })
  }
  try {
    const builds: VersusBuild[] = []
    for (const phase of PHASES) {
      // A cold build encodes every image again: once is enough to know its cost.
      const count = phase === 'cold' ? 1 : runs
      const done: Record<Site, TimedBuild[]> = { ours: [], astro: [] }
      for (let run = 0; run < count; run++) {
        // Alternating, and each starting first in turn, so both meet the same machine.
        for (const site of run % 2 ? (['astro', 'ours'] as const) : (['ours', 'astro'] as const)) {
          empty(site, phase)
          done[site].push(await build(site))
        }
      }
      for (const site of ['ours', 'astro'] as const) {
        const timed = done[site]
        const middle = timed.find((t) => t.seconds === median(timed.map((x) => x.seconds))) as TimedBuild
        const pages = builtPages(join(site === 'ours' ? ours.dir : astro.dir, 'dist'))
        const peaks = timed.flatMap((t) => (t.peakRssMiB === undefined ? [] : [t.peakRssMiB]))
        builds.push({
          n,
          site,
          phase,
          pages,
          seconds: timed.map((t) => t.seconds),
          msPerPage: (middle.seconds * 1000) / pages,
          ...(peaks.length ? { peakRssMiB: Math.max(...peaks) } : {}),
        })
        const b = builds.at(-1) as VersusBuild
        console.log(`  ${site} ${phase}: ${b.pages} pages, ${b.seconds.map((s) => s.toFixed(1)).join(', ')} s, peak ${b.peakRssMiB ?? '?'} MiB`)
      }
    }
    const servers = [
      await startDevServer(join(root, 'node_modules/.bin/vite-react-ssg'), ['dev'], ours.dir, { PORT: '0' }),
      await startDevServer(...astroCli(install, 'dev', '--port', '0'), astro.dir),
    ]
    let times: number[][]
    try {
      const [ourServer, astroServer] = servers as [(typeof servers)[0], (typeof servers)[0]]
      times = await measureSaveToSee(
        [
          { server: ourServer, ...firstPost(ours.dir) },
          { server: astroServer, ...firstPost(astro.dir) },
        ],
        runs + 2,
      )
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
    const saves: VersusSave[] = [
      { n, site: 'ours', ms: times[0] ?? [] },
      { n, site: 'astro', ms: times[1] ?? [] },
    ]
    for (const save of saves) console.log(`  ${save.site} save→see: ${save.ms.join(', ')} ms`)
    return { builds, saves }
  } finally {
    ours.remove()
    astro.remove()
  }
}

/** The whole comparison: every N in turn, five runs of each build (one at N=1,000, where a build takes minutes). */
export async function versusAstro(root: string, scales: number[], runs: number): Promise<VersusReport> {
  const install = installAstro(root)
  const version = (name: string) => (JSON.parse(readFileSync(join(install.modules, name, 'package.json'), 'utf8')) as { version: string }).version
  const twin = JSON.parse(readFileSync(join(root, 'bench/astro-site/package.json'), 'utf8')) as { dependencies: object }
  const report: VersusReport = {
    builds: [],
    saves: [],
    astro: Object.keys(twin.dependencies)
      .map((name) => `${name} ${version(name)}`)
      .join(', '),
  }
  for (const n of scales) {
    console.log(`This site and Astro with ${n} posts per language ...`)
    const { builds, saves } = await measureAt(root, n, n >= 1000 ? 1 : runs, install)
    report.builds.push(...builds)
    report.saves.push(...saves)
  }
  return report
}

const find = (report: VersusReport, site: Site, n: number, phase: VersusPhase) =>
  report.builds.find((b) => b.site === site && b.n === n && b.phase === phase)
const saveOf = (report: VersusReport, site: Site, n: number) => report.saves.find((s) => s.site === site && s.n === n)?.ms ?? []

/** What the budgets read: each build's ms per page and peak memory beside Astro's, each size's save→see beside astro dev's. */
export function versusFigures(report: VersusReport): Figure[] {
  const figure = (of: string, name: string, value: number, beside: number): Figure => ({ section: 'astro', of, name, value, beside })
  return [...new Set(report.builds.map((b) => b.n))].flatMap((n) => [
    ...PHASES.flatMap((phase) => {
      const [ours, astro] = [find(report, 'ours', n, phase), find(report, 'astro', n, phase)]
      if (!ours || !astro) return []
      const memory = ours.peakRssMiB !== undefined && astro.peakRssMiB !== undefined
      return [
        figure(`N=${n}`, `${phase} ms/page`, ours.msPerPage, astro.msPerPage),
        ...(memory ? [figure(`N=${n} ${phase}`, 'peak RSS MiB', ours.peakRssMiB as number, astro.peakRssMiB as number)] : []),
      ]
    }),
    ...(saveOf(report, 'ours', n).length && saveOf(report, 'astro', n).length
      ? [figure(`N=${n}`, 'save→see ms', median(saveOf(report, 'ours', n)), median(saveOf(report, 'astro', n)))]
      : []),
  ])
}

const f1 = (value: number) => value.toFixed(1)

/** The report's section beside Astro: builds, then saves. */
export function versusSection(report: VersusReport | undefined): string[] {
  if (!report?.builds.length) return []
  const sizes = [...new Set(report.builds.map((b) => b.n))]
  return [
    '## Beside Astro',
    '',
    `The equivalent Astro site (bench/astro-site/: ${report.astro}) with the same posts, N per language, built and edited in the same run,`,
    "alternating. Seconds of every run; ms per page from the median run, its ratio to Astro's; the most memory any run held (the build's own",
    "report or GNU time's, the larger). **cold**: no cache at all (this site encodes its images again); **content-cold**: compiled MDX and",
    "rendered pages emptied, the caches that hold no content kept (images, the client build; all of Astro's emptied); **warm**: nothing changed.",
    '',
    ...table(
      'N | build | pages | this site s | ms/page | peak MiB | Astro s | ms/page | peak MiB | ratio',
      sizes.flatMap((n) =>
        PHASES.flatMap((phase) => {
          const [ours, astro] = [find(report, 'ours', n, phase), find(report, 'astro', n, phase)]
          if (!ours || !astro) return []
          const site = (b: VersusBuild) => `${b.seconds.map(f1).join(', ')} | ${f1(b.msPerPage)} | ${b.peakRssMiB ?? '–'}`
          return [`${n} | ${phase} | ${ours.pages} | ${site(ours)} | ${site(astro)} | **${(ours.msPerPage / astro.msPerPage).toFixed(2)}×**`]
        }),
      ),
    ),
    'Save→see: the first Spanish post open in Chromium, a sentence added to its file, until it shows: `npm run dev` beside `astro dev`,',
    'alternating; ms, the median with the middle half of the runs.',
    '',
    ...table(
      'N | this site ms | Astro ms | ratio',
      sizes.flatMap((n) => {
        const [ours, astro] = [saveOf(report, 'ours', n), saveOf(report, 'astro', n)]
        return ours.length && astro.length
          ? [`${n} | ${withSpread(ours)} | ${withSpread(astro)} | **${(median(ours) / median(astro)).toFixed(2)}×**`]
          : []
      }),
    ),
  ]
}
