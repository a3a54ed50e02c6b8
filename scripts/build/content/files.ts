import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { NAMESPACES, type Strings } from '../../../src/i18n/namespaces.ts'
import { contentError } from './content-error.ts'
import { parseJson } from './json.ts'

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

/** One language's UI strings, every namespace, as the browser receives them; broken JSON throws. */
export function readStrings(root: string, lang: string): Strings {
  const read = (ns: string) => {
    const file = `content/${lang}/strings/${ns}.json`
    const parsed = parseJson(file, readFileSync(join(root, file), 'utf8'))
    if ('issue' in parsed) throw contentError(root, [parsed.issue])
    return [ns, parsed.json]
  }
  return Object.fromEntries(NAMESPACES.map(read)) as Strings
}
