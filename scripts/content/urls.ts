import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The schemes a link or image in content may use; anything else (javascript:, data:, vbscript:) is refused. */
const SCHEMES = ['https:', 'http:', 'mailto:', 'tel:']

/**
 * Whether a URL written in content is one the site may publish: https, http, mailto, tel, a path
 * on this site (`/…`, not `//host` nor `/\host`, which browsers read as another host) or a
 * `#fragment`. Compared as a browser reads it: without surrounding spaces, in any case.
 */
export function isAllowedUrl(url: string): boolean {
  const value = url.trim().toLowerCase()
  if (value.startsWith('#')) return true
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value)
  return SCHEMES.some((scheme) => value.startsWith(scheme))
}

export const URL_RULE = 'a URL starting with https:, http:, mailto:, tel:, / or #'

/** A site path's file under public/ (without its ?query or #fragment), or undefined if it points outside. */
export function publicFile(root: string, url: string): string | undefined {
  const path = url.trim().split(/[?#]/)[0] ?? ''
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
