import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Plugin } from 'unified'
import { allowedTags, HTML_ATTRIBUTES } from './html.ts'
import type { ContentIssue } from './issues.ts'
import { SAY, slipOf, type Echoes, type ParserError, type Slip } from './mdx-slips.ts'
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

/**
 * At most this many slips are listed for one file, and the parses that find them read at most
 * MAX_PARSED characters (five times a file of 200 KB): one more line says there are more.
 */
const MAX_SLIPS = 30
const MAX_PARSED = 1_000_000

export interface ParsedMdx {
  /** The tree, of the text as written or as recovered past its slips: for the body's rules, never to compile. */
  tree?: Root
  /** The syntax slips, each at its place, in the order the parser met them. */
  slips: ContentIssue[]
  /** Tags a recovery blanked. */
  lost: ReadonlySet<string>
}

/**
 * A source's MDX tree, and every syntax slip in it (`x<2`, `<!-- -->`, a stray `{`, a tag never
 * closed), each on one line in an editor's words: where the parser stops, the slip is said and
 * blanked as if fixed (same length, so later places stay right), and the text is parsed again,
 * until it parses. A slip that only a recovery caused is not said (docs/decisions.md, "A
 * content problem is one line"). `components` are the file's kind's.
 */
export function parseMdx(file: string, source: string, components: Readonly<Record<string, unknown>> = {}): ParsedMdx {
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
