import type { ResolvedConfig } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { outboxPlugin } from '../../../scripts/outbox/plugin'

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
