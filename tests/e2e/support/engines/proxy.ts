import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROBE_HASH, PROBE_SCRIPT } from './probe.ts'

/** What a test changes, until the next test: the HTML of one page, and the answer to one path. */
export interface ProxyPlan {
  /** Rewrites the HTML of the page at this path (its address, e.g. "/en/contact/"). */
  page?: { path: string; rewrite: (html: string) => string }
  /** Answers requests to this path instead of the server: a provider's failure, say. */
  answer?: { path: string; respond: (res: ServerResponse) => void }
}

export interface Proxy {
  /** The origin the browser opens: http://localhost:<port>, plain HTTP as `npm start` serves. */
  origin: string
  plan: ProxyPlan
  /** The files (not pages) the server answered with an error since the last call, and empties the list. */
  takeFailures(): string[]
  close(): Promise<void>
}

/** Adds the probe's hash to a Content-Security-Policy header's script-src (the page's <meta> is left alone). */
const withProbe = (policy: string) => policy.replace(/(^|;\s*)script-src /, `$1script-src ${PROBE_HASH} `)

/**
 * A proxy in front of the server the browser tests start (`npm start`'s, on `target`), so that
 * every engine, WebKitWebDriver's classic WebDriver included, gets the same pages the same way:
 * everything passes as the server answers it, but each HTML page gets the probe as the first
 * element of its <head> (./probe.ts) and a test's plan, if it has one.
 */
export async function startProxy(target: URL): Promise<Proxy> {
  const plan: ProxyPlan = {}
  const failures: string[] = []
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (plan.answer?.path === path) return plan.answer.respond(res)
    // Uncompressed, to be rewritten; the Host stays the browser's, as the outbox's guard wants it.
    const headers = { ...req.headers }
    delete headers['accept-encoding']
    const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
      const navigation = req.headers['sec-fetch-mode'] === 'navigate' || /^text\/html/.test(req.headers.accept ?? '')
      if (!navigation && (answer.statusCode ?? 0) >= 400) failures.push(`${answer.statusCode} ${req.method} ${req.url}`)
      const html = /^text\/html/.test(answer.headers['content-type'] ?? '')
      if (!html) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        let page = Buffer.concat(chunks).toString('utf8')
        if (plan.page?.path === path) page = plan.page.rewrite(page)
        page = page.replace(/<head[^>]*>/, (head) => `${head}<script>${PROBE_SCRIPT}</script>`)
        const policy = answer.headers['content-security-policy']
        const out: OutgoingHttpHeaders = { ...answer.headers, 'content-length': String(Buffer.byteLength(page)) }
        delete out['transfer-encoding']
        if (policy) out['content-security-policy'] = withProbe(String(policy))
        res.writeHead(answer.statusCode ?? 502, out)
        res.end(page)
      })
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  }
  const server = createServer(forward)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    plan,
    takeFailures: () => failures.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
