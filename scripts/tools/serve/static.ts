import { writeHead } from '../outbox/middleware.ts'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import { extname, join, normalize, relative, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chooseEncoding, edgeRefuses, refusesIdentity, type Encoding } from './encoding.ts'
import { headersFor, parseHeaders } from './headers.ts'

/**
 * Content types as Cloudflare Pages sends them (the `mime` package's, with a charset on text/*),
 * so a page or a script is read the same here and there (tests/e2e/host-cloudflare.spec.ts
 * compares them).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/vnd.microsoft.icon',
}

/** What Cloudflare Pages sends with a file it serves when `_headers` says nothing else. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** The host's own configuration files: they configure the site and are never part of it. */
const HOST_FILES = new Set(['_headers', '_redirects', '_worker.js', '_routes.json'])

/** A path a static host never serves: a host configuration file, or anything under a dot-name. */
function isHidden(relativePath: string): boolean {
  const segments = relativePath.split(sep)
  return segments.some((segment) => segment.startsWith('.')) || HOST_FILES.has(segments.at(-1) ?? '')
}

/**
 * The file a decoded URL path names exactly in `dir`, if it is a file: never outside `dir`, never
 * `_headers`, `_redirects` or a dotfile. (Cloudflare Pages does not upload its configuration
 * files; it would serve a dotfile, but the build writes none: static-output.spec.ts.)
 */
export function fileAt(dir: string, path: string): string | undefined {
  const file = normalize(join(dir, path))
  if (file !== dir && !file.startsWith(dir + sep)) return undefined
  if (isHidden(relative(dir, file))) return undefined
  try {
    return statSync(file).isFile() ? file : undefined
  } catch {
    return undefined // absent, or a path through a file (ENOTDIR)
  }
}

/** What a path resolves to, before any header: a file, a redirect to the page's address, or nothing. */
type Resolution = { file: string } | { location: string } | undefined

/**
 * Cloudflare Pages' lookup of a path (its asset server, @cloudflare/pages-shared, which
 * `wrangler pages dev` runs): a folder's index.html is served behind a trailing slash and the
 * other forms of its address are sent there with 308 (`/about`, `/about/index.html`,
 * `/about/index`); `x.html` is served at `/x`. The query goes along with a redirect.
 */
function resolve(find: (path: string) => string | undefined, pathname: string, search: string): Resolution {
  if (pathname.endsWith('/')) {
    const index = find(`${pathname}index.html`)
    if (index) return { file: index }
    if (pathname.endsWith('/index/')) return { location: `/${pathname.slice(1, -'index/'.length)}${search}` }
    if (find(pathname.replace(/\/$/, '.html'))) return { location: `/${pathname.slice(1, -1)}${search}` }
    return undefined
  }
  const exact = find(pathname)
  if (exact) {
    if (!pathname.endsWith('.html')) return { file: exact }
    const extensionless = pathname.slice(0, -'.html'.length)
    if (extensionless.endsWith('/index')) return { location: `${extensionless.replace(/\/index$/, '/')}${search}` }
    if (find(extensionless) || extensionless === '/') return { file: exact }
    return { location: `${extensionless}${search}` }
  }
  if (pathname.endsWith('/index')) return { location: `/${pathname.slice(1, -'index'.length)}${search}` }
  const html = find(`${pathname}.html`)
  if (html) return { file: html }
  if (find(`${pathname}/index.html`)) return { location: `${pathname}/${search}` }
  return undefined
}

/**
 * The page for a path no file answers, as Cloudflare Pages finds it: the nearest 404.html up the
 * path (so /en/anything gets en/404.html, with no rule anywhere), answered with 404; with none at
 * all, the site's index.html with 200, as Cloudflare does for a single-page app.
 */
function notFoundPage(find: (path: string) => string | undefined, pathname: string): { file: string; status: number } | undefined {
  let folder = pathname
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'))
    const page = find(`${folder}/404.html`)
    if (page) return { file: page, status: 404 }
  }
  const index = find('/index.html')
  return index ? { file: index, status: 200 } : undefined
}

/** The only methods a static host answers for its files (the outbox's POSTs are answered before). */
const ALLOWED_METHODS = 'GET, HEAD'

export type StaticHandler = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => void

/**
 * Serves a built site the way Cloudflare Pages answers it, which tests/e2e/host-cloudflare.spec.ts
 * checks against Cloudflare's own runtime, request by request: GET and HEAD only (405 otherwise);
 * a page at its address behind a trailing slash, and a 308 to it from its other forms, query kept;
 * for a path no file answers, the nearest 404.html with status 404; `_headers`' rules for the
 * request's path on every answer (redirects and errors too), a file's default Cache-Control where
 * they set none, and `no-store` on a 404 whatever they say; 406 when the request refuses the file
 * as it is, and 415 from the edge when it also accepts no compression the edge could apply. Text
 * is compressed here, as Cloudflare's edge compresses it on its way to a browser.
 */
export function serveStatic(dir: string): StaticHandler {
  const headersPath = join(dir, '_headers')
  const rules = existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : []
  const find = (path: string) => fileAt(dir, path)
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const accept = String(req.headers['accept-encoding'] ?? '')
    const send = (status: number, own: Record<string, string>, body?: Buffer | string) => {
      if (edgeRefuses(accept) && (!own['content-type'] || isText(own['content-type']))) {
        writeHead(res, 415, { 'content-type': 'text/plain;charset=UTF-8', 'accept-encoding': 'br, gzip' })
        res.end('Unsupported Media Type')
        return
      }
      // The rules match the path as sent, whatever was found for it.
      const headers: Record<string, string> = {
        ...own,
        'referrer-policy': 'strict-origin-when-cross-origin',
        ...(own['content-type'] ? { 'x-content-type-options': 'nosniff' } : {}),
        ...headersFor(rules, url.pathname),
      }
      if (status === 404) headers['cache-control'] = 'no-store'
      writeHead(res, status, headers)
      if (req.method === 'HEAD' || body === undefined) res.end()
      else res.end(body)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Cloudflare names no type for this body; Allow is HTTP's own requirement of a 405.
      send(405, { allow: ALLOWED_METHODS }, 'Method Not Allowed')
      return
    }
    let pathname = url.pathname
    try {
      pathname = decodeURIComponent(pathname)
    } catch {
      // Cloudflare looks a malformed escape up as it was sent.
    }
    const resolution = resolve(find, pathname, url.search)
    if (resolution && 'location' in resolution) {
      send(308, { location: resolution.location })
      return
    }
    const answer = resolution ? { file: resolution.file, status: 200 } : notFoundPage(find, pathname)
    if (!answer) {
      send(404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not Found')
      return
    }
    if (refusesIdentity(accept)) {
      send(406, {})
      return
    }
    const type = typeOf(answer.file)
    const { body, encoding } = encode(answer.file, type, accept)
    send(
      answer.status,
      {
        'content-type': type,
        'content-length': String(body.length),
        vary: 'accept-encoding',
        'cache-control': DEFAULT_CACHE_CONTROL,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
      body,
    )
  }
}

const compressed = new Map<string, Buffer>()

/**
 * Compresses every text file under `dir` ahead of the first request, as a host that serves
 * precompressed files does. The bench calls it so that no measured page load waits for, or
 * shares the CPU with, brotli at its highest quality.
 */
export function precompress(dir: string): number {
  let files = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const type = typeOf(file)
    if (!isText(type)) continue
    encode(file, type, 'br')
    encode(file, type, 'gzip')
    files++
  }
  return files
}

const typeOf = (file: string) => TYPES[extname(file)] ?? 'application/octet-stream'
/** The types Cloudflare's edge compresses, of those served here (its content-compression list). */
const isText = (type: string) => /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/(svg\+xml|vnd\.microsoft\.icon))/.test(type)

/** Text compressed as every static host and CDN does, so local measurements are honest. */
function encode(file: string, type: string, accept: string): { body: Buffer; encoding?: Encoding } {
  const encoding = isText(type) ? chooseEncoding(accept) : undefined
  if (!encoding) return { body: readFileSync(file) }
  // A rebuild rewrites files in place: the modification time and size tell a new file from the old
  // one, so the file itself is read only when it has no compressed copy yet.
  const { mtimeMs, size } = statSync(file)
  const key = `${encoding}:${file}:${mtimeMs}:${size}`
  let body = compressed.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw, { level: 9 })
    compressed.set(key, body)
  }
  return { body, encoding }
}
