import { useEffect } from 'react'

let documentLoad = true

/**
 * The spec's "scrolls to the top on load": when the contact page is the page the document
 * opened with (a reload included, where the router would restore the old position). Later
 * visits within the session follow the router: links open at the top, back and forward restore
 * the position, and switching language keeps it.
 */
export function useScrollTopOnLoad(): void {
  useEffect(() => {
    if (!documentLoad) return
    documentLoad = false
    window.scrollTo(0, 0)
  }, [])
}
