import { describe, expect, it } from 'vitest'
import { changedWords, wordDiff, withContext } from '../../../../scripts/tools/pr-report/word-diff.ts'

const marked = (before: string, after: string, lang: string) =>
  wordDiff(before, after, lang)
    .map((r) => (r.added ? `{+${r.text}+}` : r.removed ? `[-${r.text}-]` : r.text))
    .join('')

describe('wordDiff', () => {
  it('marks whole words inserted and removed, accents and all, in the page language', () => {
    expect(marked('La integración lleva seis semanas.', 'La integración lleva ocho semanas.', 'es')).toBe('La integración lleva [-seis-]{+ocho+} semanas.')
    expect(marked('Não é só traduzir.', 'Não é apenas traduzir.', 'pt')).toBe('Não é [-só-]{+apenas+} traduzir.')
  })

  it("keeps an apostrophe's word whole, as the language's segmenter does", () => {
    expect(marked("Your website's speed sells.", "Your website's speed sells, too.", 'en')).toBe("Your website's speed sells{+, too+}.")
  })

  it('counts the words changed, not the punctuation', () => {
    expect(changedWords(wordDiff('Uno dos tres.', 'Uno, dos, cuatro cinco.', 'es'), 'es')).toBe(3)
    expect(changedWords(wordDiff('Igual.', 'Igual.', 'es'), 'es')).toBe(0)
  })
})

describe('withContext', () => {
  it('cuts long unchanged stretches to the words around each change', () => {
    const words = (n: number, w: string) => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ')
    const runs = withContext(wordDiff(`${words(100, 'a')} old ${words(100, 'b')}`, `${words(100, 'a')} new ${words(100, 'b')}`, 'en'), 3)
    const text = runs.map((r) => (r.added ? `{+${r.text}+}` : r.removed ? `[-${r.text}-]` : r.text)).join('')
    expect(text).toBe('… a97 a98 a99 [-old-]{+new+} b0 b1 b2 …')
  })
})
