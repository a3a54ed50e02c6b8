import { describe, expect, it } from 'vitest'
import { ASTRO_PHASES, buildPhases, OUR_PHASES, type TimedBuild } from '../../../../scripts/tools/bench/timed-build.ts'
import type { VersusBuild, VersusReport } from '../../../../scripts/tools/bench/versus-astro.ts'
import { versusMisses, versusSection } from '../../../../scripts/tools/bench/versus-budgets.ts'

const lines = (build: [number, string][], seconds: number): TimedBuild => ({ seconds, lines: build.map(([at, text]) => ({ at, text })) })

describe("a build's phases, read from when its lines were printed", () => {
  it("splits this site's build at vite-react-ssg's marks, the server build's transform apart from the client's", () => {
    const build = lines(
      [
        [2.0, '[client] building'],
        [3.1, '✓ 164 modules transformed.'],
        [3.9, '[vite-react-ssg] Build for server...'],
        [9.6, '✓ 755 modules transformed.'],
        [9.7, '[pages] 726 pages: 726 to render, 0 reused from the cache'],
        [10.1, '[vite-react-ssg] Rendering Pages... (726)'],
        [16.2, '[vite-react-ssg] Build finished.'],
      ],
      19,
    )
    const phases = buildPhases(build, OUR_PHASES)
    expect(Object.keys(phases)).toEqual([
      'startup',
      'client build',
      'server build: compile',
      'server build: bundle',
      'render pages',
      'post-render steps',
    ])
    expect(phases.startup).toBeCloseTo(2.0)
    expect(phases['client build']).toBeCloseTo(1.9)
    expect(phases['server build: compile']).toBeCloseTo(5.7)
    expect(phases['render pages']).toBeCloseTo(6.1)
    expect(phases['post-render steps']).toBeCloseTo(2.8)
  })

  it("reads Astro's marks behind its clock prefix, and leaves out a phase that never started", () => {
    const build = lines(
      [
        [0.9, '04:01:26 [content] Syncing content'],
        [1.2, '04:01:26 [content] Synced content'],
        [2.1, '04:01:27 [build] Building static entrypoints...'],
        [6.0, '04:01:30 [build] Rearranging server assets...'],
      ],
      9.5,
    )
    expect(buildPhases(build, ASTRO_PHASES)).toEqual({
      startup: 0.9,
      'content sync': expect.closeTo(0.3),
      'types and build info': expect.closeTo(0.9),
      'server and client builds': expect.closeTo(3.9),
      'render pages': expect.closeTo(3.5),
    })
  })
})

const run = (site: 'ours' | 'astro', n: number, phase: VersusBuild['phase'], msPerPage: number, peakRssMiB?: number): VersusBuild => ({
  n,
  site,
  phase,
  pages: 726,
  seconds: [(msPerPage * 726) / 1000],
  msPerPage,
  peakRssMiB,
  phases: {},
})

describe('the budgets beside Astro', () => {
  const report = (builds: VersusBuild[], saves: VersusReport['saves'] = []): VersusReport => ({ builds, saves, astro: 'astro 7' })

  /** This site's content-cold and warm ms/page at N=200 beside Astro's 13.5 and 13, its memory at N=1,000, and one size's saves. */
  const measured = (contentCold: number, warm: number, peakRssMiB: number, saveAt: number, saveMs: number[]) =>
    report(
      [
        run('ours', 200, 'content-cold', contentCold),
        run('astro', 200, 'content-cold', 13.5),
        run('ours', 200, 'warm', warm),
        run('astro', 200, 'warm', 13),
        run('ours', 1000, 'warm', 30, peakRssMiB),
      ],
      [
        { n: saveAt, site: 'ours', ms: saveMs },
        { n: saveAt, site: 'astro', ms: [270, 260, 300] },
      ],
    )

  it('are met when this site is no slower where it must not be, and twice as fast warm', () => {
    expect(versusMisses(measured(13, 6.5, 1900, 5, [130, 120, 140]))).toEqual([])
    expect(versusMisses(measured(13, 6.5, 1900, 1000, [290, 250, 260]))).toEqual([])
  })

  it('hold save→see to 300 ms even where astro dev is slower still', () => {
    const slow = report(
      [],
      [
        { n: 1000, site: 'ours', ms: [320, 310, 330] },
        { n: 1000, site: 'astro', ms: [900, 880, 910] },
      ],
    )
    expect(versusMisses(slow)).toEqual(['save→see at N=1000: 320 ms > 300 ms'])
  })

  it('each say by how much they are missed', () => {
    const missed = measured(27, 11, 2100, 200, [400, 390, 410])
    expect(versusMisses(missed)).toEqual([
      "content-cold build at N=200: 27.0 ms/page, 2.00× Astro's 13.5 > 1×",
      "warm build at N=200: 11.0 ms/page, 0.85× Astro's 13.0 > 0.5×",
      "save→see at N=200: 400 ms, 1.48× astro dev's 270 ms > 1×",
      'save→see at N=200: 400 ms > 300 ms',
      'warm build at N=1000 held 2100 MiB > 2048',
    ])
  })

  it('judge nothing that was not measured, and the report says so', () => {
    expect(versusMisses(report([run('ours', 200, 'content-cold', 50)]))).toEqual([])
    expect(versusSection(undefined).join('\n')).toContain('Not measured in this run.')
  })

  it('print each size beside Astro with the ratio, and where the time went at N≥200', () => {
    const both = report([
      { ...run('ours', 200, 'content-cold', 20), phases: { 'render pages': 6.1 } },
      { ...run('astro', 200, 'content-cold', 10), phases: { 'render pages': 3.4 } },
    ])
    const text = versusSection(both).join('\n')
    expect(text).toContain('| 200 | content-cold | 726 | 14.5 | 20.0 | – | 726 | 7.3 | 10.0 | – | **2.00×** |')
    expect(text).toContain('| 200 | this site | render pages 6.1 |')
    expect(text).toContain('| 200 | Astro | render pages 3.4 |')
  })
})
