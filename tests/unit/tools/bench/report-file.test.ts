import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NARROWING, reportFile } from '../../../../scripts/tools/bench/report-file.ts'

describe('where the bench writes its report', () => {
  it('writes the committed report from a full run, whatever else the environment holds', () => {
    expect(reportFile({})).toBe('bench/report')
    expect(reportFile({ CHROME_PATH: '/usr/bin/chromium', BENCH_DEBUG: '1', PATH: '/usr/bin' })).toBe('bench/report')
  })

  it('writes a narrowed run beside it, so a quick look never overwrites the last full report', () => {
    for (const name of NARROWING) expect(reportFile({ [name]: name === 'BENCH_SCALES' ? '' : '1' })).toBe('bench/partial-report')
    expect(reportFile({ BENCH_ONLY: 'phone', BENCH_PAGES: '/contact' })).toBe('bench/partial-report')
  })

  it('knows every variable the bench reads that changes what it measures: only BENCH_DEBUG (a log) is not one', () => {
    const dir = join(import.meta.dirname, '../../../../scripts/tools/bench')
    const read = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(/process\.env\.(BENCH_[A-Z_]+)/g)].map((m) => m[1]))
    expect([...new Set(read)].filter((name) => name !== 'BENCH_DEBUG').sort()).toEqual([...NARROWING].sort())
  })
})
