import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG } from '../../../src/i18n/languages.ts'
import { NAMESPACES, type Strings } from '../../../src/i18n/namespaces.ts'
import { contentError } from './content-error.ts'
import { untranslated } from './issues.ts'
import { parseJson } from './source.ts'

/** The names of the MDX files under content/<lang>/<folder>/, without their extension. */
export function mdxNamesIn(root: string, lang: string, folder: string): string[] {
  const dir = join(root, 'content', lang, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
    .sort()
}

export const serviceKeysOf = (root: string, lang: string): string[] => mdxNamesIn(root, lang, 'services')

/** One language's UI strings, every namespace, as the browser receives them; a missing or broken file throws (with its lines, `serving`). */
export function readStrings(root: string, lang: string, watch = (_file: string) => {}, serving = false): Strings {
  const read = (ns: string) => {
    const rel = `content/${lang}/strings/${ns}.json`
    const file = join(root, rel)
    watch(file)
    if (!existsSync(file)) throw contentError(root, [untranslated(rel, `content/${DEFAULT_LANG}/strings/${ns}.json`)], undefined, serving)
    const text = readFileSync(file, 'utf8')
    const parsed = parseJson(rel, text)
    if ('issue' in parsed) throw contentError(root, [parsed.issue], text, serving)
    return [ns, parsed.json]
  }
  return Object.fromEntries(NAMESPACES.map(read)) as Strings
}
