import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import type { ContentIssue } from './issues.ts'

/**
 * The parser the build compiles content with (@mdx-js/mdx's, with its frontmatter syntax:
 * vite.config.ts), made once: parsing is all check:content needs of it.
 */
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter] })

interface ParseError {
  message?: string
  reason?: string
  line?: number
  column?: number
  place?: { line?: number; column?: number; start?: { line: number; column: number } }
}

/** A source's MDX tree, or where and why the MDX parser stopped (an unclosed tag, a stray `{`). */
export function parseMdx(file: string, source: string): { tree: Root } | { issue: ContentIssue } {
  try {
    return { tree: processor.parse(source) }
  } catch (error) {
    const { reason, message, line, column, place } = error as ParseError
    const start = place?.start ?? place
    return {
      issue: {
        file,
        field: 'body',
        message: `expected valid MDX (${reason ?? message ?? String(error)})`,
        line: start?.line ?? line ?? 1,
        col: start?.column ?? column ?? 1,
      },
    }
  }
}
