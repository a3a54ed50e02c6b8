import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findImageVariants, responsiveImagesPlugin, variantCacheDir } from '../../../../scripts/build/plugins/responsive-images.ts'
import { photo } from '../content/fixtures.ts'

// `npm run dev` makes a variant when a page asks for it: the same file the build publishes, and only the ones it publishes.
describe('an image variant asked of npm run dev', () => {
  let root = ''
  let server: ViteDevServer
  let origin = ''
  const get = (path: string) => fetch(`${origin}${path}`)

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dev-variants-'))
    mkdirSync(join(root, 'public/images/og'), { recursive: true })
    const cover = await photo().jpeg().toBuffer()
    writeFileSync(join(root, 'public/images/cover.jpg'), cover)
    writeFileSync(join(root, 'public/images/og/card.jpg'), cover)
    server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [responsiveImagesPlugin(root)], server: { port: 0 } })
    await server.listen()
    origin = `http://localhost:${(server.httpServer?.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('is encoded on request, at the width its name says, as the build encodes it', async () => {
    const response = await get('/images/cover-480.avif')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect((await sharp(bytes).metadata()).width).toBe(480)
    // The build's listing finds the same file in the cache, with nothing left to encode for it.
    const { files } = await findImageVariants(join(root, 'public/images'), variantCacheDir(root))
    expect(readFileSync(files.get('images/cover-480.avif')?.file ?? '')).toEqual(bytes)
  })

  it("serves a variant the build's cache holds from there, without encoding it again: the two share the cache", async () => {
    writeFileSync(join(root, 'public/images/built.jpg'), await photo(810, 540).jpeg().toBuffer())
    const { files } = await findImageVariants(join(root, 'public/images'), variantCacheDir(root))
    const cached = files.get('images/built-320.webp')?.file ?? ''
    // Bytes no encoder writes: served, they can only have come from the file the build would place. Removed after, as
    // SITE_CACHE_DIR may point at a cache that outlives the test.
    mkdirSync(dirname(cached), { recursive: true })
    writeFileSync(cached, 'as the build left it')
    try {
      const response = await get('/images/built-320.webp')
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('as the build left it')
    } finally {
      rmSync(cached, { force: true })
    }
  })

  it("serves the source's own width, in WebP too", async () => {
    const response = await get('/images/cover-1200.webp')
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1200)
  })

  it('answers 404 for a variant the build would not write: another width, a wider one, no source, a social card', async () => {
    for (const path of ['/images/cover-700.avif', '/images/cover-1920.webp', '/images/missing-480.avif', '/images/og/card-480.avif']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})
