import matter from 'gray-matter'
import { componentIssues } from './mdx-components'
import { editorErrors, zodIssues, type ContentIssue } from './issues'
import { kindOf } from './kinds'

export interface ParsedContent {
  data: Record<string, unknown>
  body: string
  issues: ContentIssue[]
}

/**
 * Parses one MDX content file and checks it: frontmatter against its kind's schema, body against
 * its kind's component allow-list. `relative` is the path from the project root.
 */
export function parseContentFile(relative: string, source: string): ParsedContent {
  const kind = kindOf(relative)
  if (!kind) {
    return {
      data: {},
      body: source,
      issues: [{ file: relative, field: '', message: 'unexpected file: expected services/<key>.mdx, blog/<slug>.mdx (lowercase, hyphens), about.mdx or privacy-policy.mdx' }],
    }
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    // An empty options object bypasses gray-matter's cache, which would return stale data in dev.
    parsed = matter(source, {})
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { data: {}, body: '', issues: [{ file: relative, field: 'frontmatter', message: `expected valid YAML (${reason})` }] }
  }
  const result = kind.schema.safeParse(parsed.data, { error: editorErrors })
  const issues = [
    ...(result.success ? [] : zodIssues(relative, result.error)),
    ...componentIssues(relative, parsed.content, kind.components, kind.requiredComponents),
  ]
  const data = (result.success ? result.data : parsed.data) as Record<string, unknown>
  return { data, body: parsed.content, issues }
}
