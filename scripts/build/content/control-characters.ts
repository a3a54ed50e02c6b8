import type { ContentIssue } from './issues.ts'
import { pathOf, positionAt, type Locate } from './positions.ts'
import { leafPaths, valueAt } from './strings.ts'

/**
 * What text in content may not hold: the C0 control characters but tab and line feed (a carriage
 * return only as the first half of a CRLF line ending), DEL and the C1 controls, the two
 * noncharacters U+FFFE and U+FFFF, and a lone half of a surrogate pair (a YAML or JSON escape can
 * write one). None is text a reader sees: a form feed in a title made the feed no longer XML,
 * and feed readers drop a feed that does not parse.
 */
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

/** How a message names a character: "U+000C (form feed)". */
export function characterName(char: string): string {
  const code = char.charCodeAt(0)
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  if (code >= 0xd800 && code <= 0xdfff) return `${hex} (half of a surrogate pair)`
  if (code === 0xfffe || code === 0xffff) return `${hex} (not a character)`
  return `${hex} (${NAMES[code] ?? 'a control character'})`
}

/** The message for a forbidden character: what it is and what to do. */
export function controlMessage(char: string, where = ''): string {
  const fix = char === '\r' ? 'save the file with LF or CRLF line endings' : 'delete it'
  return `expected text without control characters, found ${characterName(char)}${where}: ${fix} (tabs and line breaks are the only ones allowed)`
}

/** Every forbidden character of a text, with its offset. */
export function forbiddenCharacters(text: string): { offset: number; char: string }[] {
  return [...text.matchAll(FORBIDDEN)].map((match) => ({ offset: match.index, char: match[0] }))
}

/** Whether a text holds a forbidden character. */
export const hasForbidden = (text: string): boolean => forbiddenCharacters(text).length > 0

/** How many are reported one by one before the rest are counted: a binary file would print thousands. */
const LISTED = 10

/**
 * Each forbidden character written in a file's text, at its line and column. `fieldAt` names the
 * field an offset belongs to (the frontmatter's or the JSON's key path, `body` after the
 * frontmatter).
 */
export function writtenControlIssues(file: string, text: string, fieldAt: (offset: number) => string): ContentIssue[] {
  const found = forbiddenCharacters(text)
  const issues: ContentIssue[] = found
    .slice(0, LISTED)
    .map(({ offset, char }) => ({ file, field: fieldAt(offset), message: controlMessage(char), ...positionAt(text, offset) }))
  if (found.length > LISTED) {
    const rest = found.length - LISTED
    issues.push({ ...(issues.at(-1) as ContentIssue), message: `and ${rest} more control character${rest === 1 ? '' : 's'} after this one` })
  }
  return issues
}

/**
 * Each value of frontmatter or JSON that holds a forbidden character its text does not show (an
 * escape: `"\f"`, `"\u000c"`), at the value; `reported` are the fields whose written characters
 * were reported already.
 */
export function escapedControlIssues(file: string, data: unknown, locate: Locate, reported: ReadonlySet<string>): ContentIssue[] {
  return leafPaths(data).flatMap((field) => {
    const value = valueAt(data, field)
    const first = typeof value === 'string' && !reported.has(field) ? forbiddenCharacters(value)[0] : undefined
    return first ? [{ file, field, message: controlMessage(first.char, ', written as an escape'), ...locate(pathOf(field)) }] : []
  })
}
