import { createHash } from 'node:crypto'
import { playerOrigin } from '../../../src/islands/video-players.ts'
import { videosIn } from './client-code.ts'
import { pageScripts } from './page-scripts.ts'

/** Inline scripts the browser would execute (not JSON/JSON-LD data blocks, not external files). */
export function inlineScripts(html: string): string[] {
  return pageScripts(html).inline
}

export function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** A page and its HTML, for the inline-script check. */
export interface WrittenPage {
  /** As the error names it, e.g. "dist/en/about/index.html". */
  name: string
  html: string
}

/**
 * The CSP hashes of the inline scripts the build writes itself (the page script, the
 * Speculation Rules: scripts/build/plugins/islands.ts), never of what the pages happen to carry: a
 * page with any other inline script fails the build, named (foreignScripts). The CSP is the second
 * line of defence behind the content rules, and it would be no defence if it allowed whatever got
 * into a page.
 */
export function ownScriptHashes(ownScripts: readonly string[]): string[] {
  return [...new Set(ownScripts.map(sha256))].sort()
}

/**
 * What is wrong with the scripts of `page`, one line each: any the build did not write (`own`
 * holds the hashes of what it wrote: ownScriptHashes), and any difference between the scripts it
 * runs and those its policy <meta> lists, which must be the same. Pages are read as a browser reads
 * them (scripts/build/prerender/page-scripts.ts): markup written as text, in an attribute or a
 * title, is not a script.
 */
export function foreignScripts(own: ReadonlySet<string>, { name, html }: WrittenPage): string[] {
  const { inline, handlers } = pageScripts(html)
  const allowed = new Set(policyScriptHashes(html))
  const shown = (script: string) => `<script>${script.trim().slice(0, 80)}${script.trim().length > 80 ? '…' : ''}</script>`
  const run = new Set(inline.map(sha256))
  return [
    ...inline.filter((script) => !own.has(sha256(script))).map((script) => `${name}: an inline script the build did not write: ${shown(script)}`),
    ...inline
      .filter((script) => own.has(sha256(script)) && !allowed.has(sha256(script)))
      .map((script) => `${name}: its policy does not list a script it runs: ${shown(script)}`),
    ...[...allowed].filter((hash) => !run.has(hash)).map((hash) => `${name}: its policy lists a script it does not run: ${hash}`),
    ...handlers.map((handler) => `${name}: an inline event handler the build did not write: ${handler}`),
  ]
}

/** The error that stops the build, naming every foreign script found (foreignScripts). */
export function inlineScriptError(foreign: readonly string[]): Error {
  const error = new Error(`Unexpected inline script:\n${foreign.join('\n')}`)
  error.name = 'InlineScriptError'
  return error
}

export interface SecurityOptions {
  /** CSP sources of every inline script the build emitted. */
  scriptHashes: readonly string[]
  /** Where the contact form sends (EmailJS's API origin); 'self' for the local outbox, and for every page without the form. */
  emailOrigin: string
  /** The video players the page frames (frameSources); none on a page without a video. */
  frameSources?: readonly string[]
}

/** The origins of the players a page's videos frame once played (src/islands/video-players.ts), for its `frame-src`. */
export const frameSources = (html: string): string[] => videosIn(html).map(playerOrigin).sort()

/**
 * The sources of `script-src`: the build's own inline scripts by their hashes, and
 * 'strict-dynamic', so that a script those trust may add a script of its own (the islands'
 * loader, which is hashed, adds the island's <script type=module>; the island imports the phone
 * library) and nothing else runs. No 'self': under it, any file served from the site's origin
 * would run as a script, a file a pull request put in public/ included, from a page or an SVG
 * that names it in a <script src>; 'strict-dynamic' makes browsers ignore 'self' and host
 * sources anyway, and refuse every script the parser meets in a document unless it is hashed.
 */
export function scriptSources(scriptHashes: readonly string[]): string {
  return ["'strict-dynamic'", ...scriptHashes].join(' ')
}

/**
 * Where a policy goes: the `Content-Security-Policy` header (all of it); a page's
 * `<meta http-equiv="Content-Security-Policy">`, for hosts that send no headers of ours (every
 * directive a meta element can carry); or the rest, which only a header can carry.
 */
export type PolicyForm = 'header' | 'meta' | 'header-only'

/** Directives a policy in a <meta> element cannot carry (CSP 3): browsers ignore them there. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

const inForm = (form: PolicyForm) => (directive: string) =>
  form === 'header' || (form === 'header-only') === HEADER_ONLY_DIRECTIVES.has(directive.split(' ')[0] ?? '')

export function contentSecurityPolicy({ scriptHashes, emailOrigin, frameSources = [] }: SecurityOptions, form: PolicyForm = 'header'): string {
  const connect = emailOrigin === "'self'" ? "'self'" : `'self' ${emailOrigin}`
  return [
    "default-src 'self'",
    `script-src ${scriptSources(scriptHashes)}`,
    // React writes style attributes (hero heights), and every page carries the stylesheet inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    // Only where a video is: elsewhere frames fall back to default-src, the site alone.
    ...(frameSources.length ? [`frame-src ${frameSources.join(' ')}`] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Not upgrade-insecure-requests: docs/decisions.md, "No upgrade-insecure-requests".
  ]
    .filter(inForm(form))
    .join('; ')
}

/**
 * The security headers besides the CSP: the same on every response and every build, so a host's
 * own configuration can hold them as they are (deploy/, checked against this list).
 */
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

/** A page's address and what its policy allows. */
export interface PagePolicy {
  path: string
  policy: SecurityOptions
}

/** One policy that allows what any of `pages` allows: every script hash, e-mail provider and player. */
function unionPolicy(common: SecurityOptions, pages: readonly PagePolicy[]): SecurityOptions {
  const all = [common, ...pages.map(({ policy }) => policy)]
  return {
    scriptHashes: [...new Set(all.flatMap((policy) => policy.scriptHashes))].sort(),
    emailOrigin: all.find((policy) => policy.emailOrigin !== "'self'")?.emailOrigin ?? "'self'",
    frameSources: [...new Set(all.flatMap((policy) => policy.frameSources ?? []))].sort(),
  }
}

/**
 * dist/_headers, the format Netlify and Cloudflare Pages read. Every path gets the security
 * headers and `common`, the policy of a page that runs the page script alone (and of every
 * not-found page, which a host sends at any address); each page whose own policy differs (an
 * island's scripts, the e-mail provider, a video's players) gets a rule of its own. Both hosts
 * apply every rule that matches a path, in order: Cloudflare Pages adds a second value of a header
 * another rule already set (two policies, both enforced, the narrower winning) unless a rule unsets
 * it first (`! Name`), which Netlify skips as a line without a colon; Netlify keeps the later rule's
 * value. When those rules would pass the host's limit (`merged`) (a site with a hundred posts with videos),
 * every path gets one policy instead, the union of the pages' (unionPolicy): each page's own
 * `<meta>` policy, enforced beside it, narrows that to exactly its own.
 */
export function headersFile(common: SecurityOptions, pages: readonly PagePolicy[]): { file: string; merged: boolean } {
  const shared = contentSecurityPolicy(common)
  const own = pages
    .map(({ path, policy }) => ({ path, text: contentSecurityPolicy(policy) }))
    .filter(({ text }) => text !== shared)
    .sort((a, b) => a.path.localeCompare(b.path))
  const merged = 1 + own.length + CACHE_RULES.length > HOST_RULES_LIMIT
  const file = [
    '/*',
    `  Content-Security-Policy: ${merged ? contentSecurityPolicy(unionPolicy(common, pages)) : shared}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    ...(merged ? [] : own).flatMap(({ path, text }) => [path, '  ! Content-Security-Policy', `  Content-Security-Policy: ${text}`, '']),
    ...CACHE_RULES.flatMap(([path, value]) => [path, `  Cache-Control: ${value}`, '']),
  ].join('\n')
  return { file, merged }
}

/** The script sources a page's policy <meta> allows (withPolicyMeta), each `'sha256-…'`. */
export function policyScriptHashes(html: string): string[] {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy.replace(/&#39;|&apos;/g, "'"))?.[1] ?? ''
  return scripts.split(/\s+/).filter((source) => source.startsWith("'sha256-"))
}
