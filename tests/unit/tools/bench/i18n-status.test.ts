import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { cpuSeconds, i18nStatusFigures } from '../../../../scripts/tools/bench/i18n-status.ts'

describe("i18n:status's time, as the budgets read it", () => {
  it('counts the CPU of the processes it waited for, as its git commands are', () => {
    const [own, all] = [process.cpuUsage(), cpuSeconds()]
    // A child that spins until it has used 0.3 s of CPU, however long the host makes that take.
    execFileSync(process.execPath, ['-e', 'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 300000);'])
    const mine = process.cpuUsage(own)
    expect(cpuSeconds() - all - (mine.user + mine.system) / 1e6).toBeGreaterThanOrEqual(0.25)
  })

  it('gives the budgets its CPU seconds, not the clock’s', () => {
    const runs = [
      { posts: 4, commits: 300, seconds: 2.7, cpuSeconds: 0.41, outdated: 2 },
      { posts: 200, commits: 1000, seconds: 14.1, cpuSeconds: 4.2, outdated: 40 },
    ]
    expect(i18nStatusFigures(runs).map(({ of, value }) => `${of}: ${value}`)).toEqual([
      'the site: 0.41',
      '200 posts per language in 1000 commits: 4.2',
    ])
  })
})
