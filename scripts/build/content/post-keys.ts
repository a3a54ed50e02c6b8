import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ContentIssue } from './issues.ts'
import { kindOf, POST_KIND } from './kinds.ts'

/** The names a language's posts give their author and tag keys. */
export interface BlogStrings {
  authors?: Record<string, { name?: string; role?: string }>
  tags?: Record<string, string>
}

/** The language's `blog` strings, read once per check (a post's keys are checked against them). */
export function blogStrings(root: string, lang: string): BlogStrings {
  const file = join(root, 'content', lang, 'strings', 'base.json')
  if (!existsSync(file)) return {}
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { blog?: BlogStrings }).blog ?? {}
  } catch {
    return {} // the strings check reports the broken JSON
  }
}

/**
 * A post names its author and tags by key; their names live in the language's
 * strings/base.json (`blog.authors.<key>.name/role`, `blog.tags.<key>`). A key with no name
 * there would print as a bare key on the page, so it fails the check.
 */
export function postKeyIssues(strings: BlogStrings, lang: string, file: string, data: Record<string, unknown>): ContentIssue[] {
  if (kindOf(file) !== POST_KIND) return []
  const where = `content/${lang}/strings/base.json`
  const issues: ContentIssue[] = []
  const author = data.author
  if (typeof author === 'string' && !(strings.authors?.[author]?.name && strings.authors[author].role)) {
    issues.push({
      file,
      field: 'author',
      message: `expected an author with a name and role under blog.authors in ${where}, found none for "${author}"`,
    })
  }
  const tags = Array.isArray(data.tags) ? data.tags : []
  tags.forEach((tag, i) => {
    if (typeof tag === 'string' && !strings.tags?.[tag]) {
      issues.push({ file, field: `tags[${i}]`, message: `expected a name for the tag "${tag}" under blog.tags in ${where}` })
    }
  })
  return issues
}
