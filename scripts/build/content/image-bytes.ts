import { quote } from './issues.ts'

/** What a file's bytes say it is, whatever its name says: a `.png` holding a script is text. */
type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif'

/** How a message names each kind, with its article. */
export const KIND_NAMES: Record<ImageKind, string> = { jpeg: 'a JPEG', png: 'a PNG', webp: 'a WebP', avif: 'an AVIF' }

/** The kinds of image public/ holds, by the extensions that name them. */
export const IMAGE_EXTENSIONS: Record<string, ImageKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' }

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte)

/** The image kind of a file's first bytes, or undefined. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif'
  return undefined
}

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
  const after = bytes.subarray(SIGNATURE_LENGTH[kind])
  const start = after.subarray(0, 8).findIndex((_, i) => after.subarray(i, i + 16).length === 16 && after.subarray(i, i + 16).every(printable))
  if (start >= 0) return `found text after ${KIND_NAMES[kind]}'s first bytes${opening(new TextDecoder().decode(after.subarray(start, start + 512)))}`
  if ((imageEnd(kind, bytes) ?? Infinity) > bytes.length) return 'found one cut short, its end missing (export or download it again)'
  return 'found one damaged inside (export it again from the original)'
}

const printable = (b: number) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b < 0x7f)
const SIGNATURE_LENGTH: Record<ImageKind, number> = { jpeg: 3, png: 8, webp: 12, avif: 12 }

const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) * 2 ** 24 + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0)) >>> 0
const u32le = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) + ((bytes[at + 1] ?? 0) << 8) + ((bytes[at + 2] ?? 0) << 16) + (bytes[at + 3] ?? 0) * 2 ** 24) >>> 0

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
  if (kind === 'webp') return 8 + u32le(bytes, 4) + (u32le(bytes, 4) % 2)
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
