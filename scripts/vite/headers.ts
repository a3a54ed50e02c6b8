import { createHash } from 'node:crypto'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/languages.ts'
import { localePath } from '../../src/i18n/paths.ts'
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
 * Speculation Rules: scripts/vite/islands.ts), never of what the pages happen to carry. A page
 * with any other inline script fails the build, named: the CSP is the second line of defence
 * behind the content rules, and it would be no defence if it allowed whatever got into a page.
 * Pages are read as a browser reads them (scripts/vite/page-scripts.ts): markup written as text,
 * in an attribute or a title, is not a script.
 */
export function ownScriptHashes(ownScripts: readonly string[], pages: Iterable<WrittenPage>): string[] {
  const own = new Set(ownScripts.map(sha256))
  // One page at a time: the pages may be read from disk as the check goes.
  const foreign: string[] = []
  for (const { name, html } of pages) {
    const { inline, handlers } = pageScripts(html)
    foreign.push(
      ...inline
        .filter((script) => !own.has(sha256(script)))
        .map(
          (script) =>
            `${name}: an inline script the build did not write: <script>${script.trim().slice(0, 80)}${script.trim().length > 80 ? '…' : ''}</script>`,
        ),
      ...handlers.map((handler) => `${name}: an inline event handler the build did not write: ${handler}`),
    )
  }
  if (foreign.length) {
    const error = new Error(`Unexpected inline script:\n${foreign.join('\n')}`)
    error.name = 'InlineScriptError'
    throw error
  }
  return [...own].sort()
}

export interface SecurityOptions {
  /** CSP sources of every inline script the build emitted. */
  scriptHashes: readonly string[]
  /** Where the contact form sends (EmailJS's API origin); 'self' for the local outbox. */
  emailOrigin: string
}

export function contentSecurityPolicy({ scriptHashes, emailOrigin }: SecurityOptions): string {
  const connect = emailOrigin === "'self'" ? "'self'" : `'self' ${emailOrigin}`
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    // React writes style attributes (hero heights) and beasties inlines the critical CSS.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ')
}

/** dist/_headers, the format Netlify and Cloudflare Pages read. */
export function headersFile(options: SecurityOptions): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(options)}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    '  Cross-Origin-Opener-Policy: same-origin',
    '',
    // Vite names these files by content hash: a changed file is a new URL.
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    // Images keep their names when an editor replaces one: cache for a day, refresh quietly.
    '/images/*',
    '  Cache-Control: public, max-age=86400, stale-while-revalidate=604800',
    '',
  ].join('\n')
}

/**
 * dist/_redirects, the format Netlify and Cloudflare Pages read: a path no file answers under
 * /en or /pt gets that language's 404 page, with status 404 (the Spanish one is the host's default
 * 404.html). Pages never switch their own language.
 */
export function redirectsFile(): string {
  return (
    LANGS.filter((lang) => lang !== DEFAULT_LANG)
      .map((lang) => `${localePath(lang, '/')}*  ${localePath(lang, '/404.html')}  404`)
      .join('\n') + '\n'
  )
}
