import type { OutdatedSection, TranslationStatus } from './freshness.ts'
import { statusMarkdown } from './report.ts'

/** What a pull request does to its translations: the sections it leaves behind, and those it brings up to date. */
export interface TranslationChanges {
  /** Behind after it and not before (or behind a newer Spanish change): each with the Spanish change, as i18n:status lists it. */
  leftBehind: OutdatedSection[]
  /** Behind before it, and no longer. */
  caughtUp: OutdatedSection[]
}

const key = (item: OutdatedSection) => `${item.file} ${item.section}`

/** The base's and the head's status compared, section by section. */
export function translationChanges(base: TranslationStatus, head: TranslationStatus): TranslationChanges {
  const before = new Map(base.outdated.map((item) => [key(item), item]))
  const after = new Set(head.outdated.map(key))
  return {
    leftBehind: head.outdated.filter((item) => before.get(key(item))?.since.commit !== item.since.commit),
    caughtUp: base.outdated.filter((item) => !after.has(key(item))),
  }
}

/** The summary's lines for them: the same lines as i18n:status, each Spanish change folded; nothing when the pull request touches no translation's status. */
export function translationsMarkdown({ leftBehind, caughtUp }: TranslationChanges): string[] {
  if (!leftBehind.length && !caughtUp.length) return []
  const lines: string[] = []
  if (leftBehind.length)
    lines.push(statusMarkdown({ outdated: leftBehind, unpaired: [] }, '### Translations this pull request leaves behind').trimEnd(), '')
  if (caughtUp.length) {
    lines.push('### Translations this pull request brings up to date', '')
    for (const item of caughtUp) lines.push(`- \`${item.file}\`: ${item.heading.replace(/[<>|]/g, ' ')} (${item.section})`)
    lines.push('')
  }
  return lines
}
