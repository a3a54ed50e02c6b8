import { describe, expect, it } from 'vitest'
import { judge, missLine } from '../../../../scripts/tools/bench/budgets.ts'
import { versusFigures, versusSection, type VersusBuild, type VersusReport } from '../../../../scripts/tools/bench/versus-astro.ts'

const build = (site: 'ours' | 'astro', n: number, phase: VersusBuild['phase'], msPerPage: number, peakRssMiB?: number): VersusBuild => ({
  n,
  site,
  phase,
  pages: 726,
  seconds: [(msPerPage * 726) / 1000],
  msPerPage,
  ...(peakRssMiB === undefined ? {} : { peakRssMiB }),
})

const report = (builds: VersusBuild[], saves: VersusReport['saves'] = []): VersusReport => ({ builds, saves, astro: 'astro 7' })
const misses = (measured: VersusReport) =>
  judge(versusFigures(measured))
    .filter((verdict) => !verdict.held)
    .map(missLine)

/** This site's content-cold and warm ms/page at N=200 beside Astro's 13.5 and 13, its peak memory at N=1,000 beside Astro's 2,300, one size's saves. */
const measured = (contentCold: number, warm: number, peakRssMiB: number, saveAt: number, saveMs: number[]) =>
  report(
    [
      build('ours', 200, 'content-cold', contentCold),
      build('astro', 200, 'content-cold', 13.5),
      build('ours', 200, 'warm', warm),
      build('astro', 200, 'warm', 13),
      build('ours', 1000, 'content-cold', 14, peakRssMiB),
      build('astro', 1000, 'content-cold', 14, 2300),
    ],
    [
      { n: saveAt, site: 'ours', ms: saveMs },
      { n: saveAt, site: 'astro', ms: [270, 260, 300] },
    ],
  )

describe('the budgets beside Astro', () => {
  it('are met when this site is no slower where it must not be, twice as fast warm, and holds less memory', () => {
    expect(misses(measured(13, 6.5, 1900, 5, [130, 120, 140]))).toEqual([])
    expect(misses(measured(13, 6.5, 1900, 1000, [290, 250, 260]))).toEqual([])
  })

  it('each say by how much they are missed', () => {
    expect(misses(measured(27, 11, 2400, 200, [400, 390, 410]))).toEqual([
      "astro, N=200: content-cold ms/page 27, budget ≤ 1 × Astro's 13.5 = 13.5",
      "astro, N=200: warm ms/page 11, budget ≤ 0.5 × Astro's 13 = 6.5",
      "astro, N=200: save→see ms 400, budget ≤ 1 × astro dev's 270 = 270",
      "astro, N=1000 content-cold: peak RSS MiB 2400, budget ≤ 1 × Astro's 2300 = 2300",
      'astro, N=1000 content-cold: peak RSS MiB 2400, budget ≤ 2048',
    ])
  })

  it('hold no absolute time: a save slower than 300 ms beside a slower astro dev is no miss', () => {
    const slow = report(
      [],
      [
        { n: 1000, site: 'ours', ms: [320, 310, 330] },
        { n: 1000, site: 'astro', ms: [900, 880, 910] },
      ],
    )
    expect(misses(slow)).toEqual([])
  })

  it('judge nothing that was not measured beside Astro', () => {
    expect(versusFigures(report([build('ours', 200, 'content-cold', 50)]))).toEqual([])
    expect(versusFigures(report([build('ours', 1000, 'cold', 50, 1800), build('astro', 1000, 'cold', 11)])).map((f) => f.name)).toEqual([
      'cold ms/page',
    ])
  })
})

describe('the report beside Astro', () => {
  it('prints each size and build beside Astro, with memory and the ratio, and each save with its spread', () => {
    const text = versusSection(measured(20, 6.5, 1835, 200, [150, 162, 310])).join('\n')
    expect(text).toContain('| 200 | content-cold | 726 | 14.5 | 20.0 | – | 9.8 | 13.5 | – | **1.48×** |')
    expect(text).toContain('| 1000 | content-cold | 726 | 10.2 | 14.0 | 1835 | 10.2 | 14.0 | 2300 | **1.00×** |')
    expect(text).toContain('| 200 | 162 (150–310) | 270 (260–300) | **0.60×** |')
    expect(versusSection(undefined)).toEqual([])
  })
})
