import { withDeadline } from './deadline.ts'

/**
 * The paths of the files a page has received, and a wait for one of them that holds whether it
 * came already or is still to come: the bench notes each file as the browser reports it finished,
 * and asks for one only once the page has said it wants it, which may be before or after.
 */
export interface ReceivedFiles {
  /** Notes that `path` has arrived, and ends every wait for it. */
  arrived: (path: string) => void
  /** Resolves once `path` has arrived (at once if it has); rejects after the timeout. */
  of: (path: string) => Promise<void>
}

export function receivedFiles(timeoutMs: number): ReceivedFiles {
  // One promise per path, made by whichever comes first: its arrival or a wait for it.
  const files = new Map<string, { arrived: Promise<void>; resolve: () => void }>()
  const file = (path: string) => {
    let entry = files.get(path)
    if (!entry) {
      let resolve = () => {}
      const arrived = new Promise<void>((done) => (resolve = done))
      entry = { arrived, resolve }
      files.set(path, entry)
    }
    return entry
  }
  return {
    arrived: (path) => file(path).resolve(),
    of: (path) => withDeadline(file(path).arrived, timeoutMs, path),
  }
}
