import { describe, expect, it } from 'vitest'
import { excerptParts } from '../../../src/search/excerpt.ts'

describe('an excerpt as runs of text', () => {
  it('marks the words Pagefind marked, and nothing else', () => {
    expect(excerptParts('La <mark>integración</mark> de un <mark>CRM</mark>.')).toEqual([
      { text: 'La ', marked: false },
      { text: 'integración', marked: true },
      { text: ' de un ', marked: false },
      { text: 'CRM', marked: true },
      { text: '.', marked: false },
    ])
  })

  it('gives back markup in a page’s words as text, entities decoded, never as elements', () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; and <mark>&lt;b&gt;</mark> &amp; &quot;q&quot; &#39;s')
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> and ', marked: false },
      { text: '<b>', marked: true },
      { text: ' & "q" \'s', marked: false },
    ])
  })

  it('takes only <mark> as a mark: any other tag stays as written', () => {
    expect(excerptParts('<script>alert(1)</script> <mark>x</mark>')).toEqual([
      { text: '<script>alert(1)</script> ', marked: false },
      { text: 'x', marked: true },
    ])
  })
})
