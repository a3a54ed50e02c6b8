import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { measuredSection, NARROWING, reportFile, SECTIONS, settings } from '../../../../scripts/tools/bench/sections.ts'

describe('what a bench run measures', () => {
  it('runs every section by default, and only those BENCH_ONLY names, search and i18n among them', () => {
    expect(settings({}).sections).toEqual(['lighthouse', 'phone', 'astro', 'pr-report', 'search', 'i18n'])
    expect(settings({ BENCH_ONLY: 'search,i18n' }).sections).toEqual(['search', 'i18n'])
    expect(() => settings({ BENCH_ONLY: 'lighthouse,scale' })).toThrow('BENCH_ONLY names no section scale')
  })

  it('reads each size list, empty for none', () => {
    expect(settings({}).astroScales).toEqual([5, 50, 200, 1000])
    expect(settings({ BENCH_ASTRO_SCALES: '1000', BENCH_SEARCH_SCALES: '' })).toMatchObject({ astroScales: [1000], searchScales: [] })
  })
})

describe('where the bench writes its report', () => {
  it('writes the committed report from a full run, whatever else the environment holds', () => {
    expect(reportFile({})).toBe('bench/report')
    expect(reportFile({ CHROME_PATH: '/usr/bin/chromium', PATH: '/usr/bin' })).toBe('bench/report')
  })

  it('writes a narrowed run beside it, so a quick look never overwrites the last full report', () => {
    for (const name of NARROWING) expect(reportFile({ [name]: '' })).toBe('bench/partial-report')
  })

  it('knows every BENCH_ variable the bench reads as one that narrows it', () => {
    const dir = join(import.meta.dirname, '../../../../scripts/tools/bench')
    const read = readdirSync(dir).flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(/\b(BENCH_[A-Z_]+)/g)].map((m) => m[1]))
    expect([...new Set(read)].sort()).toEqual([...NARROWING].sort())
  })
})

describe('a section of the bench', () => {
  it('returns what it measured and notes how long it took', async () => {
    const noted = { minutes: {}, failed: [] as string[] }
    expect(await measuredSection('search', async () => [1, 2], noted)).toEqual([1, 2])
    expect(Object.keys(noted.minutes)).toEqual(['search'])
    expect(noted.failed).toEqual([])
  })

  it('turns its failure into a miss that says why, so the report of the others is still written', async () => {
    const noted = { minutes: {}, failed: [] as string[] }
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = () => {
      throw new Error('npm run pr:report exited with 1\nError: ENOSPC: no space left on device')
    }
    expect(await measuredSection('pr-report', failure, noted)).toBeUndefined()
    expect(noted.failed).toEqual([
      `${SECTIONS['pr-report']}: the section failed, so its budgets went unmeasured: npm run pr:report exited with 1 / Error: ENOSPC: no space left on device`,
    ])
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
