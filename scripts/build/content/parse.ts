import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { escapedControlIssues, writtenControlIssues } from './control-characters.ts'
import { readFrontmatter } from './frontmatter.ts'
import { editorErrors, zodIssues, type ContentIssue } from './issues.ts'
import { kindOf } from './kinds.ts'
import { parseMdx } from './mdx-parser.ts'
import { checkTree } from './mdx-tree.ts'
import { fieldAt, locatorOf, positionAt, type Locate } from './positions.ts'
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
 * Checks one MDX content file, every rule at once: its kind by its path, its size and text, the frontmatter against its kind's schema, and the body's
 * rules. `relative` is the path from `root`. The build passes the tree it compiles, so that check:content and the build judge the same thing.
 */
export const parseContentFile = (relative: string, source: string, root: string, tree?: Root): ParsedContent =>
  tree ? checkContentFile(relative, source, root, tree) : remembered(true, root, relative, source)

/** The same checks but the body's: what a list of posts or services needs, without parsing every body. */
export const readContentFrontmatter = (relative: string, source: string, root: string) => remembered(false, root, relative, source)

/** Checks made in this process: a build and the dev server read each file several times. */
const checked = new Map<string, ParsedContent>()

function remembered(withBody: boolean, root: string, relative: string, source: string): ParsedContent {
  const key = `${withBody ? 'whole' : 'frontmatter'}\0${relative}\0${source}\0${root}`
  let parsed = checked.get(key)
  if (!parsed) checked.set(key, (parsed = checkContentFile(relative, source, root, undefined, withBody)))
  return parsed
}

/** Forgets every check: the rules themselves may have changed (the dev server reloaded its config). */
export function forgetCheckedFiles(): void {
  checked.clear()
}

/** Forgets what a change to `file` could make wrong: its own checks, and those of files naming it under public/ (an image that came or went). */
export function forgetChecksAffectedBy(file: string): void {
  const named = file.startsWith('public/') ? file.slice('public'.length) : undefined
  for (const key of checked.keys()) {
    const [, relative, source = ''] = key.split('\0')
    if (relative === file || (named !== undefined && source.includes(named))) checked.delete(key)
  }
}

function checkContentFile(relative: string, source: string, root: string, tree?: Root, withBody = true): ParsedContent {
  const kind = kindOf(relative)
  // Nothing is placed in a frontmatter that does not pass.
  const refused = (...issues: ContentIssue[]) => ({ data: {}, body: '', issues, locate: () => ({ line: 1, col: 1 }), props: new Map() })
  if (!kind) {
    const message = relative.endsWith('.md')
      ? `a Markdown file is not read: rename it to ${relative.split('/').at(-1)}x`
      : 'unexpected file: expected services/<key>.mdx, blog/<slug>.mdx (lowercase, hyphens), about.mdx or privacy-policy.mdx'
    return refused({ file: relative, field: '', message })
  }
  // check:content refuses bytes that are not UTF-8 before this; the build decoded a bad byte into U+FFFD.
  const replaced = source.indexOf('\uFFFD')
  if (replaced >= 0) {
    const message = 'expected UTF-8 text, found a byte that is not (save the file as UTF-8)'
    return refused({ file: relative, field: '', message, ...positionAt(source, replaced) })
  }
  const bytes = Buffer.byteLength(source)
  if (bytes > MAX_FILE_BYTES) return refused(tooLarge(relative, bytes))

  const frontmatter = readFrontmatter(relative, source)
  const yamlStart = source.indexOf('\n') + 1
  const written = writtenControlIssues(relative, source, (offset) =>
    offset >= (frontmatter.bodyStart ?? Infinity) ? 'body' : (fieldAt(frontmatter.yaml, offset - yamlStart) ?? 'frontmatter'),
  )
  // A frontmatter that is not YAML between two --- lines leaves no body to speak of.
  if (frontmatter.bodyStart === undefined) return refused(...frontmatter.issues, ...written)
  const locate = locatorOf(frontmatter.yaml, 1)
  const parsed = tree ? { tree, slips: [], lost: new Set<string>() } : withBody ? parseMdx(relative, source, kind.components) : undefined
  const issues: ContentIssue[] = [...frontmatter.issues]
  let data = frontmatter.data
  const body = source.slice(frontmatter.bodyStart)
  if (!frontmatter.issues.length) {
    // gray-matter and the MDX parser must see the same block, or the build would compile as body what the check read as frontmatter.
    const yaml = parsed?.tree?.children[0]
    if (parsed?.tree && (yaml?.type !== 'yaml' || yaml.value.replace(/\r/g, '') !== frontmatter.yaml.replace(/\r/g, ''))) {
      issues.push({ file: relative, field: 'frontmatter', line: 1, col: 1, message: 'expected the frontmatter between two lines of exactly ---' })
    }
    const checked = kind.schema.safeParse(data, { error: editorErrors, reportInput: true })
    if (checked.success) data = checked.data as Record<string, unknown>
    else issues.push(...zodIssues(relative, checked.error, locate))
    const unfinished = unfinishedIssue(relative, frontmatter.data, source, frontmatter.bodyStart, locate)
    if (unfinished) issues.unshift(unfinished)
  }
  issues.push(...written, ...escapedControlIssues(relative, frontmatter.data, locate, new Set(written.map((issue) => issue.field))))
  if (!parsed) return { data, body, issues, locate, props: new Map() }
  const checked = parsed.tree ? checkTree(parsed.tree, { file: relative, kind, root, source, lost: parsed.lost }) : { issues: [], props: new Map() }
  // A rule broken where a slip was recovered is that slip again.
  const slipped = new Set(parsed.slips.map(({ line, col }) => `${line}:${col}`))
  const bodyIssues = [...parsed.slips, ...checked.issues.filter(({ line, col }) => !slipped.has(`${line}:${col}`))]
  bodyIssues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0))
  return { data, body, issues: [...issues, ...bodyIssues], locate, props: checked.props }
}
