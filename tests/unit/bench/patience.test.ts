import { afterEach, describe, expect, it, vi } from 'vitest'
import { retried, withDeadline } from '../../../scripts/bench/patience'

describe('withDeadline: a wait on the browser that cannot hang the bench', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the answer that comes in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 1000, 'Runtime.evaluate')).resolves.toBe(42)
  })

  it('passes on the error of a command that fails in time', async () => {
    await expect(withDeadline(Promise.reject(new Error('Target closed')), 1000, 'Runtime.evaluate')).rejects.toThrow('Target closed')
  })

  it('fails, naming what it waited for, when no answer comes', async () => {
    vi.useFakeTimers()
    const never = new Promise<number>(() => {})
    const failed = expect(withDeadline(never, 1000, 'an answer to Runtime.evaluate')).rejects.toThrow(
      'an answer to Runtime.evaluate did not come within 1000 ms',
    )
    await vi.advanceTimersByTimeAsync(999)
    await vi.advanceTimersByTimeAsync(1)
    await failed
  })
})

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
