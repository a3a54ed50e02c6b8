import { useCallback, useEffect, useRef, useState } from 'react'

/** How a submit ended, as the visitor is told (docs/product.md, "Notices"). */
export type Outcome = 'success' | 'error' | 'incomplete'

export interface Notice {
  /** A new id per notice, so the same outcome twice is a new element and is announced again. */
  id: number
  outcome: Outcome
}

/** A notice is cleared 3 s after the submit that caused it (docs/product.md, "Notices"). */
export const CLEAR_AFTER_SUBMIT_MS = 3000

/** The notice of the latest submit: shown by `show`, cleared 3 s after `submitted` or by `dismiss`. */
export function useSubmitNotice() {
  const [notice, setNotice] = useState<Notice | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lastId = useRef(0)

  useEffect(() => () => clearTimeout(timer.current), [])

  /** A new submit: the previous notice goes, and the clock for the next one starts. */
  const submitted = useCallback(() => {
    clearTimeout(timer.current)
    setNotice(null)
    timer.current = setTimeout(() => setNotice(null), CLEAR_AFTER_SUBMIT_MS)
  }, [])

  const show = useCallback((outcome: Outcome) => {
    lastId.current += 1
    setNotice({ id: lastId.current, outcome })
  }, [])

  const dismiss = useCallback(() => setNotice(null), [])

  return { notice, submitted, show, dismiss }
}
