import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageScripts } from '../../build/prerender/page-scripts.ts'

export const gzipSize = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length

/** The built HTML file of a page path: `/` is dist/index.html, `/about` is dist/about/index.html. */
const htmlFileOf = (dist: string, path: string): string => join(dist, path, 'index.html')

/**
 * Gzip bytes of a page's inline scripts: every <script> the browser executes or acts on (the
 * same list the CSP hashes, so speculation rules count and JSON data blocks do not), each
 * compressed on its own.
 */
export function inlineScriptsGzip(html: string): number {
  return pageScripts(html).inline.reduce((sum, body) => sum + gzipSize(body), 0)
}

/**
 * The JavaScript a page runs on its first load, as gzip bytes: its inline scripts plus each
 * script file it loaded (URL paths, sized from dist/; a file loaded twice counts once).
 */
export function firstLoadJsGzip(dist: string, path: string, scriptFiles: string[]): number {
  const inline = inlineScriptsGzip(readFileSync(htmlFileOf(dist, path), 'utf8'))
  return [...new Set(scriptFiles)].reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), inline)
}

/** A page with every script removed: the same HTML and CSS with no JavaScript cost at all. */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

/** Writes the script-free copy of a page under /__nojs/ in dist and returns its URL path. */
export function writeNoJsCopy(dist: string, path: string): string {
  const target = htmlFileOf(join(dist, '__nojs'), path)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, stripScripts(readFileSync(htmlFileOf(dist, path), 'utf8')))
  return `/__nojs${path}`
}
