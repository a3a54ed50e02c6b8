import { describe, expect, it } from 'vitest'
import type { ScaleKind, ScalePhase, ScaleRun } from '../../../../scripts/tools/bench/scale.ts'
import { scaleMisses, scaleSection } from '../../../../scripts/tools/bench/scale-budgets.ts'

const run = (kind: ScaleKind, n: number, phase: ScalePhase, msPerPage: number, peakRssMiB = 900): ScaleRun => {
  const pages = kind === 'posts' ? n * 3 + 30 : n * 3 + 21
  return { kind, n, phase, pages, seconds: (msPerPage * pages) / 1000, msPerPage, peakRssMiB }
}

/** A run of every size that meets every budget: the cases below change one number each. */
const passing = (): ScaleRun[] => [
  run('services', 5, 'warm', 60),
  run('services', 200, 'warm', 18),
  run('posts', 5, 'warm', 60),
  run('posts', 200, 'full', 40),
  run('posts', 200, 'warm', 15),
  run('posts', 200, 'edited', 16),
  run('posts', 1000, 'full', 30, 1800),
  run('posts', 1000, 'warm', 14, 1500),
]
const replaced = (kind: ScaleKind, n: number, phase: ScalePhase, by: ScaleRun) =>
  passing().map((r) => (r.kind === kind && r.n === n && r.phase === phase ? by : r))

describe("the bench's build budgets", () => {
  it('pass a build within all of them', () => {
    expect(scaleMisses(passing())).toEqual([])
  })

  it('hold a warm build at N=200 to 1.5 times its ms per page at N=5, services and posts alike', () => {
    expect(scaleMisses(replaced('services', 200, 'warm', run('services', 200, 'warm', 91)))).toEqual([
      'build with services: 91.0 ms/page at N=200 > 1.5 x 60.0 ms/page at N=5 (warm)',
    ])
  })

  it('hold a warm build with 200 posts per language to 20 ms per page', () => {
    expect(scaleMisses(replaced('posts', 200, 'warm', run('posts', 200, 'warm', 20.5)))).toEqual([
      'build with posts: warm 20.5 ms/page at N=200 > 20',
    ])
  })

  it('hold a build after one edited post to half of a full build', () => {
    expect(scaleMisses(replaced('posts', 200, 'edited', run('posts', 200, 'edited', 21)))).toEqual([
      "build with posts: one post edited at N=200 took 13.2 s > 0.5 x the full build's 25.2 s",
    ])
  })

  it('hold every build with 1,000 posts per language to 2 GiB, and its warm ms per page to N=200’s', () => {
    expect(scaleMisses(replaced('posts', 1000, 'full', run('posts', 1000, 'full', 30, 2100)))).toEqual([
      'build with posts: full at N=1000 held 2100 MiB > 2048',
    ])
    expect(scaleMisses(replaced('posts', 1000, 'warm', run('posts', 1000, 'warm', 15.5)))).toEqual([
      'build with posts: warm 15.5 ms/page at N=1000 > 15.0 at N=200',
    ])
  })

  it('judge nothing that was not measured', () => {
    expect(scaleMisses([run('posts', 200, 'warm', 15)])).toEqual([])
    expect(scaleMisses([])).toEqual([])
  })

  it('are reported run by run, with each build’s phase and memory', () => {
    expect(scaleSection([run('posts', 200, 'edited', 16, 1234)])).toContain('| posts | 200 | edited | 630 | 10.1 | 16.0 | 1234 |')
  })
})
