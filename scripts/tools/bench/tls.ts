import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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
  made ??= makeCertificate()
  return made
}

function makeCertificate(): LocalhostCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    const args = [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ]
    try {
      execFileSync('openssl', args, { stdio: 'pipe' })
    } catch (error) {
      throw new Error(`npm run bench serves the site over HTTP/2, which needs a TLS certificate made with openssl: ${(error as Error).message}`)
    }
    const pem = readFileSync(cert)
    const spkiDer = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
    return { key: readFileSync(key), cert: pem, spki: createHash('sha256').update(spkiDer).digest('base64') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
