import { createHash } from 'node:crypto'
import { playerOrigin } from '../../../src/islands/video-players.ts'
import { videosIn } from './client-code.ts'
import { pageScripts } from './page-scripts.ts'

/** A script's source in a policy's `script-src`: `'sha256-<base64>'` of its text, as CSP 3 hashes it. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The CSP hashes of the inline scripts the build writes itself, never of what pages carry: a policy allowing those would defend nothing. */
export function ownScriptHashes(ownScripts: readonly string[]): string[] {
  return [...new Set(ownScripts.map(cspHash))].sort()
}

/** What is wrong with the scripts of a page, one line each: any the build did not write, any its policy <meta> does not list, or lists too much. */
export function foreignScripts(own: ReadonlySet<string>, { name, html }: { name: string; html: string }): string[] {
  const { inline, handlers } = pageScripts(html)
  const allowed = new Set(policyScriptHashes(html))
  const shown = (script: string) => `<script>${script.trim().slice(0, 80)}${script.trim().length > 80 ? '…' : ''}</script>`
  const run = new Set(inline.map(cspHash))
  return [
    ...inline.filter((script) => !own.has(cspHash(script))).map((script) => `${name}: an inline script the build did not write: ${shown(script)}`),
    ...inline
      .filter((script) => own.has(cspHash(script)) && !allowed.has(cspHash(script)))
      .map((script) => `${name}: its policy does not list a script it runs: ${shown(script)}`),
    ...[...allowed].filter((hash) => !run.has(hash)).map((hash) => `${name}: its policy lists a script it does not run: ${hash}`),
    ...handlers.map((handler) => `${name}: an inline event handler the build did not write: ${handler}`),
  ]
}

/** The error that stops the build, naming every foreign script found. */
export function inlineScriptError(foreign: readonly string[]): Error {
  return Object.assign(new Error(`Unexpected inline script:\n${foreign.join('\n')}`), { name: 'InlineScriptError' })
}

export interface SecurityOptions {
  /** CSP sources of every inline script the build emitted. */
  scriptHashes: readonly string[]
  /** Where the contact form sends: EmailJS's API origin, or 'self' for the local outbox and every page without the form. */
  emailOrigin: string
  /** The origins of the video players the page frames. */
  frameSources?: readonly string[]
  /** Whether the page compiles WebAssembly: the search page's Pagefind, and no other. */
  wasm?: boolean
}

/** The origins of the players a page's videos frame once played, for its `frame-src`. */
export const frameSources = (html: string): string[] => videosIn(html).map(playerOrigin).sort()

/** Directives a policy in a <meta> element cannot carry (CSP 3): browsers ignore them there. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/** A policy as the `Content-Security-Policy` header carries it, as a page's <meta> can (for hosts that send no headers of ours), or the rest. */
export function contentSecurityPolicy(
  { scriptHashes, emailOrigin, frameSources = [], wasm = false }: SecurityOptions,
  form: 'header' | 'meta' | 'header-only' = 'header',
): string {
  return [
    "default-src 'self'",
    // No 'self': any file on the site's origin would run, one a pull request put in public/ included; 'strict-dynamic' lets the
    // hashed scripts (the islands' loader) add theirs and refuses every other script the parser meets.
    // 'wasm-unsafe-eval' compiles WebAssembly and nothing else (no eval of a string), where search runs.
    `script-src ${["'strict-dynamic'", ...scriptHashes, ...(wasm ? ["'wasm-unsafe-eval'"] : [])].join(' ')}`,
    // React writes style attributes (hero heights), and every page carries the stylesheet inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${emailOrigin === "'self'" ? "'self'" : `'self' ${emailOrigin}`}`,
    // Only where a video is: elsewhere frames fall back to default-src, the site alone.
    ...(frameSources.length ? [`frame-src ${frameSources.join(' ')}`] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Not upgrade-insecure-requests: docs/decisions.md, "No upgrade-insecure-requests".
  ]
    .filter((directive) => form === 'header' || (form === 'header-only') === HEADER_ONLY_DIRECTIVES.has(directive.split(' ')[0] ?? ''))
    .join('; ')
}

/** The security headers besides the CSP, the same on every response: a host's own configuration (deploy/) holds them as they are. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]

/** How long a browser keeps what it fetched, by path pattern; anything else is the host's default. */
export const CACHE_RULES: readonly (readonly [string, string])[] = [
  // Vite names these files by content hash: a changed file is a new URL.
  ['/assets/*', 'public, max-age=31536000, immutable'],
  // Images keep their names when an editor replaces one: cache for a day, refresh quietly.
  ['/images/*', 'public, max-age=86400, stale-while-revalidate=604800'],
]

/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const HOST_RULES_LIMIT = 100

/**
 * The text of dist/_headers (the `_headers` step writes it): every path gets `common`, a plain page's policy, and each page whose own
 * differs a rule unsetting it first (`! Name`, which Netlify skips), or Cloudflare enforces both. Past the host's limit, every path
 * gets the union of the policies, and `merged` says so.
 */
export function headersFileText(
  common: SecurityOptions,
  pages: readonly { path: string; policy: SecurityOptions }[],
): { text: string; merged: boolean } {
  const shared = contentSecurityPolicy(common)
  const own = pages
    .map(({ path, policy }) => ({ path, csp: contentSecurityPolicy(policy) }))
    .filter(({ csp }) => csp !== shared)
    .sort((a, b) => a.path.localeCompare(b.path))
  const merged = 1 + own.length + CACHE_RULES.length > HOST_RULES_LIMIT
  const all = [common, ...pages.map(({ policy }) => policy)]
  const union = {
    scriptHashes: [...new Set(all.flatMap((policy) => policy.scriptHashes))].sort(),
    emailOrigin: all.find((policy) => policy.emailOrigin !== "'self'")?.emailOrigin ?? "'self'",
    frameSources: [...new Set(all.flatMap((policy) => policy.frameSources ?? []))].sort(),
    wasm: all.some((policy) => policy.wasm),
  }
  const text = [
    '/*',
    `  Content-Security-Policy: ${merged ? contentSecurityPolicy(union) : shared}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    ...(merged ? [] : own).flatMap(({ path, csp }) => [path, '  ! Content-Security-Policy', `  Content-Security-Policy: ${csp}`, '']),
    ...CACHE_RULES.flatMap(([path, value]) => [path, `  Cache-Control: ${value}`, '']),
  ].join('\n')
  return { text, merged }
}

/** The script sources a page's policy <meta> allows. */
function policyScriptSources(html: string): string[] {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy.replace(/&#39;|&apos;/g, "'"))?.[1] ?? ''
  return scripts.split(/\s+/)
}

/** The scripts a page's policy <meta> allows, each `'sha256-…'`. */
export const policyScriptHashes = (html: string): string[] => policyScriptSources(html).filter((source) => source.startsWith("'sha256-"))

/** Whether a page's policy <meta> allows it to compile WebAssembly. */
export const policyAllowsWasm = (html: string): boolean => policyScriptSources(html).includes("'wasm-unsafe-eval'")
