import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The language folders present under content/ (`_schemas` and other `_` folders are tooling). */
export function contentLangs(root: string): string[] {
  const dir = join(root, 'content')
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()
}

/** Service keys of one language: the file names under content/<lang>/services/. */
export function serviceKeysOf(root: string, lang: string): string[] {
  const dir = join(root, 'content', lang, 'services')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
    .sort()
}
