import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeaders } from '../../scripts/server/headers'
import { precompress, serveStatic } from '../../scripts/server/static'

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
