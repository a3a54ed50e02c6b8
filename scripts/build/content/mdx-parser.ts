import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Plugin } from 'unified'
import type { ContentIssue } from './issues.ts'
import { SAY, slipOf, type Echoes, type ParserError, type Slip } from './mdx-slips.ts'
import { allowedTags, HTML_ATTRIBUTES } from './mdx-tree.ts'
import { positionAt } from './positions.ts'

/** The syntax besides MDX (YAML frontmatter, GitHub-flavoured Markdown): the build's compiler reads the same list. */
export const CONTENT_SYNTAX: readonly Plugin<[], Root>[] = [remarkFrontmatter, remarkGfm]

const processor = createProcessor({ remarkPlugins: [...CONTENT_SYNTAX] })

/** The most slips listed for one file, and characters parsed to find them (five times a file of 200 KB). */
const MAX_SLIPS = 30
const MAX_PARSED = 1_000_000

/**
 * A source's MDX tree (for the body's rules, never to compile), and every syntax slip in it: where the parser stops, the slip is said and blanked as
 * if fixed (same length, so later places stay right), and the text is parsed again until it parses (docs/decisions.md, "A content problem is one
 * line"). `lost` are the tags a recovery blanked.
 */
export function parseMdx(file: string, source: string, components: object = {}): { tree?: Root; slips: ContentIssue[]; lost: ReadonlySet<string> } {
  const known = (name: string) => Object.hasOwn(HTML_ATTRIBUTES, name) || Object.hasOwn(components, name)
  const allowed = allowedTags(components)
  const echoes: Echoes = { closers: [], openers: [], lost: new Set() }
  const slips: ContentIssue[] = []
  const say = (at: number, message: string) => slips.push({ file, field: 'body', message, ...positionAt(source, at) })
  let text = source
  let parsed = 0
  for (let round = 0; ; round++) {
    try {
      return { tree: processor.parse(text), slips, lost: echoes.lost }
    } catch (error) {
      const slip = slipOf(error as ParserError, { text, known, allowed, echoes })
      const next = slip ? blank(text, slip.spans) : text
      parsed += text.length
      if (!slip || next === text || slips.length === MAX_SLIPS || round === 3 * MAX_SLIPS || parsed > MAX_PARSED) {
        const { place } = error as ParserError
        say(slip?.at ?? place?.start?.offset ?? place?.offset ?? 0, slip && next !== text ? SAY.more : SAY.unknown)
        return { slips, lost: echoes.lost }
      }
      if (slip.message) say(slip.at, slip.message)
      text = next
    }
  }
}

/** `text` with each span's characters but line breaks replaced by its fill: the same length and lines. */
function blank(text: string, spans: Slip['spans']): string {
  let blanked = text
  for (const [start, end, fill = 'x'] of spans)
    blanked = blanked.slice(0, start) + blanked.slice(start, end).replace(/[^\r\n]/g, fill) + blanked.slice(end)
  return blanked
}
