import { describe, expect, it, vi } from 'vitest'
import { measuredSection } from '../../../../scripts/tools/bench/section.ts'

describe('measuredSection', () => {
  it('returns what the section measured, and notes no failure', async () => {
    const failed: string[] = []
    expect(await measuredSection('scale builds', async () => [1, 2], failed)).toEqual([1, 2])
    expect(failed).toEqual([])
  })

  it('turns a failed section into a miss that says why, so the report of the others is still written', async () => {
    const failed: string[] = []
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await measuredSection(
      'pull request report',
      () => {
        throw new Error('npm run pr:report exited with 1\nError: ENOSPC: no space left on device')
      },
      failed,
    )
    expect(result).toBeUndefined()
    expect(failed).toEqual([
      'pull request report: the section failed, so its budgets went unmeasured: npm run pr:report exited with 1 / Error: ENOSPC: no space left on device',
    ])
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
