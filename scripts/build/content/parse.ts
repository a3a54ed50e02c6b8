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
  // A build reads each file several times (the whole check as it starts, the lists of services
  // and posts in both of its passes, the feeds): the same text is parsed and checked once.
  const key = `${root}\0${relative}\0${source}`
  let parsed = checkedFiles.get(key)
  if (!parsed) checkedFiles.set(key, (parsed = checkContentFile(relative, source, root)))
  return parsed
}

/**
 * The files checked so far in this process, by path and text. What else a check reads (whether
 * an image exists) can change while `npm run dev` runs: the dev server forgets them all on any
 * change (forgetCheckedFiles); a build or check:content reads a tree that does not change. Kept
 * on globalThis: Vite loads its config (and this module, bundled into it) once per build pass.
 */
const checkedFiles: Map<string, ParsedContent> = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.checkedContentFiles')] ??= new Map<
  string,
  ParsedContent
>()) as Map<string, ParsedContent>

export function forgetCheckedFiles(): void {
  checkedFiles.clear()
}

function checkContentFile(relative: string, source: string, root: string, tree?: Root): ParsedContent {
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
  const parsed = tree ? { tree } : parseMdx(relative, source)
  const issues: ContentIssue[] = [...frontmatter.issues]
  let data = frontmatter.data
  const body = source.slice(frontmatter.bodyStart)
  if (!frontmatter.issues.length) {
    // gray-matter and the MDX parser must see the same block, or the build would compile as body
    // what the check read as frontmatter.
    const yaml = 'tree' in parsed ? parsed.tree.children[0] : undefined
    if ('tree' in parsed && (yaml?.type !== 'yaml' || yaml.value.replace(/\r/g, '') !== frontmatter.yaml.replace(/\r/g, ''))) {
      issues.push({ file: relative, field: 'frontmatter', line: 1, col: 1, message: 'expected the frontmatter between two lines of exactly ---' })
    }
    const checked = kind.schema.safeParse(data, { error: editorErrors, reportInput: true })
    if (checked.success) data = checked.data as Record<string, unknown>
    else issues.push(...zodIssues(relative, checked.error, locate))
    const unfinished = unfinishedIssue(relative, frontmatter.data, body, locate, (offset) => positionAt(source, frontmatter.bodyStart + offset))
    if (unfinished) issues.unshift(unfinished)
  }
  issues.push(...written, ...escapedControlIssues(relative, frontmatter.data, locate, new Set(written.map((issue) => issue.field))))
  if ('issue' in parsed) return result([...issues, parsed.issue], data, body)
  const { issues: bodyIssues, props } = checkTree(parsed.tree, { file: relative, kind, root, source })
  return { data, body, issues: [...issues, ...bodyIssues], locate, props }
}
