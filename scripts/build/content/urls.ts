import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { quote } from './issues.ts'

/** The schemes a link or image in content may use; anything else (javascript:, data:, vbscript:) is refused. */
const SCHEMES = ['https:', 'http:', 'mailto:', 'tel:']

const URL_RULE = 'a URL starting with https:, http:, mailto:, tel:, / or #'

/** Where a relative URL is resolved to find the origin a browser would open: a fixed one keeps messages the same in every build. */
const ORIGIN = 'https://site.invalid'

/** A URL trimmed of C0 controls and spaces, as the WHATWG URL parser does first. */
// eslint-disable-next-line no-control-regex -- the parser's own definition of what it strips
const trimmed = (url: string) => url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
/** A URL as the WHATWG URL parser reads it: trimmed, tabs and line breaks inside dropped. */
const asParsed = (url: string) => trimmed(url).replace(/[\t\n\r]/g, '')

/** An encoded slash, backslash or control character in a path: `/%2F/x` means `//x` to some servers. */
const ENCODED_SEPARATOR = /%(2f|5c|[01][0-9a-f]|7f)/i

/**
 * Why a URL written in content may not be published, or undefined: as a browser reads it, it must be https, http, mailto, tel, a path on this site
 * (not `//host`, `/\host`, `/<tab>/host`) or a `#fragment`, written without a tab or line break inside or an encoded slash in a path.
 */
export function urlProblem(url: string): string | undefined {
  const seen = asParsed(url)
  const found = `found "${quote(url)}"`
  if (seen.startsWith('/') || seen.startsWith('#')) {
    const resolved = URL.parse(seen, `${ORIGIN}/`)
    if (!resolved) return `expected ${URL_RULE}, ${found}`
    if (resolved.origin !== ORIGIN) return `expected ${URL_RULE}, ${found}, which a browser opens as ${resolved.href}: another site`
    if (seen.startsWith('/') && ENCODED_SEPARATOR.test(seen.split(/[?#]/)[0] ?? '')) {
      return `expected a path on this site written plainly, ${found}: no encoded slash, backslash or control character (%2F, %5C, %09…)`
    }
  } else {
    const absolute = URL.parse(seen)
    if (!absolute || !SCHEMES.includes(absolute.protocol)) {
      const read = absolute ? absolute.href : seen
      return `expected ${URL_RULE}, ${found}${read !== url.trim() ? `, which a browser reads as "${quote(read)}"` : ''}`
    }
  }
  if (/[\t\n\r]/.test(trimmed(url))) return `expected a URL without a tab or line break inside, ${found} (a browser reads "${quote(seen)}")`
  return undefined
}

/** A site path's file under public/ (without its ?query or #fragment), or undefined if it points outside. */
function publicFile(root: string, url: string): string | undefined {
  const path = asParsed(url).split(/[?#]/)[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  const file = join(root, 'public', decoded)
  const inside = relative(join(root, 'public'), file)
  return inside.startsWith('..') || inside.startsWith(sep) || inside === '' ? undefined : file
}

/** Whether a local image (`/images/…`) has its file under public/. */
export function localImageExists(root: string, url: string): boolean {
  const file = publicFile(root, url)
  return file !== undefined && existsSync(file)
}
