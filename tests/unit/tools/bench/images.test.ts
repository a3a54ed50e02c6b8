import { describe, expect, it } from 'vitest'
import { blockSsim, imagesSection, type EncodingRun } from '../../../../scripts/tools/bench/images.ts'
import { scaleMisses } from '../../../../scripts/tools/bench/scale-budgets.ts'

/** A width × height luma image from a function of the pixel. */
const image = (width: number, height: number, at: (x: number, y: number) => number) =>
  Buffer.from(Array.from({ length: width * height }, (_, i) => at(i % width, Math.floor(i / width))))

describe('the quality the bench weighs encoders by', () => {
  const source = image(64, 32, (x, y) => (x * 4 + y * 2) % 256)

  it('is 1 for an image against itself, and lower the more it is changed', () => {
    expect(blockSsim(source, source, 64, 32)).toBeCloseTo(1, 10)
    const slightly = image(64, 32, (x, y) => ((x * 4 + y * 2) % 256) + ((x + y) % 2))
    const badly = image(64, 32, (x, y) => ((x * 4 + y * 2) % 256) * 0.5 + ((x * 7 + y * 13) % 40))
    const [a, b] = [blockSsim(source, slightly, 64, 32), blockSsim(source, badly, 64, 32)]
    expect(a).toBeLessThan(1)
    expect(b).toBeLessThan(a)
  })

  it("marks the build's own setting in the report", () => {
    const run = (chosen: boolean, effort: number): EncodingRun => ({ format: 'avif', quality: 52, effort, chosen, kb: 120, ssim: 0.98, cpuMs: 900 })
    const rows = imagesSection([run(false, 3), run(true, 1)]).filter((line) => line.startsWith('| avif') || line.startsWith('| **avif'))
    expect(rows).toEqual(['| avif | 52 | 3 | 120 | 0.9800 | 900 |', '| **avif** | **52** | **1** | **120** | **0.9800** | **900** |'])
  })
})

describe("the first build's budget", () => {
  const first = (seconds: number) => ({ kind: 'site' as const, n: 4, phase: 'first' as const, pages: 72, seconds, msPerPage: 0 })

  it('holds the median of the fresh clone’s first builds to 30 s', () => {
    expect(scaleMisses([first(25), first(31), first(29)])).toEqual([])
    expect(scaleMisses([first(31), first(29), first(33)])).toEqual(['the first build of a fresh clone took 31.0 s > 30 s (median of 3)'])
  })
})
