import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { quote } from './issues.ts'

/** The schemes a link or image in content may use; anything else (javascript:, data:, vbscript:) is refused. */
const SCHEMES = ['https:', 'http:', 'mailto:', 'tel:']

export const URL_RULE = 'a URL starting with https:, http:, mailto:, tel:, / or #'

/**
 * Where a relative URL is resolved to find which origin a browser would open: any https origin
 * does (the site is served over https), and a fixed one keeps the messages the same in every build.
 */
const ORIGIN = 'https://site.invalid'

/**
 * What the WHATWG URL parser reads of a URL before anything else: without the C0 controls and
 * spaces around it, and without any tab or line break inside it. `/\t/evil.example` is
 * `//evil.example` to a browser: another host.
 */
function asParsed(url: string): string {
  // eslint-disable-next-line no-control-regex -- the parser's own definitions of what it strips
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

/** An encoded slash, backslash or control character in a path: `/%2F/x` means `//x` to some servers. */
const ENCODED_SEPARATOR = /%(2f|5c|[01][0-9a-f]|7f)/i

/**
 * Why a URL written in content may not be published, or undefined when it may: it must be, as a
 * browser reads it (asParsed, then resolved against the site's origin), https, http, mailto or
 * tel, a path on this site (`/…`: not `//host`, `/\host`, `/<tab>/host`, which browsers open as
 * another host) or a `#fragment`; written plainly (no tab or line break inside, which browsers
 * drop, no encoded slash or control character in a path). The scheme is compared as the parser
 * reads it: in any case, after spaces, through tabs (`java<tab>script:`).
 */
export function urlProblem(url: string): string | undefined {
  const seen = asParsed(url)
  const found = `found "${quote(url)}"`
  if (seen.startsWith('/') || seen.startsWith('#')) {
    let resolved: URL
    try {
      resolved = new URL(seen, `${ORIGIN}/`)
    } catch {
      return `expected ${URL_RULE}, ${found}`
    }
    if (resolved.origin !== ORIGIN) return `expected ${URL_RULE}, ${found}, which a browser opens as ${resolved.href}: another site`
    if (seen.startsWith('/') && ENCODED_SEPARATOR.test(seen.split(/[?#]/)[0] ?? '')) {
      return `expected a path on this site written plainly, ${found}: no encoded slash, backslash or control character (%2F, %5C, %09…)`
    }
  } else {
    let absolute: URL | undefined
    try {
      absolute = new URL(seen)
    } catch {
      absolute = undefined
    }
    if (!absolute || !SCHEMES.includes(absolute.protocol)) {
      const read = absolute ? absolute.href : seen
      return `expected ${URL_RULE}, ${found}${read !== url.trim() ? `, which a browser reads as "${quote(read)}"` : ''}`
    }
  }
  // eslint-disable-next-line no-control-regex -- tabs and line breaks inside, which browsers drop
  if (/[\t\n\r]/.test(url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, ''))) {
    return `expected a URL without a tab or line break inside, ${found} (a browser reads "${quote(seen)}")`
  }
  return undefined
}

/** Whether a URL written in content is one the site may publish (urlProblem finds nothing). */
export function isAllowedUrl(url: string): boolean {
  return urlProblem(url) === undefined
}

/** A site path's file under public/ (without its ?query or #fragment), or undefined if it points outside. */
export function publicFile(root: string, url: string): string | undefined {
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
