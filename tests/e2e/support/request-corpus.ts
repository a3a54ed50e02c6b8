import { readdirSync } from 'node:fs'
import { extname } from 'node:path'
import { fileAddress } from '../../../src/i18n/paths.ts'
import { DIST, distHtmlFiles } from './dist.ts'

/** One request of the corpus: what is sent, and why it is there. */
export interface CorpusRequest {
  method: string
  path: string
  headers: Record<string, string>
  kind: string
}

const get = (path: string, kind: string, headers: Record<string, string> = {}): CorpusRequest => ({ method: 'GET', path, headers, kind })

/** One file of each type the build writes, found in dist/ (an image, a script, a font...). */
function oneFileOfEachType(): string[] {
  const byType = new Map<string, string>()
  for (const name of readdirSync(DIST, { recursive: true, encoding: 'utf8' }).sort()) {
    const type = extname(name)
    if (!type || type === '.html' || name.startsWith('_') || byType.has(type)) continue
    byType.set(type, `/${name}`)
  }
  return [...byType.values()]
}

const ACCEPT_ENCODINGS = [
  '',
  'gzip',
  'br',
  'gzip, deflate, br, zstd',
  'identity',
  '*',
  'br;q=0',
  'br;q=0.5, gzip;q=1',
  'GZIP',
  '*;q=0',
  'identity;q=0',
  'gzip, identity;q=0',
  '*, identity;q=0',
]

/**
 * The requests the project's server and Cloudflare's runtime must answer alike: every page in
 * both slash forms and as index.html, with queries; every kind of file; unknown addresses in each
 * language, under files and with odd encodings; the hosts' own files and dotfiles; other methods,
 * HEAD, and Accept-Encoding headers from the usual to the refusing.
 */
export function requestCorpus(): CorpusRequest[] {
  const pages = distHtmlFiles()
    .filter((file) => !file.endsWith('404.html'))
    .map(fileAddress)
  const files = oneFileOfEachType()
  const asset = files.find((file) => file.endsWith('.js')) ?? '/assets/missing.js'
  return [
    ...pages.flatMap((page) => [
      get(page, 'page, as published'),
      ...(page === '/' ? [] : [get(page.slice(0, -1), 'page, without its slash')]),
      get(`${page}index.html`, 'page, as index.html'),
    ]),
    ...['/', '/en/', '/pt/contact/', '/about', '/en/contact'].flatMap((page) => [
      get(`${page}?selected_service=integracion_crms`, 'page with a query'),
      get(`${page}?a=1&b=%20x#frag`, 'page with a query'),
    ]),
    ...['/en/about/index', '/en/about/index/', '/index', '/about/index.html?x=1', '/%61bout/', '/about%2F', '/en//about/'].map((path) =>
      get(path, 'another form of a page'),
    ),
    ...[...files, '/sitemap.xml', '/robots.txt', '/rss.xml', '/en/rss.xml', '/site.webmanifest', '/favicon.svg'].map((path) => get(path, 'file')),
    ...['/404.html', '/en/404.html', '/pt/404.html', '/404', '/en/404', '/404/'].map((path) => get(path, 'a not-found page by name')),
    ...[
      '/nope',
      '/nope/',
      '/en/nope',
      '/en/nope/',
      '/pt/a/b/c',
      '/en/services/nope/',
      '/services/nope',
      '/blog/page/99/',
      '/assets/nope.js',
      '/images/nope.jpg',
      '/en/about/nope',
      '/rss.xml/',
      '/about.html',
      '/en.html',
      '/es/',
      '/EN/',
      '/en/%C3%A9',
      '/%E0%A4%A',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
    ].map((path) => get(path, 'unknown address')),
    ...['/_headers', '/_redirects', '/_worker.js', '/_routes.json'].map((path) => get(path, "a host's own file")),
    ...['/.env', '/.git/config', '/.well-known/security.txt', '/en/.htaccess', '/.vite/manifest.json'].map((path) => get(path, 'dotfile')),
    ...[
      ['POST', '/'],
      ['POST', '/contact/'],
      ['POST', '/about'],
      ['PUT', '/en/about/'],
      ['DELETE', asset],
      ['OPTIONS', '/'],
      ['PATCH', '/nope'],
    ].map(([method = 'GET', path = '/']) => ({ method, path, headers: {}, kind: 'another method' })),
    ...['/', '/en/about', '/nope', asset].map((path) => ({ method: 'HEAD', path, headers: {}, kind: 'HEAD' })),
    ...ACCEPT_ENCODINGS.flatMap((accept) =>
      ['/', '/en/about/', '/about', asset, '/images/og/es.jpg', '/en/nope'].map((path) =>
        get(path, 'Accept-Encoding', { 'accept-encoding': accept }),
      ),
    ),
  ]
}

/**
 * What must be the same in both answers: the status, where a redirect goes, how the body is to be
 * read (Content-Type: a script or a page read as another type breaks), how long it may be kept
 * (Cache-Control: what the site's caching rules are for) and the security headers. Left out, on
 * purpose: Content-Encoding and Content-Length (this server compresses, as Cloudflare's edge does
 * in production and its local runtime does not), ETag (a validator means something only to the
 * server that made it), Access-Control-Allow-Origin (Cloudflare adds `*` to every file; nothing on
 * the site is read cross-origin), Date, Vary, and the runtime's own markers.
 */
export const COMPARED_HEADERS = [
  'location',
  'content-type',
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const
