import type { ContentIssue } from './issues.ts'
import { positionAt } from './positions.ts'
import { byteOrderMark, decodeContent } from './source.ts'

/** A JSON file's value, or the problem that stops it at the line and column of JSON.parse's "at position N". */
export function parseJson(file: string, text: string): { json: unknown } | { issue: ContentIssue } {
  if (text.startsWith('\uFEFF')) return { issue: { file, field: '', message: byteOrderMark('JSON'), line: 1, col: 1 } }
  try {
    return { json: JSON.parse(text) as unknown }
  } catch (error) {
    const message = (error as Error).message
    const offset = /at position (\d+)/.exec(message)?.[1]
    const position = offset === undefined ? { line: 1, col: 1 } : positionAt(text, Number(offset))
    return { issue: { file, field: '', message: `expected valid JSON (${message})`, ...position } }
  }
}

/** A JSON file's text and value, or why it is not read: too large, not UTF-8, not JSON. */
export function readJson(file: string, bytes: Uint8Array): { text: string; json: unknown } | { issue: ContentIssue } {
  const decoded = decodeContent(file, bytes)
  return 'issue' in decoded ? decoded : { ...decoded, ...parseJson(file, decoded.text) }
}
