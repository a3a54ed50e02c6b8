import { use } from 'react'

type Entry<T> = { status: 'pending'; promise: Promise<T> } | { status: 'done'; value: T }

/** Reads a loaded value, suspending the page's render at build time while it loads. */
export type UseCached = <T>(key: string, load: () => Promise<T>) => T

/**
 * A cache of loaded content for the module that creates it, so it lives exactly as long as that
 * module. Under `npm run dev` a changed content file re-runs every module that imports it, the
 * loaders included (src/content/*.ts): their new caches start empty and the next render reads the
 * new content. One cache shared by all loaders, in this module, would outlive them and keep
 * serving what the files said when the server started.
 */
export function contentCache(): UseCached {
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

  return function useCached<T>(key: string, load: () => Promise<T>): T {
    const entry = start(key, load)
    return entry.status === 'done' ? entry.value : use(entry.promise)
  }
}
