import { DRAFT_STORAGE_KEY as KEY } from './tabStorage.ts'
import { TYPED_FIELDS, type ContactValues } from './values.ts'

/**
 * A half-written message, kept for the browser tab's life so a reload does not lose it; kept
 * whole, even past the message's limit, for the visitor to shorten.
 */
export interface Draft {
  values: ContactValues
  selectedService: string
}

function isDraft(value: unknown): value is Draft {
  if (value === null || typeof value !== 'object') return false
  const { values, selectedService } = value as Record<string, unknown>
  if (typeof selectedService !== 'string' || values === null || typeof values !== 'object') return false
  return TYPED_FIELDS.every((field) => typeof (values as Record<string, unknown>)[field] === 'string')
}

// Storage can be missing or full (private modes, disabled storage): the form works without it.

export function loadDraft(): Draft | undefined {
  try {
    const stored = sessionStorage.getItem(KEY)
    const draft: unknown = stored ? JSON.parse(stored) : undefined
    return isDraft(draft) ? draft : undefined
  } catch {
    return undefined
  }
}

/** Saves the draft, or forgets it once every field is empty again. */
export function saveDraft(draft: Draft): void {
  try {
    if (TYPED_FIELDS.every((field) => draft.values[field] === '')) sessionStorage.removeItem(KEY)
    else sessionStorage.setItem(KEY, JSON.stringify(draft))
  } catch {
    // see above
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // see above
  }
}
