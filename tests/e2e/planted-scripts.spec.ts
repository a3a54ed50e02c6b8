import { expect, test } from '@playwright/test'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveStatic } from '../../scripts/tools/serve/static.ts'
import { DIST } from './support/dist.ts'

/**
 * A same-origin script the build did not write never runs, whatever loads it. The files a content
 * pull request once published through public/ (check:content now refuses them there, so they are
 * planted in a scratch site here): a script, a page and SVGs that load it, served with the CSP the
 * build wrote to dist/_headers, as a host serves it. Each would report itself by requesting
 * /ran?…; the same files served without the CSP do run, so the test can see a script run.
 */
const RUN_JS = "fetch('/ran?script=' + encodeURIComponent(location.pathname))\n"
const PLANTED: Record<string, string> = {
  'images/blog/run.js': RUN_JS,
  'images/blog/page.html': [
    '<!doctype html><html lang="es"><title>planted</title>',
    '<script src="/images/blog/run.js"></script>',
    '<script type="module" src="/images/blog/run.js?module"></script>',
    "<script>fetch('/ran?inline')</script>",
    '<img src="/nowhere.png" alt="" onerror="fetch(\'/ran?onerror\')">',
    '</html>',
  ].join('\n'),
  'images/blog/script.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><script xlink:href="/images/blog/run.js"/><script href="/images/blog/run.js?href"/></svg>',
  'images/blog/onload.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/ran?svg-onload\')"><rect width="4" height="4"/></svg>',
  'images/blog/inline.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch(\'/ran?svg-inline\')</script></svg>',
}
// The page is asked for by its file name; the server answers as Cloudflare Pages does, with a
// redirect to the address without `.html`, which is where the page then reports from.
const DOCUMENTS = ['/images/blog/page.html', '/images/blog/script.svg', '/images/blog/onload.svg', '/images/blog/inline.svg']

interface Site {
  origin: string
  ran: string[]
  server: Server
}

/**
 * A scratch site of the planted files on a free port, with or without the build's `_headers` (the
 * project's server reads it from the folder it serves); it notes every /ran request.
 */
async function serve(withHeaders: boolean): Promise<Site & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'planted-'))
  mkdirSync(join(dir, 'images/blog'), { recursive: true })
  copyFileSync(join(DIST, '404.html'), join(dir, '404.html'))
  if (withHeaders) copyFileSync(join(DIST, '_headers'), join(dir, '_headers'))
  for (const [path, text] of Object.entries(PLANTED)) writeFileSync(join(dir, path), text)
  const files = serveStatic(dir)
  const ran: string[] = []
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/ran')) {
      ran.push(req.url)
      res.writeHead(204).end()
      return
    }
    files(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, ran, server, dir }
}

test.describe('a script planted on the site, and the page and SVGs that load it', () => {
  let protectedSite: Site & { dir: string }
  let bareSite: Site & { dir: string }

  test.beforeAll(async () => {
    protectedSite = await serve(true)
    bareSite = await serve(false)
  })

  test.afterAll(() => {
    for (const site of [protectedSite, bareSite]) {
      site?.server.close()
      if (site) rmSync(site.dir, { recursive: true, force: true })
    }
  })

  test('run when served without the CSP: the test sees a script that runs', async ({ context }) => {
    // Each document in its own tab, left open: navigating one tab on to the next document would
    // cancel a report still in flight (an image's onerror fires late, on the image's 404).
    for (const path of DOCUMENTS) await (await context.newPage()).goto(bareSite.origin + path)
    await expect
      .poll(() => bareSite.ran)
      .toEqual(
        expect.arrayContaining([
          '/ran?script=%2Fimages%2Fblog%2Fpage',
          '/ran?inline',
          '/ran?onerror',
          '/ran?script=%2Fimages%2Fblog%2Fscript.svg',
          '/ran?svg-onload',
          '/ran?svg-inline',
        ]),
      )
  })

  test('run nowhere under the CSP the build wrote to _headers: each document reports its scripts refused', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (entry: string) => violations.push(entry))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (entry: string) => void }).reportViolation(`${location.pathname} ${event.effectiveDirective}`)
      })
    })
    const requested: string[] = []
    page.on('request', (request) => new URL(request.url()).pathname === '/ran' && requested.push(request.url()))
    for (const path of DOCUMENTS) {
      const response = await page.goto(protectedSite.origin + path)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'strict-dynamic'")
      // One more message from the page after its load: the browser's events for this document came before it.
      await page.evaluate(() => document.readyState)
    }
    expect(requested).toEqual([])
    expect(protectedSite.ran).toEqual([])
    expect([...new Set(violations)].sort()).toEqual([
      '/images/blog/inline.svg script-src-elem',
      '/images/blog/onload.svg script-src-attr',
      '/images/blog/page script-src-attr',
      '/images/blog/page script-src-elem',
      '/images/blog/script.svg script-src-elem',
    ])
  })
})
