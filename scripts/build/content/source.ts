import { isUtf8 } from 'node:buffer'
import type { ContentIssue } from './issues.ts'
import { positionAt } from './positions.ts'

/** A post of 200 KB is a short book: anything larger is a mistake or an attack. */
export const MAX_FILE_BYTES = 200 * 1024

const lenient = new TextDecoder('utf-8')
const withBom = new TextDecoder('utf-8', { ignoreBOM: true })

/** Where the first ill-formed sequence starts: the decoder writes one U+FFFD for it, at its first byte. */
function firstInvalidByte(bytes: Uint8Array): number {
  let offset = 0
  for (const char of withBom.decode(bytes)) {
    if (char === '\uFFFD' && !(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) return offset
    offset += Buffer.byteLength(char)
  }
  return -1
}

export function tooLarge(file: string, bytes: number): ContentIssue {
  const kb = (n: number) => `${Math.ceil(n / 1024)} KB`
  return { file, field: '', line: 1, col: 1, message: `expected a file of at most ${kb(MAX_FILE_BYTES)}, found ${kb(bytes)} (split it)` }
}

/** A content file's text, or why it is not read: too large, or not UTF-8 (a Latin-1 "é" would show as a replacement character). */
export function decodeContent(file: string, bytes: Uint8Array): { text: string } | { issue: ContentIssue } {
  if (bytes.length > MAX_FILE_BYTES) return { issue: tooLarge(file, bytes.length) }
  if (isUtf8(bytes)) return { text: lenient.decode(bytes) }
  const bad = firstInvalidByte(bytes)
  const at = positionAt(lenient.decode(bytes.subarray(0, Math.max(bad, 0))), Number.MAX_SAFE_INTEGER)
  const hex = `0x${(bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`
  return { issue: { file, field: '', ...at, message: `expected UTF-8 text, found the byte ${hex} (save the file as UTF-8)` } }
}
