import { readdirSync } from 'node:fs'
import type { RequestListener } from 'node:http'
import { join } from 'node:path'
import type { Connect, ResolvedConfig, ViteDevServer } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { outboxPlugin } from '../../../../scripts/tools/outbox/plugin.ts'
import { rawRequestTo } from '../../../support/raw-request.ts'
import { scratchFolders } from '../../../support/scratch.ts'

const scratch = scratchFolders()

type Hook = (this: unknown, ...args: unknown[]) => void

/** Runs the plugin's configResolved and buildStart hooks as a build would, and collects warnings. */
function build(env: Record<string, string>, ssr: string | false = false): string[] {
  const warn = vi.fn()
  const config = { command: 'build', build: { ssr }, env, logger: { warn } } as unknown as ResolvedConfig
  const plugin = outboxPlugin()
  ;(plugin.configResolved as Hook).call({}, config)
  ;(plugin.buildStart as Hook).call({}, {})
  return warn.mock.calls.map(([message]) => String(message))
}

describe('the outbox plugin at build time', () => {
  it('warns, once per client build, when no public key is set', () => {
    const warnings = build({})
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/No VITE_EMAILJS_PUBLIC_KEY: this build sends contact messages to the local outbox/)
  })

  it('is silent when a public key is set, and in the server build', () => {
    expect(build({ VITE_EMAILJS_PUBLIC_KEY: 'pk_1' })).toEqual([])
    expect(build({}, 'src/main.tsx')).toEqual([])
  })
})

/** The middleware the plugin mounts on `npm run dev`'s server, as Vite would call it. */
function devMiddleware(root: string): RequestListener {
  const mounted: Connect.NextHandleFunction[] = []
  const server = {
    config: { root, env: {}, logger: { info: vi.fn() } },
    middlewares: { use: (handler: Connect.NextHandleFunction) => mounted.push(handler) },
  } as unknown as ViteDevServer
  // The hook stays out of Vite servers that unit tests start; here it is the subject.
  vi.stubEnv('VITEST', '')
  try {
    ;(outboxPlugin().configureServer as (server: ViteDevServer) => void)(server)
  } finally {
    vi.unstubAllEnvs()
  }
  expect(mounted).toHaveLength(1)
  return (req, res) => mounted[0]!(req, res, () => res.writeHead(404).end('vite'))
}

describe('the outbox plugin on npm run dev', () => {
  it('mounts the outbox with the same rules as npm start: its own origin and localhost only', async () => {
    const root = scratch('dev-outbox')
    const handler = devMiddleware(root)
    const message = JSON.stringify({ service_id: 's', template_id: 't', user_id: 'u', template_params: { message: 'Hola' } })
    const send = (headers: Record<string, string>) =>
      rawRequestTo(handler, { method: 'POST', path: '/api/v1.0/email/send', headers: { 'content-type': 'text/plain', ...headers }, body: message })

    expect((await send({ origin: 'http://evil.example' })).status).toBe(403)
    expect((await send({ host: 'evil.example:5173', origin: 'http://evil.example:5173' })).status).toBe(421)
    expect((await send({ host: 'localhost:5173', origin: 'http://localhost:5173' })).status).toBe(200)
    expect(readdirSync(join(root, '.outbox')).filter((name) => name.endsWith('.json'))).toHaveLength(1)
  })
})
