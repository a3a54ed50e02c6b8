import type { CauseGroup } from './causes.ts'
import type { OutputChange, OutputKind } from './compare.ts'
import type { PrReport } from './report.ts'
import { translationsMarkdown } from '../i18n-status/changes.ts'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const NAMES: Record<OutputKind, [string, string]> = {
  page: ['page', 'pages'],
  feed: ['feed', 'feeds'],
  sitemap: ['sitemap', 'sitemaps'],
  'social image': ['social image', 'social images'],
  'public file': ['file under public/', 'files under public/'],
  'search index': ['search index', 'search indexes'],
}

/** "3 pages changed, 1 added; 2 feeds changed": what changed, counted by kind of file and of change. */
export function counts(changes: OutputChange[]): string {
  const parts: string[] = []
  for (const [what, [one, many]] of Object.entries(NAMES) as [OutputKind, [string, string]][]) {
    const of = changes.filter((c) => c.what === what)
    if (!of.length) continue
    const kinds = (['changed', 'added', 'removed'] as const).flatMap((kind) => {
      const n = of.filter((c) => c.kind === kind).length
      return n ? [`${n} ${kind}`] : []
    })
    parts.push(`${of.length === 1 ? one : many}: ${kinds.join(', ')}`)
  }
  return parts.join(' · ')
}

/** A changed output as a Markdown link: to the preview when there is one. */
export function linkTo(change: OutputChange, previewUrl?: string): string {
  const label = `\`${change.url}\``
  if (!previewUrl || change.kind === 'removed' || change.what === 'public file') return label
  return `[${label}](${previewUrl.replace(/\/$/, '')}${change.url})`
}

const cause = (group: CauseGroup) => (group.causes.length ? group.causes.map((c) => `\`${c}\``).join(', ') : `cause unknown: ${group.unknown}`)
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'))

/** At most this many outputs are linked under each cause; the report's index.html lists them all. */
const LISTED = 15

/**
 * The pull request's summary, in Markdown: what changes for a visitor, counted; why, grouped by the
 * changed files that reach each output; the pages; where the screenshots and the full diff are.
 * Short, for a comment and the job's summary.
 */
export function summaryMarkdown(report: PrReport): string {
  const { changes, unseen } = report.comparison
  const lines = ['## What this pull request changes on the site', '']
  const unseenLine = unseen.length ? `${plural(unseen.length, 'file differs', 'files differ')} only in what no visitor sees (script and style hashes, markup).` : ''
  const translations = report.translations ? translationsMarkdown(report.translations) : []
  if (!changes.length) {
    lines.push('**Nothing a visitor sees changes**: no page, feed, sitemap address, social image or public file.', '')
    if (unseenLine) lines.push(unseenLine, '')
    return `${[...lines, ...translations].join('\n')}\n`
  }
  const langs = [...new Set(changes.filter((c) => c.what === 'page').map((c) => c.lang))].sort()
  lines.push(`**${counts(changes)}**${langs.length ? ` (pages in ${langs.join(', ')})` : ''}.`)
  if (unseenLine) lines.push('', unseenLine)
  lines.push('', '### Why', '')
  for (const group of report.groups) {
    const alike = group.alike.length ? `: ${group.alike.map(escapeCell).join('; ')}` : ''
    lines.push(`- ${cause(group)}: ${plural(group.changes.length, 'file')}${alike}`)
    const listed = group.changes.slice(0, LISTED).map((c) => `${linkTo(c, report.previewUrl)}${c.kind === 'changed' ? '' : ` (${c.kind})`}`)
    const more = group.changes.length > LISTED ? ` and ${group.changes.length - LISTED} more` : ''
    lines.push(`  - ${listed.join(', ')}${more}`)
  }
  const shotPages = new Set(report.shots.map((s) => s.url)).size
  lines.push('')
  if (shotPages) {
    const rest = report.notShot.length ? `; ${plural(report.notShot.length, 'other changed page')} listed there without them` : ''
    lines.push(`Screenshots before and after of ${plural(shotPages, 'page')} at 375 and 1280 px, with the changed pixels marked${rest}, and every page's text diff word by word: \`index.html\` in the report.`)
  } else {
    lines.push("Every page's text diff, word by word: `index.html` in the report.")
  }
  if (translations.length) lines.push('', ...translations)
  return `${lines.join('\n')}\n`
}
