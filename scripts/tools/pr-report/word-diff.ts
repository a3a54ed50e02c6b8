import { diffWords } from 'diff'

/** A run of text: the same on both sides, or only before (removed), or only after (added). */
export interface WordRun {
  text: string
  added: boolean
  removed: boolean
}

/** A word diff of two texts in a page's language, words as `Intl.Segmenter` splits them in that language. */
export function wordDiff(before: string, after: string, lang: string): WordRun[] {
  const segmenter = new Intl.Segmenter(lang || 'es', { granularity: 'word' })
  return diffWords(before, after, { intlSegmenter: segmenter }).map((c) => ({ text: c.value, added: c.added, removed: c.removed }))
}

/** How many words a diff adds and removes, as the page's language counts words. */
export function changedWords(runs: WordRun[], lang: string): number {
  const segmenter = new Intl.Segmenter(lang || 'es', { granularity: 'word' })
  let n = 0
  for (const run of runs) if (run.added || run.removed) for (const s of segmenter.segment(run.text)) if (s.isWordLike) n++
  return n
}

/**
 * The diff with long unchanged stretches cut to their ends (`…`), so a page's change reads in a
 * few lines: `context` words are kept on each side of a change.
 */
export function withContext(runs: WordRun[], context = 12): WordRun[] {
  const keep = context * 2 // words and the spaces between them
  return runs.map((run, i) => {
    if (run.added || run.removed) return run
    const tokens = run.text.split(/(\s+)/)
    const head = i === 0 ? [] : tokens.slice(0, keep)
    const tail = i === runs.length - 1 ? [] : tokens.slice(-keep)
    if (tokens.length <= head.length + tail.length + 2) return run
    return { ...run, text: [...head, head.length ? ' … ' : '… ', ...tail].join('').replace(/ … $/, ' …') }
  })
}
