import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, sep } from 'node:path'

/** dist/ served by a host, on 127.0.0.1 and a port of its own. */
export interface Host {
  name: string
  origin: string
  port: number
  /** What the host wrote to its terminal, for a failing test's message. */
  output: () => string
  stop: () => Promise<void>
}

/** A port nothing listens on now (another test server on this machine may take it a moment later: startWithRetry). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** Waits until the host answers on its port, failing early if the process has exited. */
async function untilAnswering(origin: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before answering:\n${output()}`)
    try {
      await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }
  throw new Error(`no answer on ${origin} within ${timeoutMs / 1000} s:\n${output()}`)
}

/** Starts a process in a group of its own, so that stopping it stops whatever it started too. */
function startProcess(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    process.kill(-child.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL')
  }
  return { child, output: () => text, stop }
}

/** A free port can be taken by another server between the probe and the host's own bind: try again. */
async function startWithRetry(start: (port: number) => Promise<Host>): Promise<Host> {
  let last: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await start(await freePort())
    } catch (error) {
      last = error
    }
  }
  throw last
}

/**
 * The date whose Workers behaviour the runtime emulates: pinned, so an upgrade of wrangler changes
 * nothing until this line changes too (it must be on or before the bundled workerd's own date).
 */
export const COMPATIBILITY_DATE = '2026-04-01'

/**
 * Cloudflare Pages as `wrangler pages dev` runs it: Cloudflare's own asset server
 * (@cloudflare/pages-shared, the code Pages runs in production) behind workerd and miniflare's
 * model of Cloudflare's edge. Offline: no usage metrics, no error reports, no update check (the
 * banner does it), no fetch of Cloudflare's request metadata, its files in a scratch folder.
 */
export function startCloudflarePages(dist: string): Promise<Host> {
  const wrangler = join(process.cwd(), 'node_modules', 'wrangler', 'bin', 'wrangler.js')
  return startWithRetry(async (port) => {
    const scratch = mkdtempSync(join(tmpdir(), 'wrangler-'))
    const env = {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      XDG_CONFIG_HOME: join(scratch, 'config'),
      WRANGLER_LOG_PATH: join(scratch, 'logs'),
      NO_COLOR: '1',
    }
    const args = ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort())]
    args.push('--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(scratch, 'state'), '--log-level', 'warn')
    const { child, output, stop } = startProcess(process.execPath, [wrangler, ...args], { cwd: scratch, env })
    const origin = `http://127.0.0.1:${port}`
    const stopAll = async () => {
      await stop()
      rmSync(scratch, { recursive: true, force: true })
    }
    try {
      await untilAnswering(origin, child, output)
    } catch (error) {
      await stopAll()
      throw error
    }
    return { name: 'Cloudflare Pages (wrangler pages dev)', origin, port, output, stop: stopAll }
  })
}

/** Debian's nginx, unless NGINX names another binary. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'

/**
 * nginx with the configuration the docs give: a throwaway main configuration (its own prefix,
 * pid, logs and temporary folders, in the foreground, any user) whose server block includes the
 * repository's deploy/nginx.conf as it is shipped.
 */
export function startNginx(dist: string): Promise<Host> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: install nginx (apt-get install nginx), or set NGINX`)
  const shipped = join(process.cwd(), 'deploy', 'nginx.conf')
  return startWithRetry(async (port) => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-'))
    const conf = join(prefix, 'nginx.conf')
    writeFileSync(
      conf,
      [
        'daemon off;',
        // Started as root (CI runs as root), nginx's worker would run as nobody, who cannot read a
        // clone in a folder only its owner may read: the worker runs as the user who started it.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'worker_processes 1;',
        `pid ${join(prefix, 'nginx.pid')};`,
        `error_log ${join(prefix, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`),
        '  server {',
        `    listen 127.0.0.1:${port};`,
        `    root ${dist};`,
        `    include ${shipped};`,
        '  }',
        '}',
        '',
      ].join('\n'),
    )
    const { child, output, stop } = startProcess(NGINX, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { cwd: prefix })
    const log = () => `${output()}${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`
    const origin = `http://127.0.0.1:${port}`
    const stopAll = async () => {
      await stop()
      rmSync(prefix, { recursive: true, force: true })
    }
    try {
      await untilAnswering(origin, child, log)
    } catch (error) {
      await stopAll()
      throw error
    }
    return { name: 'nginx (deploy/nginx.conf)', origin, port, output: log, stop: stopAll }
  })
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}

/**
 * dist/ as GitHub Pages and an S3 website serve it: files as they are, a folder's index.html
 * behind its slash (a redirect from the bare folder), and for any address no file answers the one
 * /404.html, with status 404. None of the site's headers (`_headers` is a file like any other
 * there, and these hosts read no rules): a page's only CSP is its own <meta>.
 */
export async function startSingle404Host(dist: string): Promise<Host> {
  const fileAt = (path: string) => {
    const file = normalize(join(dist, path))
    if (file !== dist && !file.startsWith(dist + sep)) return undefined
    return existsSync(file) ? file : undefined
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = decodeURIComponent(url.pathname)
    const found = fileAt(path)
    if (found && statSync(found).isDirectory()) {
      if (!path.endsWith('/')) {
        res.writeHead(301, { location: `${path}/${url.search}` }).end()
        return
      }
      const index = join(found, 'index.html')
      if (existsSync(index)) {
        res.writeHead(200, { 'content-type': TYPES['.html'] }).end(readFileSync(index))
        return
      }
    } else if (found) {
      res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' }).end(readFileSync(found))
      return
    }
    res.writeHead(404, { 'content-type': TYPES['.html'] }).end(readFileSync(join(dist, '404.html')))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    name: 'one 404.html, no headers (GitHub Pages, S3)',
    origin: `http://127.0.0.1:${port}`,
    port,
    output: () => '',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
