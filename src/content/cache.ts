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

/** Starts loading `key` without waiting for it (e.g. before hydration). */
export function preload<T>(key: string, load: () => Promise<T>): Promise<T> {
  const entry = start(key, load)
  return entry.status === 'done' ? Promise.resolve(entry.value) : entry.promise
}

/**
 * Reads a loaded value, suspending the component while it loads. Once loaded, reads are
 * synchronous, which is what lets a page preloaded before hydration hydrate in one pass.
 */
export function useCached<T>(key: string, load: () => Promise<T>): T {
  const entry = start(key, load)
  return entry.status === 'done' ? entry.value : use(entry.promise)
}
