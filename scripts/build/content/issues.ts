import type { z } from 'zod'
import type { Locate, Position } from './positions.ts'

/** One problem in one content file, printed as `file:line:col: field: message`; one of the whole file has no position. */
export interface ContentIssue extends Partial<Position> {
  file: string
  field: string
  message: string
}

/** What breaks a message's line: C0 and C1 control characters, and the two Unicode line separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g
const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' }

/** A value shown in a message on one line: control characters written as escapes (`\t`, `\u000C`). */
export function shown(value: string): string {
  return value.replace(UNPRINTABLE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
}

/** A value a message quotes: on one line, cut to its start and `…` past `max` characters. */
export function quote(value: string, max = 60): string {
  const characters = [...shown(value)]
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('')
}

/** A translation missing for its original: one line, whether check:content or the dev server finds it. */
export const untranslated = (file: string, original: string): ContentIssue => ({ file, field: '', message: `missing translation of ${original}` })

/** One problem on one line, whatever its message quotes. */
export function formatIssue({ file, field, message, line, col }: ContentIssue): string {
  const where = line ? `${file}:${line}:${col ?? 1}` : file
  return field ? `${where}: ${field}: ${shown(message)}` : `${where}: ${shown(message)}`
}

/** ['benefits', 0, 'image'] -> "benefits[0].image" */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('')
}

function describe(input: unknown): string {
  if (input === undefined) return 'nothing (the field is missing)'
  if (input === null) return 'an empty value'
  if (Array.isArray(input)) return 'a list'
  return `a ${typeof input}`
}

/** Messages for zod's own issues, where a schema has not set an editor-friendly one. */
export const editorErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' ? `expected ${issue.expected}, got ${describe(issue.input)}` : undefined

/** zod's issues as content issues, each at its field; with `reportInput: true`, a text of the wrong length says its length. */
export function zodIssues(file: string, error: z.ZodError, locate: Locate): ContentIssue[] {
  const message = 'unknown field (check its spelling against content/README.md)'
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ file, field: fieldPath([...issue.path, key]), message, ...locate([...issue.path, key], 'key') }))
    const field = fieldPath(issue.path)
    if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined)
      return [{ file, field, message: 'missing', ...(issue.path.length > 1 ? locate(issue.path) : { line: 1, col: 1 }) }]
    return [{ file, field, message: withLengthFound(issue), ...locate(issue.path) }]
  })
}

/** "expected at least 50 characters" -> "expected at least 50 characters, found 31". */
function withLengthFound(issue: z.core.$ZodIssue): string {
  const tooLong = issue.code === 'too_big' || issue.code === 'too_small'
  if (!tooLong || issue.origin !== 'string' || typeof issue.input !== 'string') return issue.message
  return `${issue.message}, found ${[...issue.input].length}`
}

/** A table looked up by names an editor writes: an object without a prototype, so `constructor` or `__proto__` finds no entry. */
export const ownTable = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries)
