import { isUtf8 } from 'node:buffer'
import type { ContentIssue } from './issues.ts'
import { positionAt } from './positions.ts'

/** A post of 200 KB is a short book: anything larger is a mistake or an attack. */
export const MAX_FILE_BYTES = 200 * 1024

// A byte order mark is kept, as readFileSync(…, 'utf8') keeps it: the check reads what the build and the dev server read.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** What a file that starts with a byte order mark (U+FEFF) is told, by whichever reader meets it first. */
export const byteOrderMark = (expected: string) =>
  `expected ${expected}, found a byte order mark (U+FEFF) before it: save the file as UTF-8 without BOM`

export function tooLarge(file: string, bytes: number): ContentIssue {
  const kb = (n: number) => `${Math.ceil(n / 1024)} KB`
  return { file, field: '', line: 1, col: 1, message: `expected a file of at most ${kb(MAX_FILE_BYTES)}, found ${kb(bytes)} (split it)` }
}

/** A content file's text, or why it is not read: too large, or not UTF-8 (a Latin-1 "é" would show as a replacement character). */
export function decodeContent(file: string, bytes: Uint8Array): { text: string } | { issue: ContentIssue } {
  if (bytes.length > MAX_FILE_BYTES) return { issue: tooLarge(file, bytes.length) }
  if (isUtf8(bytes)) return { text: decoder.decode(bytes) }
  // The first ill-formed sequence is where the decoder writes a U+FFFD the bytes do not (EF BF BD), at its first byte.
  let bad = 0
  for (const char of decoder.decode(bytes)) {
    if (char === '\uFFFD' && !(bytes[bad] === 0xef && bytes[bad + 1] === 0xbf && bytes[bad + 2] === 0xbd)) break
    bad += Buffer.byteLength(char)
  }
  const at = positionAt(decoder.decode(bytes.subarray(0, bad)), Number.MAX_SAFE_INTEGER)
  const hex = `0x${(bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`
  return { issue: { file, field: '', ...at, message: `expected UTF-8 text, found the byte ${hex} (save the file as UTF-8)` } }
}

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
