import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_CACHES, CONTENT_CACHES } from '../../build/cache/cache-dir.ts'
import { astroCli, astroCopy, emptyAstroCaches, installAstro, type AstroInstall } from './astro.ts'
import { median } from './median.ts'
import { firstPost, measureSaveToSee, startDevServer } from './save-to-see.ts'
import { writeSyntheticPosts } from './scale.ts'
import { ASTRO_PHASES, buildPhases, OUR_PHASES, timedBuild, type TimedBuild } from './timed-build.ts'
import { buildCommand, builtPages, projectCopy } from './workspace.ts'

export type Site = 'ours' | 'astro'

/**
 * - cold: no cache at all (this site encodes every image variant and social image again);
 * - content-cold: the content caches empty (this site's compiled MDX and rendered pages; all of
 *   Astro's, which has no image work to keep), the caches that hold no content kept (images, the
 *   client build): a pull request that changed every
 *   content file, with main's cache restored;
 * - warm: nothing changed since the last build.
 */
export type VersusPhase = 'cold' | 'content-cold' | 'warm'

export interface VersusBuild {
  n: number
  site: Site
  phase: VersusPhase
  pages: number
  /** Every run's seconds, in the order run. */
  seconds: number[]
  /** ms per page of the median run. */
  msPerPage: number
  peakRssMiB?: number
  /** The median run's phases, seconds. */
  phases: Record<string, number>
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
export async function measureVersusAstro(
  root: string,
  n: number,
  runs: number,
  install: AstroInstall,
): Promise<{ builds: VersusBuild[]; saves: VersusSave[] }> {
  const ours = projectCopy(root, `versus-${n}`)
  const caches = join(ours.dir, '.bench-cache')
  writeSyntheticPosts(ours.dir, n)
  const astro = astroCopy(root, install, ours.dir, String(n))
  const build = (site: Site): Promise<TimedBuild> =>
    site === 'ours'
      ? timedBuild(...buildCommand(root, ours.dir), ours.dir, { SITE_CACHE_DIR: caches })
      : timedBuild(...astroCli(install, 'build'), astro.dir, { ASTRO_TELEMETRY_DISABLED: '1' })
  const empty = (site: Site, phase: VersusPhase) => {
    if (site === 'astro') {
      if (phase !== 'warm') emptyAstroCaches(astro.dir)
      return
    }
    const emptied = phase === 'cold' ? BUILD_CACHES : phase === 'content-cold' ? CONTENT_CACHES : []
    for (const name of emptied) rmSync(join(caches, name), { recursive: true, force: true })
  }
  try {
    const builds: VersusBuild[] = []
    for (const phase of ['cold', 'content-cold', 'warm'] as const) {
      // A cold build encodes every image again: once is enough to know its cost.
      const count = phase === 'cold' ? 1 : runs
      const done: Record<Site, TimedBuild[]> = { ours: [], astro: [] }
      for (let run = 0; run < count; run++) {
        // Alternating, and each starting first in turn, so both meet the same machine.
        const order: Site[] = run % 2 ? ['astro', 'ours'] : ['ours', 'astro']
        for (const site of order) {
          empty(site, phase)
          done[site].push(await build(site))
        }
      }
      for (const site of ['ours', 'astro'] as const) {
        const timed = done[site]
        const middle = timed.find((t) => t.seconds === median(timed.map((x) => x.seconds))) as TimedBuild
        const pages = builtPages(join(site === 'ours' ? ours.dir : astro.dir, 'dist'))
        builds.push({
          n,
          site,
          phase,
          pages,
          seconds: timed.map((t) => t.seconds),
          msPerPage: (middle.seconds * 1000) / pages,
          peakRssMiB: Math.max(...timed.map((t) => t.peakRssMiB ?? 0)) || undefined,
          phases: buildPhases(middle, site === 'ours' ? OUR_PHASES : ASTRO_PHASES),
        })
        const b = builds.at(-1) as VersusBuild
        console.log(`  ${site} ${phase}: ${b.pages} pages, ${b.seconds.map((s) => s.toFixed(1)).join(', ')} s, ${b.msPerPage.toFixed(1)} ms/page`)
      }
    }
    const servers = [
      await startDevServer(join(root, 'node_modules/.bin/vite-react-ssg'), ['dev'], ours.dir, { PORT: '0' }),
      await startDevServer(...astroCli(install, 'dev', '--port', '0'), astro.dir),
    ]
    let times: number[][]
    try {
      times = await measureSaveToSee(
        [
          { server: servers[0]!, ...firstPost(ours.dir) },
          { server: servers[1]!, ...firstPost(astro.dir) },
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

/** The whole comparison: every N in turn. */
export async function versusAstro(root: string, scales: number[], runs: number): Promise<VersusReport> {
  const install = installAstro(root)
  const report: VersusReport = { builds: [], saves: [], astro: astroVersion(install) }
  for (const n of scales) {
    console.log(`This site and Astro with ${n} posts per language ...`)
    const { builds, saves } = await measureVersusAstro(root, n, n >= 1000 ? 1 : runs, install)
    report.builds.push(...builds)
    report.saves.push(...saves)
  }
  return report
}

function astroVersion(install: AstroInstall): string {
  const version = (name: string) => (JSON.parse(readFileSync(join(install.modules, name, 'package.json'), 'utf8')) as { version: string }).version
  return `astro ${version('astro')}, @astrojs/mdx ${version('@astrojs/mdx')}, @astrojs/react ${version('@astrojs/react')}`
}
