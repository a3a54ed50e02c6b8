import { use } from 'react'

type Entry<T> = { status: 'pending'; promise: Promise<T> } | { status: 'done'; value: T }

const entries = new Map<string, Entry<unknown>>()

function start<T>(key: string, load: () => Promise<T>): Entry<T> {
  let entry = entries.get(key) as Entry<T> | undefined
  if (!entry) {
    const promise = load().then(
      (value) => {
        entries.set(key, { status: 'done', value })
        return value
      },
      (error: unknown) => {
        entries.delete(key) // a later render may retry
        throw error
      },
    )
    entry = { status: 'pending', promise }
    entries.set(key, entry)
  }
  return entry
}

/** Reads a loaded value, suspending the page's render at build time while it loads. */
export function useCached<T>(key: string, load: () => Promise<T>): T {
  const entry = start(key, load)
  return entry.status === 'done' ? entry.value : use(entry.promise)
}
