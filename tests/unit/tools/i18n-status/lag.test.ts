import { describe, expect, it } from 'vitest'
import type { OutdatedSection } from '../../../../scripts/tools/i18n-status/freshness.ts'
import { UNCOMMITTED, withSavedChanges } from '../../../../scripts/tools/i18n-status/lag.ts'

/** What the preview marks: the committed status with what is saved and not committed yet. */
const page = (title: string, sections: string[]) => `---\ntitle: ${title}\n---\n\n${sections.map((s, i) => `## H${i}\n\n${s}\n`).join('\n')}`
const ORIGINAL = 'content/es/blog/post.mdx'
const TRANSLATION = 'content/en/blog/post.mdx'
const since = { commit: 'abc1234', date: '2026-12-01', subject: 'Rewrite the second section' }

function behind(section: string, said: string, says: string): OutdatedSection {
  return { lang: 'en', file: TRANSLATION, section, heading: '', lines: [0, 0], source: ORIGINAL, since, said, says }
}

describe('the preview of a translation behind', () => {
  const head = { es: page('Título', ['uno', 'dos', 'tres']), en: page('Title', ['one', 'two', 'three']) }

  it('keeps what is committed behind, at its lines as saved', () => {
    const committed = [behind('body:2', '## H1\n\ndos antes', '## H1\n\ndos')]
    const result = withSavedChanges(
      committed,
      { file: TRANSLATION, head: head.en, saved: head.en },
      { file: ORIGINAL, head: head.es, saved: head.es },
    )
    expect(result).toEqual([{ ...committed[0], heading: '## H1', lines: [9, 11] }])
  })

  it('clears a section the translator has changed since, and only that one', () => {
    const committed = [behind('body:2', 'a', 'b'), behind('body:3', 'c', 'd')]
    const saved = page('Title', ['one', 'two, updated', 'three'])
    const result = withSavedChanges(committed, { file: TRANSLATION, head: head.en, saved }, { file: ORIGINAL, head: head.es, saved: head.es })
    expect(result.map((item) => item.section)).toEqual(['body:3'])
  })

  it('puts a Spanish section changed since HEAD behind, its change from the committed text to the saved one', () => {
    const saved = page('Título', ['uno', 'dos, y algo más', 'tres'])
    const result = withSavedChanges([], { file: TRANSLATION, head: head.en, saved: head.en }, { file: ORIGINAL, head: head.es, saved })
    expect(result).toEqual([
      {
        lang: 'en',
        file: TRANSLATION,
        section: 'body:2',
        heading: '## H1',
        lines: [9, 11],
        source: ORIGINAL,
        since: UNCOMMITTED,
        said: '## H1\n\ndos',
        says: '## H1\n\ndos, y algo más',
      },
    ])
  })

  it('keeps the committed since and what the translator last read when the Spanish changes again', () => {
    const saved = page('Título', ['uno', 'dos, otra vez', 'tres'])
    const committed = [behind('body:2', '## H1\n\ndos antes', '## H1\n\ndos')]
    const [item] = withSavedChanges(committed, { file: TRANSLATION, head: head.en, saved: head.en }, { file: ORIGINAL, head: head.es, saved })
    expect(item).toMatchObject({ since, said: '## H1\n\ndos antes', says: '## H1\n\ndos, otra vez' })
  })

  it('leaves a Spanish change out where the translator changed the section too, and a section the translation lacks', () => {
    const savedEs = page('Título', ['uno', 'dos, y algo más', 'tres', 'cuatro'])
    const savedEn = page('Title', ['one', 'two, and more', 'three'])
    const result = withSavedChanges([], { file: TRANSLATION, head: head.en, saved: savedEn }, { file: ORIGINAL, head: head.es, saved: savedEs })
    expect(result).toEqual([])
  })
})
