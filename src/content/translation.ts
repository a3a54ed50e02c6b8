import { translationIndexes } from 'virtual:content'
import type { Lang } from '../i18n/languages.ts'
import type { Namespace } from '../i18n/namespaces.ts'
import { contentCache } from './cache.ts'
import { useContentRead } from './reads.ts'

/** A word of a change: the same on both sides, only before (removed), or only after (added). */
export interface ChangedWords {
  text: string
  added: boolean
  removed: boolean
}

/** A section of a translation behind its Spanish original, as the preview lists it (scripts/tools/i18n-status/page-exports.ts). */
export interface PreviewChange {
  /** The translation's heading or field (`## Why it matters`, `hero.paragraph`), and its lines. */
  heading: string
  lines: [number, number]
  /** Since when: the Spanish commit, or that the change is saved and not committed yet. */
  since: string
  /** The Spanish change word by word, long unchanged stretches cut. */
  runs: ChangedWords[]
}

/**
 * What a compiled content file exports about its Spanish original, besides its body and frontmatter:
 * how many of its sections are behind it, when any (a build with the notice on); in `npm run dev`
 * also each of them with its change, and where the file's structure no longer pairs with the original's.
 */
export interface TranslationState {
  translationBehind?: number
  translationChanges?: PreviewChange[]
  translationDrift?: string[]
}

// Lives as long as this module: a content change in `npm run dev` re-runs it (cache.ts).
const useCached = contentCache()

/**
 * What a page made from one strings file (home, services, contact) is told of that file against
 * its Spanish original. Only these pages read the module, so a change of it renders only them again.
 */
export function useStringsTranslation(lang: Lang, ns: Namespace): TranslationState {
  useContentRead(`virtual:content/translation/${lang}`)
  const all = useCached(`translation:${lang}`, async () => ((await translationIndexes[lang]?.())?.default ?? {}) as Record<string, TranslationState>)
  return all[ns] ?? {}
}
