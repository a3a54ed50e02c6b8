import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { GENERAL_INQUIRY } from './values'

const PARAM = 'selected_service'
/** Where the service goes once the parameter has left the address: the history entry's state. */
const STATE_KEY = 'selectedService'

function serviceInState(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object') return undefined
  const value = (state as Record<string, unknown>)[STATE_KEY]
  return typeof value === 'string' ? value : undefined
}

/**
 * Reads `?selected_service={key}` once the page runs, hands the key (or the general inquiry for
 * an unknown key) to `select`, then drops the parameter from the address without a reload. It
 * runs in an effect, after hydration: the prerendered HTML has no query, and rendering from the
 * query would not match it. Going through the router keeps its location in step with the address
 * bar; the key moves into the entry's history state, so a reload, or back and forward, still knows
 * the service, while a new visit to /contact starts as a general inquiry (on arrival, with
 * neither, the caller's own choice, a restored draft's, stands).
 */
export function useServiceFromAddress(serviceKeys: readonly string[], select: (key: string) => void): void {
  const { pathname, search, hash, state, key: entry } = useLocation()
  const navigate = useNavigate()
  const navigationType = useNavigationType()
  const arrivalEntry = useRef(entry)
  const known = (key: string) => (serviceKeys.includes(key) ? key : GENERAL_INQUIRY)

  const onLocation = useEffectEvent((requested: string | null, remembered: string | undefined, arrival: boolean) => {
    if (requested === null) {
      if (remembered !== undefined) select(known(remembered))
      // A link to /contact while on it; not a popstate, which an in-page anchor (#main) also fires.
      else if (!arrival && navigationType !== 'POP') select(GENERAL_INQUIRY)
      return
    }
    const key = known(requested)
    select(key)
    const rest = new URLSearchParams(search)
    rest.delete(PARAM)
    const query = rest.toString()
    const kept = state !== null && typeof state === 'object' ? state : {}
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true, state: { ...kept, [STATE_KEY]: key } })
  })

  // Once per history entry: on arrival and after every navigation to this page.
  useEffect(() => {
    onLocation(new URLSearchParams(search).get(PARAM), serviceInState(state), entry === arrivalEntry.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- search and state belong to the entry: running again for them would run twice
  }, [entry])
}
