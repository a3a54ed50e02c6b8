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
 * The diff with long unchanged stretches cut (`…`), so a page's change reads in a few lines:
 * `context` words are kept on each side of each change.
 */
export function withContext(runs: WordRun[], context = 12): WordRun[] {
  return runs.map((run, i) => {
    if (run.added || run.removed) return run
    const words = run.text.trim().split(/\s+/)
    const head = i === 0 ? [] : words.slice(0, context)
    const tail = i === runs.length - 1 ? [] : words.slice(-context)
    if (words.length <= head.length + tail.length + 1) return run
    const [lead = '', trail = ''] = [/^\s*/.exec(run.text)?.[0], /\s*$/.exec(run.text)?.[0]]
    return { ...run, text: `${lead}${[...head, '…', ...tail].join(' ')}${trail}` }
  })
}
