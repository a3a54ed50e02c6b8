import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { escapedControlIssues, writtenControlIssues } from './control-characters.ts'
import { readFrontmatter } from './frontmatter.ts'
import { editorErrors, zodIssues, type ContentIssue } from './issues.ts'
import { kindOf } from './kinds.ts'
import { parseMdx } from './mdx-parser.ts'
import { checkTree } from './mdx-tree.ts'
import { fieldAt, frontmatterLocator, positionAt, type Locate } from './positions.ts'
import { MAX_FILE_BYTES, tooLarge } from './source.ts'
import { unfinishedIssue } from './unfinished.ts'

export interface ParsedContent {
  data: Record<string, unknown>
  body: string
  issues: ContentIssue[]
  /** Where a frontmatter field is written in the file, for problems found later (images). */
  locate: Locate
  /** Each component's attributes as its schema gives them, for the build to write as literals. */
  props: Map<MdxJsxFlowElement | MdxJsxTextElement, Record<string, unknown>>
}

/**
 * Checks one MDX content file, every rule at once: the file itself (its kind by its path, its
 * size, text that decoded as UTF-8), the frontmatter (YAML only, against its kind's schema) and
 * the body on the MDX parser's tree (scripts/build/content/mdx-tree.ts). `relative` is the path from
 * the project `root`. check:content parses `source` itself; the build passes the tree it
 * compiles (scripts/build/content/remark-content.ts), so both judge the same thing. Every issue carries
 * the line and column of what it is about.
 */
export function parseContentFile(relative: string, source: string, root: string, tree?: Root): ParsedContent {
  if (tree) return checkContentFile(relative, source, root, tree)
  return remembered(checkedFiles, root, relative, source, () => checkContentFile(relative, source, root))
}

/**
 * The same checks but the body's: the file, its frontmatter against its kind's schema, control
 * characters anywhere in it. What a list of posts or services needs (their frontmatter), without
 * parsing every body: a body is checked where it is compiled (remark-content.ts) and by
 * check:content.
 */
export function readContentFrontmatter(relative: string, source: string, root: string): ParsedContent {
  return remembered(checkedFrontmatter, root, relative, source, () => checkContentFile(relative, source, root, undefined, false))
}

/**
 * The files checked so far in this process, by path and text, whole or frontmatter only: a build
 * reads each file several times (the lists of services and posts, the feeds), and the dev server
 * reads every list again on each save; the same text is checked once. What else a check reads,
 * whether a local image exists, can change while `npm run dev` runs: forgetChecksAffectedBy drops
 * what a changed file could make wrong.
 */
const checkedFiles = new Map<string, ParsedContent>()
const checkedFrontmatter = new Map<string, ParsedContent>()

function remembered(cache: Map<string, ParsedContent>, root: string, relative: string, source: string, check: () => ParsedContent): ParsedContent {
  const key = `${root}\0${relative}\0${source}`
  let parsed = cache.get(key)
  if (!parsed) cache.set(key, (parsed = check()))
  return parsed
}

/** Forgets every check: the rules themselves may have changed (the dev server reloaded its config). */
export function forgetCheckedFiles(): void {
  checkedFiles.clear()
  checkedFrontmatter.clear()
}

/**
 * Forgets what a change to `file` (a path from the root) could make wrong: a content file's old
 * text (its new text is a new key), and every check of a file that names a changed file under
 * public/ (an image that appeared or went). Everything else is still right, so a save costs the
 * file saved, not the whole blog.
 */
export function forgetChecksAffectedBy(file: string): void {
  const named = file.startsWith('public/') ? file.slice('public'.length) : undefined
  for (const cache of [checkedFiles, checkedFrontmatter]) {
    for (const key of cache.keys()) {
      const [, relative, source = ''] = key.split('\0')
      if (relative === file || (named !== undefined && source.includes(named))) cache.delete(key)
    }
  }
}

function checkContentFile(relative: string, source: string, root: string, tree?: Root, withBody = true): ParsedContent {
  const kind = kindOf(relative)
  const locate = frontmatterLocator(source)
  const result = (issues: ContentIssue[], data: Record<string, unknown> = {}, body = ''): ParsedContent => ({
    data,
    body,
    issues,
    locate,
    props: new Map(),
  })
  if (!kind) {
    const message = relative.endsWith('.md')
      ? `a Markdown file is not read: rename it to ${relative.split('/').at(-1)}x`
      : 'unexpected file: expected services/<key>.mdx, blog/<slug>.mdx (lowercase, hyphens), about.mdx or privacy-policy.mdx'
    return result([{ file: relative, field: '', message }])
  }
  // check:content refuses bytes that are not UTF-8 before this (scripts/build/content/source.ts); what
  // reaches the build has been decoded already, a bad byte turned into U+FFFD.
  const replaced = source.indexOf('\uFFFD')
  if (replaced >= 0) {
    return result([
      {
        file: relative,
        field: '',
        message: 'expected UTF-8 text, found a byte that is not (save the file as UTF-8)',
        ...positionAt(source, replaced),
      },
    ])
  }
  const bytes = Buffer.byteLength(source)
  if (bytes > MAX_FILE_BYTES) return result([tooLarge(relative, bytes)])

  const frontmatter = readFrontmatter(relative, source)
  // Text is text: no control character anywhere in the file, each at its place and field.
  const yamlStart = source.indexOf('\n') + 1
  const written = writtenControlIssues(relative, source, (offset) =>
    frontmatter.bodyKnown && offset >= frontmatter.bodyStart ? 'body' : (fieldAt(frontmatter.yaml, offset - yamlStart) ?? 'frontmatter'),
  )
  // A frontmatter that is not YAML between two --- lines leaves no body to speak of.
  if (!frontmatter.bodyKnown) return result([...frontmatter.issues, ...written])
  const parsed = tree
    ? { tree, slips: [], lost: new Set<string>() }
    : withBody
      ? parseMdx(relative, source, kind.components)
      : { unparsed: true as const }
  const issues: ContentIssue[] = [...frontmatter.issues]
  let data = frontmatter.data
  const body = source.slice(frontmatter.bodyStart)
  if (!frontmatter.issues.length) {
    // gray-matter and the MDX parser must see the same block, or the build would compile as body
    // what the check read as frontmatter.
    const yaml = 'tree' in parsed ? parsed.tree?.children[0] : undefined
    if ('tree' in parsed && parsed.tree && (yaml?.type !== 'yaml' || yaml.value.replace(/\r/g, '') !== frontmatter.yaml.replace(/\r/g, ''))) {
      issues.push({ file: relative, field: 'frontmatter', line: 1, col: 1, message: 'expected the frontmatter between two lines of exactly ---' })
    }
    const checked = kind.schema.safeParse(data, { error: editorErrors, reportInput: true })
    if (checked.success) data = checked.data as Record<string, unknown>
    else issues.push(...zodIssues(relative, checked.error, locate))
    const unfinished = unfinishedIssue(relative, frontmatter.data, body, locate, (offset) => positionAt(source, frontmatter.bodyStart + offset))
    if (unfinished) issues.unshift(unfinished)
  }
  issues.push(...written, ...escapedControlIssues(relative, frontmatter.data, locate, new Set(written.map((issue) => issue.field))))
  if ('unparsed' in parsed) return result(issues, data, body)
  const { slips, lost } = parsed
  const checked = parsed.tree ? checkTree(parsed.tree, { file: relative, kind, root, source, lost }) : { issues: [], props: new Map() }
  // A rule broken where a slip was recovered is that slip again.
  const slipped = new Set(slips.map(({ line, col }) => `${line}:${col}`))
  const bodyIssues = [...slips, ...checked.issues.filter(({ line, col }) => !slipped.has(`${line}:${col}`))]
  bodyIssues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0))
  return { data, body, issues: [...issues, ...bodyIssues], locate, props: checked.props }
}
