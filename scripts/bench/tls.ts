import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway certificate for https://localhost, made with the openssl command line tool (on
 * every Debian, Ubuntu and macOS machine). Browsers speak HTTP/2 only over TLS; Chromium is
 * told to accept this certificate.
 */
export function localhostCertificate(): { key: Buffer; cert: Buffer } {
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
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
