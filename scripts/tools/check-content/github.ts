import type { ContentIssue } from '../../build/content/issues.ts'

/**
 * GitHub Actions' side of the content check: workflow commands that put each problem on the
 * pull request's diff, and a Markdown table for the run's summary page.
 * https://docs.github.com/actions/reference/workflow-commands-for-github-actions
 */

/** A workflow command's message: only %, CR and LF are special there. */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

/** A workflow command's property value: also `:` and `,`, which separate properties. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** `::error file=...,line=...,col=...,title=...::message`, one line, for one problem. */
export function annotation(issue: ContentIssue, level: 'error' | 'warning' = 'error'): string {
  const properties = [`file=${escapeProperty(issue.file)}`]
  if (issue.line) properties.push(`line=${issue.line}`, `col=${issue.col ?? 1}`)
  properties.push(`title=${escapeProperty(issue.field ? `Content: ${issue.field}` : 'Content')}`)
  return `::${level} ${properties.join(',')}::${escapeData(issue.message)}`
}

/** A Markdown table cell: a pipe would end the cell, a newline the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

/** The step summary: every problem in a table, or one line saying there is none. */
export function summaryTable(issues: readonly ContentIssue[]): string {
  if (!issues.length) return '### Content check\n\nNo content problems.\n'
  const rows = issues.map(({ file, line, col, field, message }) => {
    const where = line ? `${file}:${line}:${col ?? 1}` : file
    return `| \`${cell(where)}\` | ${field ? `\`${cell(field)}\`` : ''} | ${cell(message)} |`
  })
  const count = `${issues.length} content problem${issues.length === 1 ? '' : 's'}`
  return ['### Content check', '', `${count}:`, '', '| where | field | problem |', '| --- | --- | --- |', ...rows, ''].join('\n')
}
