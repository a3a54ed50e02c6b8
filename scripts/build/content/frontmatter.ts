import matter from 'gray-matter'
import { LineCounter, parseDocument, visit, type Node } from 'yaml'
import type { ContentIssue } from './issues.ts'
import type { Position } from './positions.ts'
import { byteOrderMark } from './source.ts'

/** How many times an alias may be expanded: enough for a shared value, far too few for a "billion laughs". */
const MAX_ALIAS_COUNT = 10

/** A problem thrown out of gray-matter's YAML engine, with its place. */
const refusal = (message: string, position: Position) => Object.assign(new Error(message), { position })
const notYaml = (language: string) => `expected YAML after the opening ---, found "${language}" (frontmatter is YAML only)`

/** YAML 1.2's core schema and nothing else: no custom tags, no timestamps (the schema checks a date as written), few aliases. */
function parseYaml(block: string): unknown {
  // In a file saved with CRLF, gray-matter leaves the last line's "\r", which YAML would read into the last value.
  const text = block.endsWith('\r') ? block.slice(0, -1) : block
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { schema: 'core', customTags: [], lineCounter, uniqueKeys: true, version: '1.2' })
  const at = (offset = 0): Position => lineCounter.linePos(offset)
  const problem = doc.errors[0] ?? doc.warnings[0]
  if (problem) {
    const message = problem.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')
    throw refusal(`expected valid YAML (${message})`, at(problem.pos[0]))
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch {
    // An "alias bomb", a few lines that expand to billions of values: refused at its first alias.
    let first: number | undefined
    visit(doc, {
      Alias(_, node) {
        first = (node as Node).range?.[0]
        return visit.BREAK
      },
    })
    throw refusal(`expected at most ${MAX_ALIAS_COUNT} uses of an alias (*name), found more`, at(first))
  }
}

const refuse = (language: string) => () => {
  throw refusal(notYaml(language), { line: 1, col: 1 })
}

/** YAML as gray-matter's only engine: its defaults would evaluate a `---js` block as JavaScript. */
const ENGINES = {
  ...Object.fromEntries(['yaml', 'yml'].map((name) => [name, { parse: parseYaml, stringify: () => '' }])),
  ...Object.fromEntries(['javascript', 'js', 'json', 'coffee', 'coffeescript', 'cson', 'toml'].map((name) => [name, { parse: refuse(name) }])),
} as unknown as matter.GrayMatterOption<string, never>['engines']

export interface Frontmatter {
  data: Record<string, unknown>
  /** The YAML as written, between the two `---` lines. */
  yaml: string
  /** Where the body starts in the source, as a character offset: none unless the two `---` lines were found. */
  bodyStart?: number
  issues: ContentIssue[]
}

/** Each file's last frontmatter read: a build's content check and its compiler read every post's alike, and YAML is most of it. */
const lastRead = new Map<string, { source: string; frontmatter: Frontmatter }>()

/** The frontmatter of an MDX source, checked to be plain YAML between two `---` lines, each alone on its line. */
export function readFrontmatter(file: string, source: string): Frontmatter {
  const last = lastRead.get(file)
  if (last?.source === source) return last.frontmatter
  const frontmatter = frontmatterOf(file, source)
  lastRead.set(file, { source, frontmatter })
  return frontmatter
}

function frontmatterOf(file: string, source: string): Frontmatter {
  const noBody = { yaml: '' }
  const refused = (message: string, position: Position = { line: 1, col: 1 }, known = noBody): Frontmatter => ({
    ...known,
    data: {},
    issues: [{ file, field: 'frontmatter', message, ...position }],
  })
  if (source.startsWith('\uFEFF')) return refused(byteOrderMark('the file to start with ---'))
  const opening = /^---([^\r\n]*)(\r?\n|$)/.exec(source)
  if (!opening) return refused('expected the file to start with a --- line, then the YAML fields, then ---')
  const language = (opening[1] ?? '').trim()
  if (language) return refused(notYaml(language))
  // gray-matter ends the block at the first "\n---", whatever follows it on that line.
  const close = /^---[ \t]*\r?$/m.exec(source.slice(opening[0].length))
  const firstFence = source.indexOf('\n---', 3)
  if (!close || firstFence !== opening[0].length + close.index - 1) {
    const line = firstFence < 0 ? 1 : source.slice(0, firstFence + 1).split('\n').length
    return refused('expected the frontmatter to end with a line of exactly ---', { line, col: 1 })
  }
  const yaml = source.slice(opening[0].length, Math.max(opening[0].length, firstFence))
  const closeLine = source.indexOf('\n', firstFence + 1)
  const bodyStart = closeLine < 0 ? source.length : closeLine + 1
  const known = { yaml, bodyStart }
  let parsed: matter.GrayMatterFile<string>
  try {
    // Options bypass gray-matter's cache, which would return stale data in dev.
    parsed = matter(source, { language: 'yaml', engines: ENGINES })
  } catch (error) {
    const { message, position } = error as Error & { position?: Position }
    return refused(position ? message : `expected valid YAML (${message.split('\n')[0]})`, position, known)
  }
  const data = parsed.data
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return refused('expected YAML fields (name: value)', { line: 2, col: 1 }, known)
  return { ...known, data, issues: [] }
}
