import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import type { RequestListener } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, edgeRefuses, refusesIdentity } from '../../../../scripts/tools/serve/encoding.ts'
import { headersFor, parseHeaders } from '../../../../scripts/tools/serve/headers.ts'
import { precompress, serveStatic } from '../../../../scripts/tools/serve/static.ts'
import { rawRequestTo } from '../../../support/raw-request.ts'
import { scratchFolders } from '../../../support/scratch.ts'

const scratch = scratchFolders()

// The project's server answers as Cloudflare Pages does; tests/e2e/host-cloudflare.spec.ts holds
// it to Cloudflare's own runtime on the real build. These pin each rule on a site in miniature.

/** One request to the handler, with any method and headers; the answer's bytes as sent. */
const raw = (handler: RequestListener, method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequestTo(handler, { method, path, headers })

/** A built site in miniature: pages in folders, a 404 page per language, an asset, the build's kinds of `_headers` rules. */
function miniSite(): string {
  const site = scratch('site')
  for (const dir of ['en/about', 'about', 'assets', '.secret']) mkdirSync(join(site, dir), { recursive: true })
  writeFileSync(join(site, 'index.html'), '<p>home</p>')
  writeFileSync(join(site, 'about/index.html'), '<p>sobre</p>')
  writeFileSync(join(site, 'en/about/index.html'), '<p>about</p>')
  writeFileSync(join(site, '404.html'), '<p>es not found</p>')
  writeFileSync(join(site, 'en/404.html'), '<p>en not found</p>')
  writeFileSync(join(site, 'rss.xml'), '<rss/>')
  writeFileSync(join(site, 'assets/app-1a2b.js'), 'console.log("app")'.repeat(20))
  writeFileSync(
    join(site, '_headers'),
    [
      '/*',
      '  X-Frame-Options: DENY',
      '  Content-Security-Policy: connect-src none',
      '',
      '/about/',
      '  ! Content-Security-Policy',
      '  Content-Security-Policy: connect-src mail',
      '',
      '/en/*',
      '  X-Language: en',
      '',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
  )
  writeFileSync(join(site, '.env'), 'SECRET=1')
  writeFileSync(join(site, '.secret/index.html'), 'secret page')
  writeFileSync(join(site, 'en/.htaccess'), 'secret rules')
  return site
}

describe('the static server answers as Cloudflare Pages does', () => {
  const site = miniSite()
  const handler = serveStatic(site)

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])('answers %s with 405 and Allow: GET, HEAD, never the page', async (method) => {
    const answer = await raw(handler, method, '/')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(answer.body.toString()).not.toContain('home')
  })

  it('answers GET with the file, and HEAD with its headers and no body', async () => {
    const get = await raw(handler, 'GET', '/')
    expect([get.status, get.body.toString(), get.headers['content-type']]).toEqual([200, '<p>home</p>', 'text/html; charset=utf-8'])
    const head = await raw(handler, 'HEAD', '/')
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String('<p>home</p>'.length), 0])
  })

  it.each([
    ['/about', '/about/'],
    ['/about?selected_service=x', '/about/?selected_service=x'],
    ['/en/about', '/en/about/'],
    ['/index.html', '/'],
    ['/en/about/index.html?a=1', '/en/about/?a=1'],
    ['/en/about/index', '/en/about/'],
    ['/en/about/index/', '/en/about/'],
    ['/404.html', '/404'],
  ])('sends %s to the address a page is served at (%s) with 308, query kept', async (path, location) => {
    const answer = await raw(handler, 'GET', path)
    expect([answer.status, answer.headers.location]).toEqual([308, location])
    // A redirect gets the rules of the path asked for, as every answer does.
    expect([answer.headers['x-frame-options'], answer.headers['x-language']]).toEqual(['DENY', path.startsWith('/en/') ? 'en' : undefined])
  })

  it('serves a page behind its slash, and x.html at /x', async () => {
    expect((await raw(handler, 'GET', '/en/about/')).body.toString()).toBe('<p>about</p>')
    expect((await raw(handler, 'GET', '/404')).status).toBe(200)
  })

  it.each([
    ['/missing', '<p>es not found</p>'],
    ['/en/missing', '<p>en not found</p>'],
    ['/en/deeper/still/missing/', '<p>en not found</p>'],
    ['/pt/missing', '<p>es not found</p>'],
    ['/rss.xml/', '<p>es not found</p>'],
  ])('answers %s, which no file answers, with the nearest 404.html and status 404, never cached', async (path, body) => {
    const answer = await raw(handler, 'GET', path)
    expect([answer.status, answer.body.toString(), answer.headers['cache-control']]).toEqual([404, body, 'no-store'])
  })

  it.each([
    '/_headers',
    '/_header%73',
    '/.env',
    '/.secret/',
    '/.secret/index.html',
    '/en/.htaccess',
    '/assets/../.env',
    '/%2eenv',
    '/..%2f..%2fetc/passwd',
  ])('never serves the host’s files, a dotfile or a file outside the site: %s is a 404', async (path) => {
    const answer = await raw(handler, 'GET', path)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).not.toMatch(/immutable|X-Frame|SECRET|secret|root:/)
  })

  it("applies _headers' rules for the path asked: a file under /assets/ is immutable, a 404 there is not", async () => {
    const found = await raw(handler, 'GET', '/assets/app-1a2b.js')
    expect([found.status, found.headers['cache-control'], found.headers['content-type']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'application/javascript',
    ])
    const missing = await raw(handler, 'GET', '/assets/app-gone.js')
    expect([missing.status, missing.body.toString(), missing.headers['cache-control']]).toEqual([404, '<p>es not found</p>', 'no-store'])
    expect(missing.headers['x-frame-options']).toBe('DENY')
    // Anything else found gets Cloudflare's default: revalidate every time.
    expect((await raw(handler, 'GET', '/rss.xml')).headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('replaces a header an earlier rule set where a rule unsets it (`! Name`), so one policy arrives', async () => {
    expect((await raw(handler, 'GET', '/about/')).headers['content-security-policy']).toBe('connect-src mail')
    expect((await raw(handler, 'GET', '/')).headers['content-security-policy']).toBe('connect-src none')
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

  it.each([
    ['gzip, identity;q=0', '/', 406],
    ['identity;q=0', '/', 415],
    ['*;q=0', '/missing', 415],
    ['identity;q=0', '/about', 415],
  ])('refuses "%s" at %s as Cloudflare does (%i)', async (accept, path, status) => {
    expect((await raw(handler, 'GET', path, { 'accept-encoding': accept })).status).toBe(status)
  })
})

describe('a site with no 404.html', () => {
  it('answers an unknown path with its index.html and 200, as Cloudflare Pages does for a single-page app; with neither, a plain 404', async () => {
    const site = scratch('spa')
    writeFileSync(join(site, 'index.html'), 'app')
    expect(await raw(serveStatic(site), 'GET', '/anything').then((a) => [a.status, a.body.toString()])).toEqual([200, 'app'])
    const empty = scratch('empty')
    expect((await raw(serveStatic(empty), 'GET', '/anything')).status).toBe(404)
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

describe('what Cloudflare refuses', () => {
  it.each([
    ['', false, false],
    ['identity;q=0', true, true],
    ['*;q=0', true, true],
    ['*;q=0, identity', false, false],
    ['gzip, identity;q=0', true, false],
    ['*, identity;q=0', true, true],
    ['identity; q=0', true, true],
    ['IDENTITY;q=0', false, false],
    ['br;q=0, gzip;q=0', false, false],
  ])('"%s": the asset server answers 406: %s; the edge answers 415: %s', (accept, notAcceptable, unsupported) => {
    expect(refusesIdentity(accept)).toBe(notAcceptable)
    expect(edgeRefuses(accept)).toBe(unsupported)
  })
})

describe('the static server used by npm start and the browser tests', () => {
  it('compresses text and serves a rebuilt file, never the old compressed copy', async () => {
    const dir = scratch('serve')
    writeFileSync(join(dir, 'app.js'), 'console.log(1)')
    const get = async () => (await raw(serveStatic(dir), 'GET', '/app.js', { 'accept-encoding': 'br' })).body
    expect(brotliDecompressSync(await get()).toString()).toBe('console.log(1)')
    writeFileSync(join(dir, 'app.js'), 'console.log(2)') // same length, new content
    utimesSync(join(dir, 'app.js'), new Date(), new Date(Date.now() + 5000))
    expect(brotliDecompressSync(await get()).toString()).toBe('console.log(2)')
  })

  it('compresses every text file ahead of time for the bench, and serves those copies', async () => {
    const site = scratch('precompress')
    mkdirSync(join(site, 'assets'))
    writeFileSync(join(site, 'index.html'), '<p>hola</p>')
    writeFileSync(join(site, 'assets/app.css'), 'p{color:red}')
    writeFileSync(join(site, 'assets/logo.svg'), '<svg/>')
    writeFileSync(join(site, 'assets/photo.avif'), 'binary')
    expect(precompress(site)).toBe(3)
    const css = await raw(serveStatic(site), 'GET', '/assets/app.css', { 'accept-encoding': 'gzip' })
    expect([gunzipSync(css.body).toString(), css.headers['content-encoding']]).toEqual(['p{color:red}', 'gzip'])
    const avif = await raw(serveStatic(site), 'GET', '/assets/photo.avif', { 'accept-encoding': 'br' })
    expect([avif.body.toString(), avif.headers['content-encoding']]).toEqual(['binary', undefined])
  })
})

describe('_headers', () => {
  it('applies every matching rule in file order: a header set again gets a second value, unless unset first', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n  Cache-Control: none\n\n/assets/*\n  Cache-Control: immutable\n\n/x/\n  ! X-A\n  X-A: 2\n')
    expect(headersFor(rules, '/assets/app.js')).toEqual({ 'x-a': '1', 'cache-control': 'none, immutable' })
    expect(headersFor(rules, '/about')).toEqual({ 'x-a': '1', 'cache-control': 'none' })
    expect(headersFor(rules, '/x/')).toEqual({ 'x-a': '2', 'cache-control': 'none' })
  })
})
