import { describe, expect, it } from 'vitest'
import { WORDS_PER_MINUTE, readingMinutes } from '../../../src/content/blog/readingTime.ts'

const words = (n: number, word = 'palabra') => Array.from({ length: n }, () => word).join(' ')

describe('reading time', () => {
  it('is the words over the reading speed, rounded', () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE * 4))).toBe(4)
    expect(readingMinutes(words(WORDS_PER_MINUTE * 4.6))).toBe(5)
  })

  it('is at least one minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Hola.')).toBe(1)
  })

  it('counts accented words whole, and ignores tags and link targets', () => {
    const body = `${words(WORDS_PER_MINUTE, 'traducción')} <Callout>${words(WORDS_PER_MINUTE, 'portugués')}</Callout> [${words(10)}](https://example.com/a/b/c/d/e/f/g)`
    // Two minutes of prose; the tag names and the URL add nothing.
    expect(readingMinutes(body)).toBe(2)
    expect(readingMinutes(`<Figure src="/images/a.jpg" alt="${words(600)}" caption="x" />`)).toBe(1)
  })

  it('counts code at a third, since readers skim it', () => {
    const code = `\`\`\`ts\n${words(WORDS_PER_MINUTE * 6, 'const')}\n\`\`\``
    expect(readingMinutes(`${words(WORDS_PER_MINUTE * 2)}\n\n${code}`)).toBe(4)
  })

  it('leaves out notes for editors, which no reader sees', () => {
    // 3.48 minutes of prose: a note of five words must not tip it to 4.
    const prose = words(765)
    expect(readingMinutes(prose)).toBe(3)
    expect(readingMinutes(`${prose}\n\n{/* Revisar las cifras en enero. */}\n`)).toBe(3)
    expect(readingMinutes(`${prose} {/* una nota\n${words(300)} */} fin`)).toBe(3)
  })
})
