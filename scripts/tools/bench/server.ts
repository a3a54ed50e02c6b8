import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { outboxMiddleware } from '../outbox/middleware.ts'
import { serveStatic, type StaticHandler } from '../serve/static.ts'
import { localhostCertificate } from './tls.ts'

export interface BenchServer {
  origin: string
  /** From now on serves this built site, with its `_headers`, and the local outbox. */
  serve: (dist: string, outboxDir: string) => void
  close: () => void
}

/**
 * An HTTP/2 server on https://localhost, as static hosts and CDNs serve. Over HTTP/1.1's six
 * connections per origin, Lighthouse's simulation charged a page one more round trip or not
 * depending on which connection its hero happened to take in the recorded load: the same page's
 * LCP moved in steps of 75 ms from run to run, more than the with/without-scripts budget allows.
 * It starts before there is a site to serve: the build needs its origin as the site URL.
 *
 * Besides the files it answers EmailJS's send endpoints as the provider does (the local outbox's
 * middleware, as `npm run serve` does), so the contact form's real client sends to it.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const certificate = localhostCertificate()
  let handler: StaticHandler = (_req, res) => res.end()
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true }, (req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    serve(dist, outboxDir) {
      const statics = serveStatic(dist)
      const outbox = outboxMiddleware(outboxDir)
      handler = (req, res) => outbox(req, res, () => statics(req, res))
    },
    close: () => server.close(),
  }
}
