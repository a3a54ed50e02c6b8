import { ownTable, quote } from './issues.ts'

/** What each kind's first bytes are, read as Latin-1: what a file is, whatever its name says (a `.png` holding a script is text). */
// eslint-disable-next-line no-control-regex -- a PNG's signature holds control characters
const SIGNATURES = { jpeg: /^\xFF\xD8\xFF/, png: /^\x89PNG\r\n\x1A\n/, webp: /^RIFF[^]{4}WEBP/, avif: /^[^]{4}ftypavi[fs]/ }
export type ImageKind = keyof typeof SIGNATURES

/** How a message names each kind, with its article. */
export const KIND_NAMES: Record<ImageKind, string> = { jpeg: 'a JPEG', png: 'a PNG', webp: 'a WebP', avif: 'an AVIF' }

/** The kinds of image public/ holds, by the extensions that name them. */
export const IMAGE_EXTENSIONS = ownTable<ImageKind>({ jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' })

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
/** The signature a file starts with (its kind's, if it is an image's), in its first bytes as Latin-1. */
const signature = (bytes: Uint8Array, kind: ImageKind) => SIGNATURES[kind].exec(ascii(bytes, 0, 12))?.[0]

/** The image kind of a file's first bytes, or undefined. */
export const imageKindOf = (bytes: Uint8Array) => (Object.keys(SIGNATURES) as ImageKind[]).find((kind) => signature(bytes, kind) !== undefined)

/** How a text starts, for a message: its first line, cut short. */
const opening = (text: string) => ` (it starts with "${quote(text.trimStart().split(/\r?\n/)[0] ?? '', 24)}")`

/** What bytes that are no image look like, for a message: "text (it starts with …)", "an HTML page (…)", "a GIF image". */
export function describeBytes(bytes: Uint8Array): string {
  const kind = imageKindOf(bytes)
  if (kind) return `${KIND_NAMES[kind]} image`
  const text = new TextDecoder().decode(bytes.subarray(0, 512))
  const head = text.trimStart().toLowerCase()
  if (ascii(bytes, 0, 3) === 'GIF') return 'a GIF image'
  if (/^(<!doctype html|<html|<head|<body|<script)/.test(head)) return `an HTML page${opening(text)}`
  if (/^(<\?xml|<svg)/.test(head)) return `an XML or SVG document${opening(text)}`
  if (bytes.length && bytes.every((b) => b === 0x09 || b === 0x0a || b === 0x0d || b >= 0x20)) return `text${opening(text)}`
  return 'bytes of no image this site publishes'
}

/** Why an image of a kind does not decode, in an editor's words: text behind its first bytes, its end missing, or damage inside. */
export function brokenImage(kind: ImageKind, bytes: Uint8Array): string {
  const after = bytes.subarray(signature(bytes, kind)?.length)
  const start = after.subarray(0, 8).findIndex((_, i) => after.subarray(i, i + 16).length === 16 && after.subarray(i, i + 16).every(printable))
  if (start >= 0) return `found text after ${KIND_NAMES[kind]}'s first bytes${opening(new TextDecoder().decode(after.subarray(start, start + 512)))}`
  if ((imageEnd(kind, bytes) ?? Infinity) > bytes.length) return 'found one cut short, its end missing (export or download it again)'
  return 'found one damaged inside (export it again from the original)'
}

const printable = (b: number) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b < 0x7f)

/** The unsigned 32-bit number at `at`, big-endian unless `little`; a byte past the end reads as 0. */
const u32 = (bytes: Uint8Array, at: number, little = false) => [0, 1, 2, 3].reduce((n, i) => n * 256 + (bytes[at + (little ? 3 - i : i)] ?? 0), 0)

/** Where the image ends in its bytes (what follows would make a polyglot, which some readers open as the other file), if its structure holds. */
export function imageEnd(kind: ImageKind, bytes: Uint8Array): number | undefined {
  if (kind === 'jpeg') {
    // The last marker of a JPEG is EOI (FF D9); its entropy-coded data has no other way to end.
    for (let i = bytes.length - 2; i >= 2; i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return i + 2
    return undefined
  }
  if (kind === 'png') {
    for (let at = 8; at + 12 <= bytes.length;) {
      const end = at + 12 + u32(bytes, at)
      if (ascii(bytes, at + 4, at + 8) === 'IEND') return end
      at = end
    }
    return undefined
  }
  if (kind === 'webp') return 8 + u32(bytes, 4, true) + (u32(bytes, 4, true) % 2)
  // AVIF: ISO base media boxes, one after the other to the end of the file.
  let at = 0
  while (at + 8 <= bytes.length) {
    const size = u32(bytes, at)
    const length = size === 1 ? u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12) : size === 0 ? bytes.length - at : size
    if (length < 8) return undefined
    at += length
  }
  return at
}
