import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Plugin } from 'unified'
import { POST_COMPONENTS, SERVICE_COMPONENTS } from './components.ts'
import { HTML_ATTRIBUTES } from './html.ts'
import { shown, type ContentIssue } from './issues.ts'
import { positionAt } from './positions.ts'

/**
 * The syntax content is written in, besides MDX itself: YAML frontmatter, and GitHub-flavoured
 * Markdown (tables, ~~strikethrough~~, task lists, links from bare addresses), as editors write
 * it on GitHub, Docusaurus or Astro. The build's content rules (remark-content.ts) wire the same
 * list into the compiler, so check:content and the build read every file alike.
 */
export const CONTENT_SYNTAX: readonly Plugin<[], Root>[] = [remarkFrontmatter, remarkGfm]

/** The parser the build compiles content with, made once: parsing is all check:content needs of it. */
const processor = createProcessor({ remarkPlugins: [...CONTENT_SYNTAX] })

interface ParseError {
  message?: string
  reason?: string
  source?: string
  line?: number
  column?: number
  place?: { line?: number; column?: number; offset?: number; start?: { line: number; column: number; offset?: number } }
}

/** Tags an editor means as tags: a broken one gets the parser's own message, at its place. */
const TAGS = new Set([...Object.keys(HTML_ATTRIBUTES), ...Object.keys(SERVICE_COMPONENTS), ...Object.keys(POST_COMPONENTS)])

/** What is written from `offset` to the end of its line, at most `max` characters, on one line. */
const excerpt = (source: string, offset: number, max: number) => shown((source.slice(offset).split('\n')[0] ?? '').slice(0, max))

/**
 * The parser's refusal in the words of an editor who wrote Markdown elsewhere, at the character
 * that started it: a `<` that begins no tag (`x<y`, `<2 segundos`), an HTML comment, an address
 * in angle brackets (`<https://…>`, a Markdown autolink that MDX reads as a tag), an unmatched
 * or non-comment `{`. Anything else keeps the parser's message, at the parser's place.
 */
function editorMessage(source: string, offset: number, from: string | undefined): { message: string; offset: number } | undefined {
  if (from === 'micromark-extension-mdx-jsx') {
    const start = source.lastIndexOf('<', Math.max(0, offset - 1))
    if (start < 0) return undefined
    const after = source.slice(start + 1)
    if (after.startsWith('!')) {
      return { offset: start, message: 'expected no HTML comment, found "<!": write a note for editors as {/* … */}, which is never published' }
    }
    const address = /^((?:https?|mailto|ftp):[^\s<>]*|www\.[^\s<>]*|[^\s<>@]+@[^\s<>@]+)>/i.exec(after)
    if (address?.[1]) {
      const target = address[1].includes('@') && !address[1].includes(':') ? `mailto:${address[1]}` : address[1]
      const found = `<${address[1]}>`
      return {
        offset: start,
        message: `expected no address in angle brackets, found "${shown(found)}": write [text](${shown(target)}), or the address alone (it is linked by itself)`,
      }
    }
    const name = /^[A-Za-z][\w.:-]*/.exec(after)?.[0]
    if (name && TAGS.has(name)) return undefined
    return {
      offset: start,
      message: `expected a tag after <, found "${excerpt(source, start, 12)}": to write the sign <, write \\< or &lt; instead (x \\< y)`,
    }
  }
  if (from === 'micromark-extension-mdx-expression') {
    const start = source.lastIndexOf('{', Math.max(0, offset - 1))
    if (start < 0) return undefined
    return {
      offset: start,
      message: `expected no {expression}, found "${excerpt(source, start, 20)}": to write a brace, write \\{ instead (a note for editors is written {/* … */})`,
    }
  }
  return undefined
}

/** A source's MDX tree, or where and why the MDX parser stopped (an unclosed tag, a stray `{`), on one line. */
export function parseMdx(file: string, source: string): { tree: Root } | { issue: ContentIssue } {
  try {
    return { tree: processor.parse(source) }
  } catch (error) {
    const { reason, message, line, column, place, source: from } = error as ParseError
    const start = place?.start ?? place
    const position = { line: start?.line ?? line ?? 1, col: start?.column ?? column ?? 1 }
    const offset = start?.offset
    const editor = offset === undefined ? undefined : editorMessage(source, offset, from)
    if (editor) return { issue: { file, field: 'body', message: editor.message, ...positionAt(source, editor.offset) } }
    return { issue: { file, field: 'body', message: `expected valid MDX (${shown(reason ?? message ?? String(error))})`, ...position } }
  }
}
