import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const NOJS_PREFIX = '/__nojs'

/** A page with every script removed: the same HTML and CSS with no JavaScript cost at all. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

/** Writes the script-free copy of a page under /__nojs/ in dist and returns its URL path. */
export function writeNoJsCopy(dist: string, path: string): string {
  const source = join(dist, path, 'index.html')
  const target = join(dist, NOJS_PREFIX, path, 'index.html')
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, stripScripts(readFileSync(source, 'utf8')))
  return `${NOJS_PREFIX}${path === '/' ? '/' : path}`
}
