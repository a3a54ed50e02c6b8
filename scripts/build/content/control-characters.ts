import type { ContentIssue } from './issues.ts'
import { leafPaths, pathOf, positionAt, valueAt, type Locate } from './positions.ts'

/** Characters no reader sees (C0 but tab and line breaks, DEL, C1, noncharacters, lone surrogates): a form feed in a title broke the feed. */
// With the u flag, a surrogate in the class is one left alone: a pair is one code point.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFE\uFFFF]|\r(?!\n)/gu

const NAMES: Record<number, string> = {
  0x00: 'null',
  0x07: 'bell',
  0x08: 'backspace',
  0x0b: 'vertical tab',
  0x0c: 'form feed',
  0x0d: 'carriage return',
  0x1b: 'escape',
  0x7f: 'delete',
  0x85: 'next line',
}

/** The message for a forbidden character, named like "U+000C (form feed)"; `where` says how it was written. */
export function controlMessage(char: string, where = ''): string {
  const code = char.charCodeAt(0)
  const name =
    code >= 0xd800 && code <= 0xdfff ? 'half of a surrogate pair' : code >= 0xfffe ? 'not a character' : (NAMES[code] ?? 'a control character')
  const hex = code.toString(16).toUpperCase().padStart(4, '0')
  const fix = char === '\r' ? 'save the file with LF or CRLF line endings' : 'delete it'
  return `expected text without control characters, found U+${hex} (${name})${where}: ${fix} (tabs and line breaks are the only ones allowed)`
}

export function forbiddenCharacters(text: string): { offset: number; char: string }[] {
  return [...text.matchAll(FORBIDDEN)].map((match) => ({ offset: match.index, char: match[0] }))
}

/** How many are reported one by one before the rest are counted: a binary file would print thousands. */
const LISTED = 10

/** Each forbidden character written in a file's text, at its place; `fieldAt` names the field an offset belongs to. */
export function writtenControlIssues(file: string, text: string, fieldAt: (offset: number) => string): ContentIssue[] {
  const found = forbiddenCharacters(text)
  const issues: ContentIssue[] = found
    .slice(0, LISTED)
    .map(({ offset, char }) => ({ file, field: fieldAt(offset), message: controlMessage(char), ...positionAt(text, offset) }))
  const rest = found.length - LISTED
  if (rest > 0)
    issues.push({ ...(issues.at(-1) as ContentIssue), message: `and ${rest} more control character${rest === 1 ? '' : 's'} after this one` })
  return issues
}

/** Each value that holds a forbidden character written as an escape (`"\f"`), but in the fields already `reported`. */
export function escapedControlIssues(file: string, data: unknown, locate: Locate, reported: ReadonlySet<string>): ContentIssue[] {
  return leafPaths(data).flatMap((field) => {
    const value = valueAt(data, field)
    const first = typeof value === 'string' && !reported.has(field) ? forbiddenCharacters(value)[0] : undefined
    return first ? [{ file, field, message: controlMessage(first.char, ', written as an escape'), ...locate(pathOf(field)) }] : []
  })
}
