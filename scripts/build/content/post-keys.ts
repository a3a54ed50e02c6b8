import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ContentIssue } from './issues.ts'
import { kindOf, POST_KIND } from './kinds.ts'

/** The names a language's strings give the author and tag keys posts use. */
export interface KeyNames {
  authors?: Record<string, { name?: string; role?: string }>
  tags?: Record<string, string>
}

/**
 * The language's author and tag names (strings/base.json's `blog`), read once per check. Broken
 * JSON gives none: the strings check reports it.
 */
export function keyNames(root: string, lang: string): KeyNames {
  const file = join(root, 'content', lang, 'strings', 'base.json')
  if (!existsSync(file)) return {}
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { blog?: KeyNames }).blog ?? {}
  } catch {
    return {} // the strings check reports the broken JSON
  }
}

/**
 * A post names its author and tags by key; their names live in the language's
 * strings/base.json (`blog.authors.<key>.name/role`, `blog.tags.<key>`). A key with no name
 * there would print as a bare key on the page, so it fails the check.
 */
export function postKeyIssues(names: KeyNames, lang: string, file: string, data: Record<string, unknown>): ContentIssue[] {
  if (kindOf(file) !== POST_KIND) return []
  const where = `content/${lang}/strings/base.json`
  const issues: ContentIssue[] = []
  const author = data.author
  if (typeof author === 'string' && !(names.authors?.[author]?.name && names.authors[author].role)) {
    issues.push({
      file,
      field: 'author',
      message: `expected an author with a name and role under blog.authors in ${where}, found none for "${author}"`,
    })
  }
  const tags = Array.isArray(data.tags) ? data.tags : []
  tags.forEach((tag, i) => {
    if (typeof tag === 'string' && !names.tags?.[tag]) {
      issues.push({ file, field: `tags[${i}]`, message: `expected a name for the tag "${tag}" under blog.tags in ${where}` })
    }
  })
  return issues
}
