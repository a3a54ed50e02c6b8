import { afterEach, describe, expect, it, vi } from 'vitest'
import { receivedFiles } from '../../../../scripts/tools/bench/received-files.ts'

describe('receivedFiles: a wait for a file the page asked for, whether it came already or is still to come', () => {
  afterEach(() => vi.useRealTimers())

  it('a file that arrived before the wait began ends the wait at once', async () => {
    const files = receivedFiles(1000)
    files.arrived('/assets/contact-abc.js')
    await expect(files.of('/assets/contact-abc.js')).resolves.toBeUndefined()
  })

  it('a wait for a file still on its way ends when that file arrives, not when another does', async () => {
    vi.useFakeTimers()
    const files = receivedFiles(1000)
    let done = false
    const waits = [files.of('/assets/contact-abc.js'), files.of('/assets/contact-abc.js')]
    void Promise.all(waits).then(() => (done = true))
    files.arrived('/assets/phone-def.js')
    await vi.advanceTimersByTimeAsync(500)
    expect(done).toBe(false)
    files.arrived('/assets/contact-abc.js')
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('a file that never arrives fails the wait with its path once the time is up', async () => {
    vi.useFakeTimers()
    const files = receivedFiles(1000)
    const wait = files.of('/assets/contact-abc.js')
    const failed = expect(wait).rejects.toThrow('/assets/contact-abc.js did not come within 1000 ms')
    await vi.advanceTimersByTimeAsync(1000)
    await failed
  })
})
