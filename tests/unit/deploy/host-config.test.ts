import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CACHE_RULES, contentSecurityPolicy, SECURITY_HEADERS } from '../../../scripts/build/prerender/policy.ts'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { localePath } from '../../../src/i18n/paths.ts'
import { ROOT } from '../build/content/fixtures.ts'

// deploy/ holds other hosts' configuration, written by hand: it must say what dist/_headers says.
// nginx runs for real in the browser tests (host-nginx.spec.ts); Netlify and Vercel cannot run
// here, so their files are read against the build's own definitions.

const read = (file: string) => readFileSync(join(ROOT, 'deploy', file), 'utf8')
/** What only a header can carry of the pages' policy; each page's <meta> carries the rest. */
const HEADER_ONLY = contentSecurityPolicy({ scriptHashes: [], emailOrigin: "'self'" }, 'header-only')
const prefixed = LANGS.filter((lang) => lang !== DEFAULT_LANG)

describe('deploy/nginx.conf', () => {
  const conf = read('nginx.conf')

  it('sends the security headers on every answer, errors included, and the policy a <meta> cannot carry', () => {
    for (const [name, value] of [...SECURITY_HEADERS, ['Content-Security-Policy', HEADER_ONLY] as const])
      expect(conf, name).toContain(`add_header ${name} "${value}" always;`)
  })

  it('caches by the build’s rules, through one add_header (a location with its own would drop the others)', () => {
    for (const [pattern, value] of CACHE_RULES) {
      const location = pattern.replace(/\*$/, '')
      expect(conf, pattern).toMatch(new RegExp(`location ${location} \\{[^}]*set \\$site_cache_control "${value.replace(/[()]/g, '\\$&')}";`))
    }
    expect(conf.match(/^\s*add_header /gm)?.length).toBe(SECURITY_HEADERS.length + 2)
    expect(conf).toMatch(/^add_header Cache-Control \$site_cache_control;$/m)
  })

  it('answers each language’s unknown addresses with its own 404 page', () => {
    expect(conf).toContain(`error_page 404 ${localePath(DEFAULT_LANG, '/404.html')};`)
    for (const lang of prefixed)
      expect(conf).toMatch(new RegExp(`location ${localePath(lang, '/')} \\{\\s*error_page 404 ${localePath(lang, '/404.html')};\\s*\\}`))
  })
})

describe('deploy/netlify.toml', () => {
  it('gives each prefixed language its 404 page with status 404, which Netlify does not find by itself', () => {
    const rules = [...read('netlify.toml').matchAll(/\[\[redirects\]\]\s*from = "([^"]+)"\s*to = "([^"]+)"\s*status = (\d+)/g)].map((m) => m.slice(1))
    expect(rules).toEqual(prefixed.map((lang) => [`/${lang}/*`, localePath(lang, '/404.html'), '404']))
  })
})

describe('deploy/vercel.json', () => {
  const config = JSON.parse(read('vercel.json')) as {
    trailingSlash: boolean
    headers: { source: string; headers: { key: string; value: string }[] }[]
  }

  it('serves pages behind their slash and sends the same headers as dist/_headers', () => {
    expect(config.trailingSlash).toBe(true)
    const all = config.headers.find((rule) => rule.source === '/(.*)')?.headers.map(({ key, value }) => [key, value])
    expect(all).toEqual([['Content-Security-Policy', HEADER_ONLY], ...SECURITY_HEADERS])
    for (const [pattern, value] of CACHE_RULES)
      expect(config.headers.find((rule) => rule.source === pattern.replace(/\*$/, '(.*)'))?.headers).toEqual([{ key: 'Cache-Control', value }])
  })
})
