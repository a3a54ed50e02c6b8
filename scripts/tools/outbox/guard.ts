import type { IncomingHttpHeaders } from 'node:http'

/** The names this machine answers to on the loopback interface. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

export type Refusal = { status: 403 | 421; text: string }

/**
 * The host a request was sent to: the Host header (HTTP/1.1), or the :authority pseudo-header
 * (HTTP/2, which the bench server speaks), lowercased.
 */
function requestHost(headers: IncomingHttpHeaders): string | undefined {
  const host = headers.host ?? headers[':authority']
  return typeof host === 'string' && host !== '' ? host.toLowerCase() : undefined
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port. */
export function isLocalHost(host: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.toLowerCase())
  return match !== null && LOCAL_HOSTNAMES.has(match[1] ?? '')
}

/**
 * Why the outbox will not answer this request, or undefined when it will. It keeps what visitors
 * typed, so it answers only this machine's own pages:
 * - a Host that is not localhost or 127.0.0.1 is refused (421): a page on the internet whose name
 *   an attacker points at 127.0.0.1 (DNS rebinding) reaches the server under its own name;
 * - an Origin, when the browser sends one, must be the server's own (403): a page on another
 *   origin can POST a form or text/plain body without any preflight, and it would be stored.
 * A request with no Origin (curl, a test, a same-origin GET) is a local program's, and is let in.
 */
export function refusalFor(headers: IncomingHttpHeaders): Refusal | undefined {
  const host = requestHost(headers)
  if (host === undefined || !isLocalHost(host)) {
    return { status: 421, text: 'Misdirected Request: the local outbox answers only on localhost and 127.0.0.1' }
  }
  const origin = headers.origin
  if (origin === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(origin)
  } catch {
    url = undefined // "null" (a sandboxed frame, a file), or garbage
  }
  const own = url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host
  return own ? undefined : { status: 403, text: "Forbidden: the local outbox accepts messages only from the site's own origin" }
}
