import { afterEach, describe, expect, it, vi } from 'vitest'
import { withDeadline } from '../../../../scripts/tools/bench/deadline.ts'

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
