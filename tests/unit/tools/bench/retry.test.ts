import { afterEach, describe, expect, it, vi } from 'vitest'
import { retried } from '../../../../scripts/tools/bench/retry.ts'

describe('retried: a measurement the browser failed is taken again, a few times at most', () => {
  afterEach(() => vi.restoreAllMocks())

  it('returns the first attempt that succeeds, saying why each failed one is retried', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answers = [new Error('NO_NAVSTART'), new Error('an answer to Runtime.evaluate did not come within 60000 ms'), 1203]
    const measure = vi.fn(async () => {
      const answer = answers.shift()
      if (answer instanceof Error) throw answer
      return answer
    })
    const failures: string[] = []
    await expect(retried('/contact', measure, { failures })).resolves.toBe(1203)
    expect(measure).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '  retrying /contact: NO_NAVSTART',
      '  retrying /contact: an answer to Runtime.evaluate did not come within 60000 ms',
    ])
    expect(failures).toEqual(['/contact: NO_NAVSTART', '/contact: an answer to Runtime.evaluate did not come within 60000 ms'])
  })

  it('throws the last failure once every attempt has failed, and tries no more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let attempt = 0
    const measure = vi.fn(async () => {
      throw new Error(`failure ${++attempt}`)
    })
    await expect(retried('/contact', measure, { attempts: 2 })).rejects.toThrow('failure 2')
    expect(measure).toHaveBeenCalledTimes(2)
  })
})
