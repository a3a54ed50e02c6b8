import type { ContentIssue } from './issues.ts'
import { positionAt } from './positions.ts'

/** A post of 200 KB is a short book: anything larger is a mistake or an attack. */
export const MAX_FILE_BYTES = 200 * 1024

const strict = new TextDecoder('utf-8', { fatal: true })
const lenient = new TextDecoder('utf-8')

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i] as number
    // The lead byte says how many continuation bytes follow, and which second bytes would be an
    // overlong form, a UTF-16 surrogate or past U+10FFFF (RFC 3629, table 3-7 of Unicode).
    let [count, low, high] = b < 0x80 ? [0, 0, 0] : b < 0xc2 ? [-1, 0, 0] : b < 0xe0 ? [1, 0x80, 0xbf] : [0, 0, 0]
    if (b >= 0xe0 && b < 0xf0) [count, low, high] = [2, b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf]
    else if (b >= 0xf0 && b < 0xf5) [count, low, high] = [3, b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf]
    else if (b >= 0xf5) count = -1
    if (count < 0) return i
    for (let k = 1; k <= count; k++) {
      const next = bytes[i + k]
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf]
      if (next === undefined || next < min || next > max) return i
    }
    i += count + 1
  }
  return -1
}

export function tooLarge(file: string, bytes: number): ContentIssue {
  const kb = (n: number) => `${Math.ceil(n / 1024)} KB`
  return { file, field: '', line: 1, col: 1, message: `expected a file of at most ${kb(MAX_FILE_BYTES)}, found ${kb(bytes)} (split it)` }
}

/**
 * A content file's text, or why the site does not read it: too large, or not UTF-8 (a Latin-1 "é"
 * would become a replacement character on the page), at the characters decoded before the bad byte.
 */
export function decodeContent(file: string, bytes: Uint8Array): { text: string } | { issue: ContentIssue } {
  if (bytes.length > MAX_FILE_BYTES) return { issue: tooLarge(file, bytes.length) }
  try {
    return { text: strict.decode(bytes) }
  } catch {
    const bad = firstInvalidByte(bytes)
    const at = positionAt(lenient.decode(bytes.subarray(0, Math.max(bad, 0))), Number.MAX_SAFE_INTEGER)
    const hex = `0x${(bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`
    return { issue: { file, field: '', ...at, message: `expected UTF-8 text, found the byte ${hex} (save the file as UTF-8)` } }
  }
}
