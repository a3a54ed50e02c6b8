import { use } from 'react'
import { ensureStrings, hasStrings } from './instances'
import type { Lang } from './languages'

/**
 * Suspends until a language's strings are loaded. The page's own language is always ready
 * (inlined in the HTML); another language loads on demand when the visitor switches to it.
 */
export function useLanguageStrings(lang: Lang): void {
  if (!hasStrings(lang)) use(ensureStrings(lang))
}
