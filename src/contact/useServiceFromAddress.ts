import { useEffect, useEffectEvent } from 'react'
import { GENERAL_INQUIRY } from './values.ts'

const PARAM = 'selected_service'
/** Where the service goes once the parameter has left the address: the history entry's state. */
const STATE_KEY = 'selectedService'

function serviceInState(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object') return undefined
  const value = (state as Record<string, unknown>)[STATE_KEY]
  return typeof value === 'string' ? value : undefined
}

/**
 * Reads `?selected_service={key}` once the island runs, hands the key (or the general inquiry for
 * an unknown key) to `select`, then drops the parameter from the address without a reload. It
 * runs in an effect, after hydration: the prerendered HTML has no query, and rendering from the
 * query would not match it. The key moves into the entry's history state, so a reload, or back
 * and forward, still knows the service; with neither, the caller's own choice (a restored
 * draft's) stands.
 */
export function useServiceFromAddress(serviceKeys: readonly string[], select: (key: string) => void): void {
  const onArrival = useEffectEvent(() => {
    const url = new URL(window.location.href)
    const requested = url.searchParams.get(PARAM)
    const state: unknown = window.history.state
    if (requested === null) {
      const remembered = serviceInState(state)
      if (remembered !== undefined) select(serviceKeys.includes(remembered) ? remembered : GENERAL_INQUIRY)
      return
    }
    const key = serviceKeys.includes(requested) ? requested : GENERAL_INQUIRY
    select(key)
    url.searchParams.delete(PARAM)
    const kept = state !== null && typeof state === 'object' ? state : {}
    window.history.replaceState({ ...kept, [STATE_KEY]: key }, '', url)
  })
  useEffect(() => onArrival(), [])
}

/**
 * The header's language links carry the service along (docs/decisions.md, "Language links, not a
 * language switch"), so the form in the other language opens with it selected.
 */
export function useServiceInLanguageLinks(selectedService: string): void {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')) {
      const url = new URL(link.href)
      if (selectedService === GENERAL_INQUIRY) url.searchParams.delete(PARAM)
      else url.searchParams.set(PARAM, selectedService)
      link.href = url.pathname + url.search
    }
  }, [selectedService])
}
