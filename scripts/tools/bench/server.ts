import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { outboxMiddleware } from '../outbox/middleware.ts'
import { serveStatic, type StaticHandler } from '../serve/static.ts'

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

export interface LocalhostCertificate {
  key: Buffer
  cert: Buffer
  /** Base64 SHA-256 of the certificate's public key, as --ignore-certificate-errors-spki-list takes it. */
  spki: string
}

let made: LocalhostCertificate | undefined

/**
 * A throwaway certificate for https://localhost, one per bench process, made with the openssl
 * command line tool (on every Debian, Ubuntu and macOS machine). Browsers speak HTTP/2 only over
 * TLS. Chromium is told to trust this one key (chromeFlags), not to ignore certificate errors:
 * Chromium keeps nothing from a site with a certificate error in its HTTP cache, so a page would
 * fetch again every style, font and image the page before it had already loaded.
 */
export function localhostCertificate(): LocalhostCertificate {
  if (made) return made
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const args = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost'.split(' ')
    try {
      execFileSync('openssl', [...args, '-keyout', key, '-out', cert], { stdio: 'pipe' })
    } catch (error) {
      throw new Error(`npm run bench serves the site over HTTP/2, which needs a TLS certificate made with openssl: ${(error as Error).message}`)
    }
    const pem = readFileSync(cert)
    const spkiDer = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
    made = { key: readFileSync(key), cert: pem, spki: createHash('sha256').update(spkiDer).digest('base64') }
    return made
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
