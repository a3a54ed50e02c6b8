import { LANG_NAMES, type Lang } from '../../../src/i18n/languages.ts'
import { withContext, wordDiff } from '../pr-report/word-diff.ts'
import type { OutdatedSection, TranslationStatus } from './freshness.ts'
import { REVIEW_TRAILER, SKIP_MARK } from './history.ts'

/** The original's change as one line of words: `[-what it said-]{+what it says+}`, long unchanged stretches cut. */
export function changeLine({ said, says }: Pick<OutdatedSection, 'said' | 'says'>): string {
  return withContext(wordDiff(said, says, 'es'), 8)
    .map((run) => (run.removed ? `[-${run.text}-]` : run.added ? `{+${run.text}+}` : run.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

const since = ({ since }: OutdatedSection) => `${since.date} ${since.commit} "${since.subject}"`
const lines = ({ lines: [from, to] }: OutdatedSection) => (from === to ? `line ${from}` : `lines ${from}–${to}`)

/** Items grouped by language, then by file, in the order given. */
function grouped(outdated: readonly OutdatedSection[]): Map<string, Map<string, OutdatedSection[]>> {
  const byLang = new Map<string, Map<string, OutdatedSection[]>>()
  for (const item of outdated) {
    const files = byLang.get(item.lang) ?? byLang.set(item.lang, new Map()).get(item.lang)!
    ;(files.get(item.file) ?? files.set(item.file, []).get(item.file)!).push(item)
  }
  return byLang
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** For a terminal: per language and file, each section behind with its lines, since when, and the Spanish change word by word. */
export function statusText({ outdated, unpaired }: TranslationStatus): string {
  const out: string[] = []
  for (const { file, problem } of unpaired) out.push(`${file}: its sections cannot be paired with the original's: ${problem}`, '')
  if (!outdated.length) return `${out.join('\n')}Every translation is up to date with its Spanish original.\n`
  for (const [lang, files] of grouped(outdated)) {
    const count = [...files.values()].reduce((n, items) => n + items.length, 0)
    out.push(`${LANG_NAMES[lang as Lang] ?? lang} (${lang}): ${plural(count, 'section')} behind`)
    for (const [file, items] of files) {
      out.push(`  ${file} (original: ${items[0]?.source})`)
      for (const item of items) {
        out.push(`    ${item.heading}  [${item.section}, ${lines(item)}]`, `      behind since ${since(item)}`, `      Spanish: ${changeLine(item)}`)
      }
    }
    out.push('')
  }
  const fix = `Update them, or commit with "${REVIEW_TRAILER}: <file> <section>" in the message when one needs no change ("${SKIP_MARK}" on a Spanish change that needs no translation).`
  return `${out.join('\n')}${plural(outdated.length, 'section')} behind. ${fix}\n`
}

/** A Markdown table cell: a pipe would end the cell; markup is shown as written. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'))

/** For a pull request's summary: the same lines, the Spanish change folded under each section. */
export function statusMarkdown({ outdated, unpaired }: TranslationStatus, title = '### Translations'): string {
  const out = [title, '']
  for (const { file, problem } of unpaired) out.push(`- \`${file}\`: its sections cannot be paired with the original's: ${cell(problem)}`)
  if (unpaired.length) out.push('')
  if (!outdated.length) return `${[...out, 'Every translation is up to date with its Spanish original.'].join('\n')}\n`
  for (const [lang, files] of grouped(outdated)) {
    out.push(`**${LANG_NAMES[lang as Lang] ?? lang}**`, '')
    for (const [file, items] of files) {
      out.push(`- \`${file}\``)
      for (const item of items)
        out.push(
          `  - <details><summary>${cell(item.heading)} (${lines(item)}), behind since ${item.since.date} ${item.since.commit}</summary>`,
          '',
          `    ${cell(item.since.subject)}: ${cell(changeLine(item))}`,
          '',
          '    </details>',
        )
    }
    out.push('')
  }
  return `${out.join('\n')}\n`
}
