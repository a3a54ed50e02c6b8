import { describe, expect, it } from 'vitest'
import { freshMemorySeconds } from '../../../../scripts/tools/bench/machine.ts'
import { markdownReport, type BenchReport } from '../../../../scripts/tools/bench/report.ts'

const report = (machine: BenchReport['machine']): string =>
  markdownReport({
    date: '2026-12-02T00:00:00.000Z',
    commit: 'abc1234',
    machine,
    lighthouse: { version: '12.8.2', runsPerPage: 5, settings: 'default config', chromeFlags: [] },
    pages: [],
    scale: [],
    misses: [],
  })

describe('the machine the bench ran on', () => {
  it('times touching fresh memory in a new process, scaled to seconds per GiB', () => {
    // 32 MiB, once: a real child process writing each page, so a number, above zero and finite.
    const seconds = freshMemorySeconds(32 * 2 ** 20, 1)
    expect(Number.isFinite(seconds)).toBe(true)
    expect(seconds).toBeGreaterThan(0)
  })

  it('prints the fresh memory cost beside the cores, and nothing in a report from before it was measured', () => {
    const machine = { cores: 2, memoryGiB: 24, node: 'v24.21.0', chromium: 'Chromium 156' }
    expect(report({ ...machine, freshMemorySeconds: 3.62 })).toContain(
      '- machine: 2 cores, 24 GiB, Node v24.21.0, Chromium 156\n- fresh memory: touching 1 GiB a process has not used yet took 3.6 s',
    )
    expect(report(machine)).not.toContain('fresh memory')
  })
})
