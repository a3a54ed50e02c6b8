/**
 * The paths of the files a page has received, and a wait for one of them that holds whether it
 * came already or is still to come: the bench notes each file as the browser reports it finished,
 * and asks for one only once the page has said it wants it, which may be before or after.
 */
export interface Arrivals {
  /** Notes that `path` has arrived, and ends every wait for it. */
  arrived: (path: string) => void
  /** Resolves once `path` has arrived (at once if it has); rejects after the timeout. */
  of: (path: string) => Promise<void>
}

export function arrivals(timeoutMs: number): Arrivals {
  const seen = new Set<string>()
  const waiting = new Map<string, (() => void)[]>()
  return {
    arrived(path) {
      seen.add(path)
      for (const resolve of waiting.get(path) ?? []) resolve()
      waiting.delete(path)
    },
    of(path) {
      if (seen.has(path)) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${path} did not arrive within ${timeoutMs} ms`)), timeoutMs)
        const done = () => {
          clearTimeout(timer)
          resolve()
        }
        waiting.set(path, [...(waiting.get(path) ?? []), done])
      })
    },
  }
}
