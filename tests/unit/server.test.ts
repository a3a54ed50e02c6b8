import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../scripts/server/encoding'
import { headersFor, parseHeaders } from '../../scripts/server/headers'
import { precompress, serveStatic } from '../../scripts/server/static'
import { rawRequestTo } from '../support/raw-request'

async function get(dir: string, path: string, headers: Record<string, string> = {}) {
  const server = createServer(serveStatic(dir))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers })
    return { status: response.status, body: await response.text(), encoding: response.headers.get('content-encoding') }
  } finally {
    server.close()
  }
}

async function fetchRaw(dir: string, path: string) {
  const server = createServer(serveStatic(dir))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { redirect: 'manual' })
    return { status: response.status, location: response.headers.get('location') }
  } finally {
    server.close()
  }
}

/** One request to the handler, with any method and headers; the answer's bytes as sent. */
const raw = (handler: RequestListener, method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequestTo(handler, { method, path, headers })

/** A built site in miniature, with the build's kinds of `_headers` rules and `_redirects`. */
function miniSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(site, 'en'))
  mkdirSync(join(site, 'assets'))
  mkdirSync(join(site, '.secret'))
  writeFileSync(join(site, 'index.html'), '<p>home</p>')
  writeFileSync(join(site, '404.html'), '<p>es not found</p>')
  writeFileSync(join(site, 'en/404.html'), '<p>en not found</p>')
  writeFileSync(join(site, 'assets/app-1a2b.js'), 'console.log("app")'.repeat(20))
  writeFileSync(join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  writeFileSync(join(site, '_redirects'), '/en/*  /en/404.html  404\n')
  writeFileSync(join(site, '.env'), 'SECRET=1')
  writeFileSync(join(site, '.secret/index.html'), 'secret page')
  writeFileSync(join(site, 'en/.htaccess'), 'secret rules')
  return site
}

/** The site served as scripts/serve.ts serves it: its `_headers` rules applied. */
function served(site: string) {
  const rules = parseHeaders(readFileSync(join(site, '_headers'), 'utf8'))
  return serveStatic(site, (path) => headersFor(rules, path))
}

describe('the static server answers as Netlify and Cloudflare Pages do', () => {
  const site = miniSite()
  const handler = served(site)

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])('answers %s with 405 and Allow: GET, HEAD, never the page', async (method) => {
    const answer = await raw(handler, method, '/')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(answer.body.toString()).not.toContain('home')
  })

  it('answers GET with the file, and HEAD with its headers and no body', async () => {
    const get = await raw(handler, 'GET', '/')
    expect([get.status, get.body.toString()]).toEqual([200, '<p>home</p>'])
    const head = await raw(handler, 'HEAD', '/')
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String('<p>home</p>'.length), 0])
  })

  it.each(['/_headers', '/_redirects', '/_header%73', '/.env', '/.secret/', '/.secret/index.html', '/en/.htaccess', '/assets/../.env', '/%2eenv'])(
    'never serves the host’s files or a dotfile: %s is a 404',
    async (path) => {
      const answer = await raw(handler, 'GET', path)
      expect(answer.status).toBe(404)
      expect(answer.body.toString()).not.toMatch(/immutable|X-Frame|404\.html|SECRET|secret/)
    },
  )

  it('applies _headers to what it found: a file under /assets/ is immutable, a 404 there is not', async () => {
    const found = await raw(handler, 'GET', '/assets/app-1a2b.js')
    expect(found.status).toBe(200)
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await raw(handler, 'GET', '/assets/app-gone.js')
    expect([missing.status, missing.body.toString()]).toEqual([404, '<p>es not found</p>'])
    expect(missing.headers['cache-control']).toBeUndefined()
    // The 404 page is a page: it keeps the headers every page gets.
    expect(missing.headers['x-frame-options']).toBe('DENY')
    const english = await raw(handler, 'GET', '/en/assets/app-gone.js')
    expect([english.status, english.body.toString(), english.headers['x-frame-options']]).toEqual([404, '<p>en not found</p>', 'DENY'])
  })

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
  ])('honours Accept-Encoding q-values: "%s" gets %s', async (accept, encoding) => {
    const answer = await raw(handler, 'GET', '/assets/app-1a2b.js', { 'accept-encoding': accept })
    expect(answer.headers['content-encoding']).toBe(encoding)
    const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body
    expect(body.toString()).toBe('console.log("app")'.repeat(20))
  })
})

describe('chooseEncoding', () => {
  it.each([
    ['', undefined],
    ['br', 'br'],
    ['BR;Q=1', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0', undefined],
    ['br; q=0, gzip; q=0.001', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0.5, identity', undefined],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    ['br;q=2, gzip', 'gzip'],
    ['deflate, compress', undefined],
  ])('"%s" gets %s', (accept, encoding) => {
    expect(chooseEncoding(accept)).toBe(encoding)
  })
})

describe('the static server used by npm start and the browser tests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'))
  writeFileSync(join(dir, 'index.html'), 'home')
  writeFileSync(join(dir, '404.html'), 'es not found')

  it('serves folders as clean URLs and unknown paths as the 404 page with status 404', async () => {
    expect(await get(dir, '/')).toMatchObject({ status: 200, body: 'home' })
    expect(await get(dir, '/missing')).toMatchObject({ status: 404, body: 'es not found' })
    expect((await get(dir, '/../../etc/passwd')).status).toBe(404)
  })

  it('answers a path no file answers by the site’s _redirects: each language its own 404 page', async () => {
    const site = mkdtempSync(join(tmpdir(), 'redirects-'))
    mkdirSync(join(site, 'en'))
    writeFileSync(join(site, '404.html'), 'es not found')
    writeFileSync(join(site, 'en/404.html'), 'en not found')
    writeFileSync(join(site, '_redirects'), '# per language\n/en/*  /en/404.html  404\n/old  /new  301\n')
    expect(await get(site, '/en/missing/deep')).toMatchObject({ status: 404, body: 'en not found' })
    expect(await get(site, '/missing')).toMatchObject({ status: 404, body: 'es not found' })
    const moved = await fetchRaw(site, '/old')
    expect(moved).toEqual({ status: 301, location: '/new' })
  })

  it('compresses text and serves a rebuilt file, never the old compressed copy', async () => {
    writeFileSync(join(dir, 'app.js'), 'console.log(1)')
    expect(await get(dir, '/app.js', { 'accept-encoding': 'br' })).toMatchObject({ body: 'console.log(1)', encoding: 'br' })
    writeFileSync(join(dir, 'app.js'), 'console.log(2)') // same length, new content
    utimesSync(join(dir, 'app.js'), new Date(), new Date(Date.now() + 5000))
    expect((await get(dir, '/app.js', { 'accept-encoding': 'br' })).body).toBe('console.log(2)')
  })
})

describe('_headers', () => {
  it('applies every matching block, in file order', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n  Cache-Control: none\n\n/assets/*\n  Cache-Control: immutable\n')
    expect(headersFor(rules, '/assets/app.js')).toEqual({ 'X-A': '1', 'Cache-Control': 'immutable' })
    expect(headersFor(rules, '/about')).toEqual({ 'X-A': '1', 'Cache-Control': 'none' })
  })

  it('compresses every text file ahead of time for the bench, and serves those copies', async () => {
    const site = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(site, 'assets'))
    writeFileSync(join(site, 'index.html'), '<p>hola</p>')
    writeFileSync(join(site, 'assets/app.css'), 'p{color:red}')
    writeFileSync(join(site, 'assets/logo.svg'), '<svg/>')
    writeFileSync(join(site, 'assets/photo.avif'), 'binary')
    expect(precompress(site)).toBe(3)
    expect(await get(site, '/assets/app.css', { 'accept-encoding': 'gzip' })).toMatchObject({ body: 'p{color:red}', encoding: 'gzip' })
    expect(await get(site, '/assets/photo.avif', { 'accept-encoding': 'br' })).toMatchObject({ body: 'binary', encoding: null })
  })
})
