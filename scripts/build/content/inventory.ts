import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { NAMESPACES } from '../../../src/i18n/namespaces.ts'
import type { ContentIssue } from './issues.ts'
import { kindOf } from './kinds.ts'
import { decodeContent } from './source.ts'

/** Every file under content/<lang>/, as paths from the root ("content/es/blog/<slug>.mdx"). */
function filesUnder(root: string, lang: string): string[] {
  return readdirSync(join(root, 'content', lang), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

/**
 * Files in a language folder that the site never reads: a `.md` post (silently skipped by the
 * build, so an editor would wait for a page that never comes), a stray file, a strings file for
 * no namespace. MDX files of no kind are reported by parseContentFile, which names the kinds.
 */
export function strayFiles(root: string, lang: string): ContentIssue[] {
  const strings = new Set(NAMESPACES.map((ns) => `content/${lang}/strings/${ns}.json`))
  return filesUnder(root, lang).flatMap((file): ContentIssue[] => {
    if (strings.has(file) || file.endsWith('.mdx')) return []
    if (file.endsWith('.md') && kindOf(`${file}x`)) {
      return [{ file, field: '', line: 1, col: 1, message: `a Markdown file is not read: rename it to ${file.split('/').at(-1)}x` }]
    }
    return [{ file, field: '', message: 'unexpected file: content holds only the .mdx and strings/<namespace>.json files of content/README.md' }]
  })
}

/** A content file's text, or the issue that stops it being read (not UTF-8, too large). */
export function readContentText(root: string, file: string): { text: string } | { issue: ContentIssue } {
  return decodeContent(file, readFileSync(join(root, file)))
}
