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
