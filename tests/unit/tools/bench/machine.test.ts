import { describe, expect, it } from 'vitest'
import { freshMemorySeconds } from '../../../../scripts/tools/bench/machine.ts'
import { markdownReport } from '../../../../scripts/tools/bench/report.ts'

describe('the machine the bench ran on', () => {
  it('times touching fresh memory in a new process, scaled to seconds per GiB', () => {
    // 32 MiB, once: a real child process writing each page, so a number, above zero and finite.
    const seconds = freshMemorySeconds(32 * 2 ** 20, 1)
    expect(Number.isFinite(seconds)).toBe(true)
    expect(seconds).toBeGreaterThan(0)
  })

  it('prints the fresh memory cost beside the cores', () => {
    const machine = { cores: 2, memoryGiB: 24, freshMemorySeconds: 3.62, node: 'v24.21.0', chromium: 'Chromium 156', lighthouse: '12.8.2' }
    expect(markdownReport({ date: '2026-12-07T00:00:00.000Z', commit: 'abc1234', machine, minutes: {}, failed: [] })).toContain(
      '- machine: 2 cores, 24 GiB, Node v24.21.0, Chromium 156, Lighthouse 12.8.2\n- fresh memory: touching 1 GiB a process has not used yet took 3.6 s',
    )
  })
})
