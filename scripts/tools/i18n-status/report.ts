import type { Outdated } from './freshness.ts'

/** What needs a translator: the file, and the key in a strings file. */
const what = (item: Outdated) => (item.key ? `${item.file} ${item.key}` : item.file)
const since = ({ since }: Outdated) => `${since.date} ${since.commit}`

/** One line per outdated file or key, aligned, for a terminal. */
export function statusTable(outdated: readonly Outdated[]): string {
  if (!outdated.length) return 'Every translation is up to date with its Spanish original.\n'
  const width = Math.max(...outdated.map((item) => what(item).length))
  const lines = outdated.map((item) => `${what(item).padEnd(width)}  outdated since ${since(item)} (${item.source}: ${item.since.subject})`)
  const count = `${outdated.length} outdated translation${outdated.length === 1 ? '' : 's'}`
  return `${lines.join('\n')}\n\n${count}: update them, or commit with "[i18n skip]" in the message when a change needs no translation.\n`
}

/** A Markdown table cell: a pipe would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The same list for GitHub Actions' step summary. */
export function statusSummary(outdated: readonly Outdated[]): string {
  if (!outdated.length) return '### Translations\n\nEvery translation is up to date with its Spanish original.\n'
  const rows = outdated.map(
    (item) => `| \`${item.file}\` | ${item.key ? `\`${cell(item.key)}\`` : ''} | outdated since ${since(item)} | ${cell(item.since.subject)} |`,
  )
  return [
    '### Translations',
    '',
    `${outdated.length} outdated:`,
    '',
    '| file | key | status | Spanish change |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}
