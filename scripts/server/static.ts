import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import { extname, join, normalize, relative, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chooseEncoding, type Encoding } from './encoding'
import { parseRedirects, redirectFor } from './redirects'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
}

/** The host's own configuration files: they configure the site and are never part of it. */
const HOST_FILES = new Set(['_headers', '_redirects'])

/** A path a static host never serves: a host configuration file, or anything under a dot-name. */
function isHidden(relativePath: string): boolean {
  const segments = relativePath.split(sep)
  return segments.some((segment) => segment.startsWith('.')) || HOST_FILES.has(segments.at(-1) ?? '')
}

/**
 * The file a URL path names in `dir`: itself, or its folder's index.html; never outside `dir`,
 * never `_headers`, `_redirects` or a dotfile (Netlify and Cloudflare Pages answer those 404).
 */
export function resolveFile(dir: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const path = normalize(join(dir, decoded))
  if (path !== dir && !path.startsWith(dir + sep)) return undefined
  for (const candidate of [path, join(path, 'index.html')]) {
    if (isHidden(relative(dir, candidate))) continue
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** The only methods a static host answers for its files (the outbox's POSTs are answered before). */
const ALLOWED_METHODS = 'GET, HEAD'

/**
 * Serves a built site the way a static host does: GET and HEAD only (405 otherwise); clean URLs
 * from folders' index.html; for a path no file answers, the site's own `_redirects` (each
 * language's 404 page, with status 404), else the root 404.html. `headers` gives the `_headers`
 * rules of the file actually sent, by its URL path: a 404 page under /assets/ gets the 404 page's
 * headers, never the year of immutable caching meant for the hashed files.
 */
export type StaticHandler = (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => void

export function serveStatic(dir: string, headers: (urlPath: string) => Record<string, string> = () => ({})): StaticHandler {
  const redirectsPath = join(dir, '_redirects')
  const redirects = existsSync(redirectsPath) ? parseRedirects(readFileSync(redirectsPath, 'utf8')) : []
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: ALLOWED_METHODS, 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed')
      return
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname
    let file = resolveFile(dir, urlPath)
    let servedPath = urlPath
    let status = 200
    if (!file) {
      const rule = redirectFor(redirects, urlPath)
      if (rule && (rule.status === 301 || rule.status === 302)) {
        res.writeHead(rule.status, { location: rule.to }).end()
        return
      }
      status = rule?.status ?? 404
      servedPath = rule && resolveFile(dir, rule.to) ? rule.to : '/404.html'
      file = resolveFile(dir, servedPath)
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const type = typeOf(file)
    const { body, encoding } = encode(file, type, String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(status, {
      'content-type': type,
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...headers(servedPath),
    })
    if (req.method === 'HEAD') res.end()
    else res.end(body)
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
const isText = (type: string) => /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type)

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
