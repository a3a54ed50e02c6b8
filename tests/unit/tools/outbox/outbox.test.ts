import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, createServer as createHttp2Server } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMiddleware } from '../../../../scripts/tools/outbox/middleware.ts'
import { isLocalHost } from '../../../../scripts/tools/outbox/guard.ts'
import { listMessages, MAX_MESSAGES, outboxDir, storeMessage } from '../../../../scripts/tools/outbox/store.ts'
import type { OutboxMessage } from '../../../../scripts/tools/outbox/provider.ts'
import { rawRequest, rawRequestTo } from '../../../support/raw-request.ts'
import { scratchFolders } from '../../../support/scratch.ts'

const scratch = scratchFolders()

let dir: string
let server: Server
let base: string
let port: number

beforeAll(async () => {
  server = createServer((req, res) => outboxMiddleware(dir)(req, res, () => res.writeHead(404).end('static')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
// A fresh folder per test, removed with the others after the file; the outbox creates `messages`.
const freshDir = () => (dir = join(scratch('outbox-test'), 'messages'))

const libraryFields = { lib_version: '4.4.1', service_id: 'service_1', template_id: 'template_1', user_id: 'pk_1' }
const params = { user_name: 'Ana', user_email: 'ana@example.com', user_phone: '099 123 456', message: 'Hola', selected_service: 'contact' }

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const sendForm = (fields: Record<string, string>) => fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form(fields) })
const sendJson = (body: unknown) =>
  fetch(`${base}/api/v1.0/email/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const stored = () =>
  readdirSafe(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8'))) as Record<string, unknown>[]
const readdirSafe = (path: string) => {
  try {
    return readdirSync(path)
  } catch {
    return []
  }
}

describe('the local outbox, POST /api/v1.0/email/send-form', () => {
  it('answers 200 "OK" and stores the four ids apart from the five template fields', async () => {
    freshDir()
    const response = await sendForm({ ...params, ...libraryFields })
    expect([response.status, await response.text()]).toEqual([200, 'OK'])
    const [message] = stored()
    expect(message).toMatchObject({ via: 'send-form', ...libraryFields, template_params: params })
    expect(Object.keys(message?.template_params as object).sort()).toEqual(Object.keys(params).sort())
  })

  it.each([
    ['user_id', 'The user_id parameter is required'],
    ['service_id', 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin'],
    ['template_id', 'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates'],
  ])('answers 400 naming a missing %s, and stores nothing', async (missing, text) => {
    freshDir()
    const { [missing as keyof typeof libraryFields]: _gone, ...rest } = libraryFields
    const response = await sendForm({ ...params, ...rest })
    expect([response.status, await response.text()]).toEqual([400, text])
    expect(stored()).toEqual([])
  })

  it('treats an empty id as missing', async () => {
    freshDir()
    const response = await sendForm({ ...params, ...libraryFields, user_id: '' })
    expect(response.status).toBe(400)
  })

  it('never stores the private key', async () => {
    freshDir()
    await sendForm({ ...params, ...libraryFields, accessToken: 'secret' })
    expect(JSON.stringify(stored())).not.toContain('secret')
  })

  it('refuses other methods and bodies over 1 MiB', async () => {
    freshDir()
    expect((await fetch(`${base}/api/v1.0/email/send-form`)).status).toBe(405)
    const big = await sendForm({ ...params, ...libraryFields, message: 'x'.repeat(1024 * 1024 + 1) })
    expect(big.status).toBe(413)
    expect(stored()).toEqual([])
  })
})

describe('the local outbox, POST /api/v1.0/email/send', () => {
  it('stores a JSON message whose template_params is an object', async () => {
    freshDir()
    const response = await sendJson({ ...libraryFields, template_params: params })
    expect([response.status, await response.text()]).toEqual([200, 'OK'])
    expect(stored()[0]).toMatchObject({ via: 'send', ...libraryFields, template_params: params })
  })

  it.each([
    ['a string', 'hello'],
    ['an array', ['a']],
    ['a number', 1],
  ])('answers 400 when template_params is %s', async (_kind, templateParams) => {
    freshDir()
    const response = await sendJson({ ...libraryFields, template_params: templateParams })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/template params/)
    expect(stored()).toEqual([])
  })

  it('answers 400 naming a missing public key, and 400 to a body that is not JSON', async () => {
    freshDir()
    const { user_id: _gone, ...rest } = libraryFields
    const missing = await sendJson({ ...rest, template_params: params })
    expect([missing.status, await missing.text()]).toEqual([400, 'The user_id parameter is required'])
    const garbled = await fetch(`${base}/api/v1.0/email/send`, { method: 'POST', body: '{not json' })
    expect(garbled.status).toBe(400)
  })
})

describe('the outbox page, /__outbox', () => {
  it('lists the messages newest first with every value escaped, and runs no script', async () => {
    freshDir()
    await sendForm({ ...params, ...libraryFields, user_name: 'First' })
    await new Promise((resolve) => setTimeout(resolve, 5)) // a later arrival time
    await sendForm({ ...params, ...libraryFields, user_name: 'Second <img src=x onerror="alert(1)">' })
    const response = await fetch(`${base}/__outbox`)
    const html = await response.text()
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(html).not.toContain('<img')
    expect(html).toContain('Second &lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'))
    expect(html).toContain('2 messages')
  })

  it('says when there is nothing yet, and leaves every other path to the next handler', async () => {
    freshDir()
    expect(await (await fetch(`${base}/__outbox`)).text()).toContain('No messages yet.')
    const other = await fetch(`${base}/contact`)
    expect([other.status, await other.text()]).toEqual([404, 'static'])
  })
})

/** A JSON message as a page on another site can send it: text/plain, so no preflight stops it. */
const jsonMessage = JSON.stringify({ ...libraryFields, template_params: params })
const post = (headers: Record<string, string>, path = '/api/v1.0/email/send') =>
  rawRequest(port, { method: 'POST', path, headers: { 'content-type': 'text/plain', ...headers }, body: jsonMessage })

describe('the outbox answers only this machine’s own pages', () => {
  it.each([
    ['another site', 'http://evil.example'],
    ['another port of this machine', 'http://127.0.0.1:1'],
    ['another name for this server', 'http://localhost:PORT'],
    ['a sandboxed frame or a file', 'null'],
    ['another scheme', 'ftp://127.0.0.1:PORT'],
  ])('refuses a POST from %s with 403, and stores nothing', async (_who, origin) => {
    freshDir()
    for (const path of ['/api/v1.0/email/send', '/api/v1.0/email/send-form']) {
      const answer = await post({ origin: origin.replace('PORT', String(port)) }, path)
      expect(answer.status).toBe(403)
    }
    expect(stored()).toEqual([])
  })

  it('stores a POST from its own origin, and one without an Origin (a local program)', async () => {
    freshDir()
    expect((await post({ origin: base })).status).toBe(200)
    expect((await post({})).status).toBe(200)
    expect(stored()).toHaveLength(2)
  })

  it.each(['evil.example', 'evil.example:PORT', 'localhost.evil.example:PORT', '127.0.0.1.nip.io:PORT', '192.168.1.10:PORT', '0.0.0.0:PORT'])(
    'refuses the Host %s (DNS rebinding) with 421: nothing stored, no message shown',
    async (rawHost) => {
      freshDir()
      const host = rawHost.replace('PORT', String(port))
      await sendForm({ ...params, ...libraryFields, user_name: 'Secret' })
      const sent = await post({ host, origin: `http://${host}` })
      expect(sent.status).toBe(421)
      expect(stored()).toHaveLength(1)
      const page = await rawRequest(port, { path: '/__outbox', headers: { host } })
      expect(page.status).toBe(421)
      expect(page.body.toString()).not.toContain('Secret')
    },
  )

  it('answers on localhost, 127.0.0.1 and [::1], with or without a port', async () => {
    freshDir()
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost', 'LOCALHOST:4173']) {
      expect(isLocalHost(host)).toBe(true)
      expect((await post({ host, origin: `http://${host}` })).status).toBe(200)
      expect((await rawRequest(port, { path: '/__outbox', headers: { host } })).status).toBe(200)
    }
    for (const host of ['', 'localhost:', 'localhost:99999x', '[::2]:80', '127.0.0.2']) expect(isLocalHost(host)).toBe(false)
  })
})

describe('the outbox over HTTP/2 (the bench serves it so)', () => {
  /** One POST over cleartext HTTP/2, whose host is the :authority pseudo-header, not a Host header. */
  async function postOverHttp2(authority: (port: number) => string, origin: (port: number) => string): Promise<number> {
    const folder = join(scratch('outbox-h2'), 'messages')
    const handler = outboxMiddleware(folder)
    const server = createHttp2Server((req, res) => handler(req, res, () => res.writeHead(404).end()))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const h2port = (server.address() as AddressInfo).port
    const client = connect(`http://127.0.0.1:${h2port}`)
    try {
      return await new Promise<number>((resolve, reject) => {
        const stream = client.request({
          ':method': 'POST',
          ':path': '/api/v1.0/email/send',
          ':authority': authority(h2port),
          origin: origin(h2port),
          'content-type': 'text/plain',
        })
        stream.on('response', (headers) => resolve(Number(headers[':status'])))
        stream.on('error', reject)
        stream.resume()
        stream.end(jsonMessage)
      })
    } finally {
      client.close()
      server.close()
    }
  }

  it('reads the host from :authority: its own origin is stored, another refused', async () => {
    expect(
      await postOverHttp2(
        (p) => `localhost:${p}`,
        (p) => `http://localhost:${p}`,
      ),
    ).toBe(200)
    expect(
      await postOverHttp2(
        (p) => `localhost:${p}`,
        () => 'http://evil.example',
      ),
    ).toBe(403)
    expect(
      await postOverHttp2(
        (p) => `evil.example:${p}`,
        (p) => `http://evil.example:${p}`,
      ),
    ).toBe(421)
  })
})

describe('how many messages the outbox keeps', () => {
  const message: OutboxMessage = { via: 'send', lib_version: '4.4.1', service_id: 's', template_id: 't', user_id: 'u', template_params: {} }

  it('drops the oldest past its cap, and says so on /__outbox', async () => {
    const capped = join(scratch('outbox-cap'), 'messages')
    const handler = outboxMiddleware(capped, { maxMessages: 3 })
    const send = (n: number) =>
      rawRequestTo((req, res) => handler(req, res, () => res.end()), {
        method: 'POST',
        path: '/api/v1.0/email/send',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...libraryFields, template_params: { ...params, user_name: `Sender ${n}` } }),
      })
    for (const n of [1, 2, 3, 4, 5]) expect((await send(n)).status).toBe(200)
    const kept = await listMessages(capped)
    expect(kept.map((m) => m.template_params.user_name)).toEqual(['Sender 5', 'Sender 4', 'Sender 3'])
    expect(readdirSync(capped)).toHaveLength(3)
    const page = await rawRequestTo((req, res) => handler(req, res, () => res.end()), { path: '/__outbox' })
    expect(page.body.toString()).toContain('keeps the newest 3: older ones are deleted')
  })

  it('keeps 500 by default, as its page says', async () => {
    freshDir()
    expect(MAX_MESSAGES).toBe(500)
    expect(await (await fetch(`${base}/__outbox`)).text()).toContain('keeps the newest 500: older ones are deleted')
  })

  it('lists messages that arrived in the same millisecond newest first', async () => {
    freshDir()
    const now = new Date('2026-01-02T03:04:05.678Z')
    for (const n of [1, 2, 3, 4]) await storeMessage(dir, { ...message, template_params: { n } }, now)
    expect((await listMessages(dir)).map((m) => m.template_params.n)).toEqual([4, 3, 2, 1])
  })
})

describe('outboxDir', () => {
  it('is .outbox in the project, or OUTBOX_DIR', () => {
    const saved = process.env.OUTBOX_DIR
    delete process.env.OUTBOX_DIR
    expect(outboxDir('/project')).toBe('/project/.outbox')
    process.env.OUTBOX_DIR = '.outbox-e2e'
    expect(outboxDir('/project')).toBe('/project/.outbox-e2e')
    if (saved === undefined) delete process.env.OUTBOX_DIR
    else process.env.OUTBOX_DIR = saved
  })
})
