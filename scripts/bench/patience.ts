/** How long the bench waits on the browser, and how often it tries a failed measurement again. */

/**
 * `promise`, or an error naming `what` (an answer, a file, an h1) once `ms` have passed without it
 * settling: "<what> did not come within <ms> ms". The bench waits
 * on a browser that can stop answering (a page whose main thread never comes back to a command):
 * a wait without a deadline hung a whole bench run, its measured sections with it.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${Math.round(ms)} ms`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}

/**
 * `measure()`, tried up to `attempts` times in all: the browser now and then fails a run for
 * reasons of its own (Lighthouse: no trace recorded, NO_NAVSTART; a click whose page stopped
 * answering). Each retry is logged with its reason, and noted in `failures` where the report
 * should show it; the last failure is thrown.
 */
export async function retried<T>(what: string, measure: () => Promise<T>, options: { attempts?: number; failures?: string[] } = {}): Promise<T> {
  const { attempts = 3, failures } = options
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure()
    } catch (error) {
      if (attempt >= attempts) throw error
      const reason = `${what}: ${(error as Error).message}`
      failures?.push(reason)
      console.warn(`  retrying ${reason}`)
    }
  }
}
