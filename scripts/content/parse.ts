import matter from 'gray-matter'
import { componentIssues } from './mdx-components.ts'
import { editorErrors, zodIssues, type ContentIssue } from './issues.ts'
import { kindOf } from './kinds.ts'
import { frontmatterLocator, positionAt, type Locate } from './positions.ts'
import { unfinishedIssue } from './unfinished.ts'

export interface ParsedContent {
  data: Record<string, unknown>
  body: string
  issues: ContentIssue[]
  /** Where a frontmatter field is written in the file, for problems found later (images). */
  locate: Locate
}

/** js-yaml's error, as gray-matter throws it: `mark` is 0-based, from the line of the opening `---`. */
interface YamlError {
  reason?: string
  mark?: { line: number; column: number }
}

/**
 * Parses one MDX content file and checks it: frontmatter against its kind's schema, body against
 * its kind's component allow-list. `relative` is the path from the project root. Every issue
 * carries the line and column of what it is about.
 */
export function parseContentFile(relative: string, source: string): ParsedContent {
  const kind = kindOf(relative)
  const locate = frontmatterLocator(source)
  if (!kind) {
    return {
      data: {},
      body: source,
      issues: [
        {
          file: relative,
          field: '',
          message: 'unexpected file: expected services/<key>.mdx, blog/<slug>.mdx (lowercase, hyphens), about.mdx or privacy-policy.mdx',
        },
      ],
      locate,
    }
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    // An empty options object bypasses gray-matter's cache, which would return stale data in dev.
    parsed = matter(source, {})
  } catch (error) {
    const { reason, mark } = error as YamlError
    const message = reason ?? (error instanceof Error ? error.message.split('\n')[0] : String(error))
    const position = mark ? { line: mark.line + 1, col: mark.column + 1 } : { line: 1, col: 1 }
    return {
      data: {},
      body: '',
      issues: [{ file: relative, field: 'frontmatter', message: `expected valid YAML (${message})`, ...position }],
      locate,
    }
  }
  const result = kind.schema.safeParse(parsed.data, { error: editorErrors, reportInput: true })
  const bodyStart = source.length - parsed.content.length
  const bodyAt = (offset: number) => positionAt(source, bodyStart + offset)
  const unfinished = unfinishedIssue(relative, parsed.data, parsed.content, locate, bodyAt)
  const issues = [
    ...(unfinished ? [unfinished] : []),
    ...(result.success ? [] : zodIssues(relative, result.error, locate)),
    ...componentIssues(relative, parsed.content, kind.components, kind.requiredComponents, bodyAt),
  ]
  const data = (result.success ? result.data : parsed.data) as Record<string, unknown>
  return { data, body: parsed.content, issues, locate }
}
