import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import { refusalFor } from './guard.ts'
import { renderOutboxPage } from './page.ts'
import { acceptSend, acceptSendForm, REFUSALS, type Verdict } from './provider.ts'
import { listMessages, MAX_MESSAGES, pruneMessages, storeMessage } from './store.ts'

export const SEND_FORM_PATH = '/api/v1.0/email/send-form'
export const SEND_PATH = '/api/v1.0/email/send'
export const OUTBOX_PAGE_PATH = '/__outbox'

/** Far above any contact message; keeps a stray upload from filling memory. */
const MAX_BODY_BYTES = 1024 * 1024

class TooLarge extends Error {}

/** Node's HTTP/1.1 server, or its HTTP/2 one's compatibility API (the bench serves over HTTP/2). */
type Request = IncomingMessage | Http2ServerRequest
type Response = ServerResponse | Http2ServerResponse

/** The request body, or TooLarge once it passes the cap (read to its end, so the 413 arrives). */
async function readBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= MAX_BODY_BYTES) chunks.push(chunk)
  }
  if (size > MAX_BODY_BYTES) throw new TooLarge()
  return Buffer.concat(chunks)
}

function reply(res: Response, status: number, text: string, headers: Record<string, string> = {}): void {
  writeHead(res, status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers })
  res.end(text)
}

/** The status and headers of an answer, on HTTP/1 and HTTP/2 alike (their writeHead overloads differ). */
export function writeHead(res: Response, status: number, headers: Record<string, string>): void {
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

/** Multipart or urlencoded form data, parsed by the Fetch API Node ships with. */
async function formEntries(body: Buffer, contentType: string): Promise<[string, string][]> {
  const form = await new Request('http://outbox.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData()
  return [...form].map(([name, value]) => [name, typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`])
}

async function verdictFor(path: string, req: Request): Promise<Verdict> {
  const body = await readBody(req)
  const contentType = req.headers['content-type'] ?? ''
  try {
    if (path === SEND_FORM_PATH) return acceptSendForm(await formEntries(body, contentType))
    return acceptSend(JSON.parse(body.toString('utf8')))
  } catch {
    return { accepted: false, status: 400, text: REFUSALS.body } // not form data, not JSON
  }
}

export interface OutboxOptions {
  /** How many messages are kept; the oldest go past it. */
  maxMessages?: number
}

async function handle(dir: string, maxMessages: number, path: string, req: Request, res: Response): Promise<void> {
  const refusal = refusalFor(req.headers)
  if (refusal) return reply(res, refusal.status, refusal.text)
  if (path === OUTBOX_PAGE_PATH) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' })
    const html = renderOutboxPage(await listMessages(dir), dir, maxMessages)
    writeHead(res, 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Belt and braces on top of the escaping: the page runs no script and loads nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    })
    if (req.method === 'HEAD') res.end()
    else res.end(html)
    return
  }
  if (req.method !== 'POST') return reply(res, 405, 'Method Not Allowed', { allow: 'POST' })
  const verdict = await verdictFor(path, req)
  if (!verdict.accepted) return reply(res, verdict.status, verdict.text)
  const stored = await storeMessage(dir, verdict.message)
  const dropped = await pruneMessages(dir, maxMessages)
  console.log(`[outbox] message ${stored.id} stored in ${dir} (read it at ${OUTBOX_PAGE_PATH})`)
  if (dropped) console.log(`[outbox] ${dropped} oldest message${dropped === 1 ? '' : 's'} deleted: the outbox keeps ${maxMessages}`)
  reply(res, 200, 'OK')
}

type Next = (error?: unknown) => void

/**
 * EmailJS's two send endpoints and the outbox page, as connect-style middleware for Vite's
 * dev server and scripts/tools/serve/index.ts; every other request goes to `next`. Only this machine's own
 * pages reach them (./guard.ts).
 */
export function outboxMiddleware(dir: string, { maxMessages = MAX_MESSAGES }: OutboxOptions = {}) {
  return (req: Request, res: Response, next: Next): void => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/(.)\/$/, '$1')
    if (path !== SEND_FORM_PATH && path !== SEND_PATH && path !== OUTBOX_PAGE_PATH) return next()
    handle(dir, maxMessages, path, req, res).catch((error: unknown) => {
      if (error instanceof TooLarge) return reply(res, 413, 'Payload Too Large')
      console.error('[outbox]', error)
      if (!res.headersSent) reply(res, 500, 'Internal Server Error')
    })
  }
}
