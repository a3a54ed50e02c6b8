import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and while hydrating it, true once React runs the page (and at
 * once on a page reached by client navigation). The submit button waits for it: before the
 * script runs, a submit would put the visitor's message in the URL of a GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
