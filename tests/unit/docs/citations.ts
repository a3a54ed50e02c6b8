import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, sep } from 'node:path'
import ts from 'typescript'

/**
 * What the repository's comments and docs point at, checked against the repository itself: a
 * reason the code relies on has to be findable by whoever clones it.
 *
 * - A path from the repository's root (`src/…`, `scripts/…`, `tests/…`, `docs/…`, `content/…`,
 *   `deploy/…`, `public/…`, `patches/…`, `bench/…`) in a comment or a Markdown file names
 *   something that exists. A pattern is allowed where it says so with a placeholder: a segment
 *   `<name>`, `{name}` or `*` stands for any one name, `{es,en,pt}` for one of those, `**` for any
 *   depth, and a path ending in `...` or `…` for anything under the part before it; a pattern
 *   must match at least one file or folder.
 * - A heading cited as `<file>.md, "Heading"` is a heading of that file, and a Markdown link's
 *   file and `#anchor` exist.
 * - Nothing cites what a clone lacks: a `decisions.md` that is not `docs/decisions.md`, "the
 *   spec" or a "spec section", an issue by its number; and a comment that cites
 *   `docs/decisions.md` or `docs/product.md` names the heading it means.
 */

/** The folders a path from the repository's root starts with. */
const ROOTS = ['src', 'scripts', 'tests', 'docs', 'content', 'deploy', 'public', 'patches', 'bench']

/** A path from the root: a root folder, then names, placeholders and patterns, not inside another path or a URL. */
const REPO_PATH = new RegExp(`(?<![\\w./@:~-])(?:${ROOTS.join('|')})/(?:\\{[^}\\s]*\\}|<[^>\\s]*>|[\\w.\\-/*…])*`, 'g')

/** A cited heading: `docs/decisions.md, "Heading"` (straight or curly quotes). */
const HEADING_CITATION = /((?:docs\/[\w-]+|content\/README|README|CONTRIBUTING)\.md),\s*["“]([^"”]+)["”]/g

/** Markdown links to a file of the repository or an anchor: `[text](target)`, not to a site's address. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|tel:|\/)([^)\s]+)\)/g

/** `decisions.md` as if it were at the root or beside the file: the decisions are docs/decisions.md. */
const BARE_DECISIONS = /(?<!docs\/)\bdecisions\.md/g

/** Citations of what is not in the repository, each with what to write instead. */
const NOT_IN_THE_REPOSITORY: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: BARE_DECISIONS, instead: 'docs/decisions.md, "<heading>"' },
  { pattern: /\bspec section/gi, instead: 'docs/product.md, "<heading>"' },
  { pattern: /\b(?:the|a|our) spec\b(?![.'’-])/gi, instead: 'docs/product.md, "<heading>"' },
  { pattern: /\bspec(?:'|’)s\b/gi, instead: 'docs/product.md, "<heading>"' },
  { pattern: /(?<![\w.-])spec:/gi, instead: 'docs/product.md, "<heading>"' },
  { pattern: /\bproduct-spec\b|\bDESIGN\.md|\bSTYLE\.md/g, instead: 'a file of docs/' },
  { pattern: /\bissues? #?\d+\b/gi, instead: 'the reason itself, or the docs heading that holds it' },
]

/** A comment that cites one of the project's decision docs without saying which heading. */
const CITATION_WITHOUT_HEADING = /docs\/(?:decisions|product)\.md(?!,\s*["“])/g

export interface Problem {
  file: string
  line: number
  message: string
}

/** A piece of a file the checks read: a comment, or a whole Markdown file, and where it starts. */
interface Passage {
  text: string
  line: number
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/** The comments of a TypeScript or JavaScript file, JSX's `{/* … *\/}` included, as the parser finds them. */
function scriptComments(file: string, text: string): Passage[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Set<number>()
  const found: Passage[] = []
  const visit = (node: ts.Node): void => {
    // JSX text is text: `//` in it is no comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      // Before the node: the comments on the line where the trivia starts count as "trailing" the
      // token before, the ones on later lines as "leading"; both are comments.
      const at = node.getFullStart()
      for (const range of [...(ts.getTrailingCommentRanges(text, at) ?? []), ...(ts.getLeadingCommentRanges(text, at) ?? [])]) {
        if (seen.has(range.pos)) continue
        seen.add(range.pos)
        found.push({ text: text.slice(range.pos, range.end), line: lineAt(text, range.pos) })
      }
    }
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  // A run of `//` comments on consecutive lines is one comment, however a citation wraps in it.
  const merged: Passage[] = []
  for (const comment of found.sort((a, b) => a.line - b.line)) {
    const last = merged.at(-1)
    const lines = last ? last.text.split('\n').length : 0
    if (last && last.text.startsWith('//') && comment.text.startsWith('//') && comment.line === last.line + lines) last.text += `\n${comment.text}`
    else merged.push({ ...comment })
  }
  return merged
}

const matches = (text: string, pattern: RegExp): Passage[] => [...text.matchAll(pattern)].map((m) => ({ text: m[0], line: lineAt(text, m.index) }))

/** What a file says about the repository: its comments, or all of it for Markdown. */
export function passagesOf(file: string, text: string): Passage[] {
  const extension = extname(file)
  if (['.ts', '.tsx', '.js', '.mjs'].includes(extension)) return scriptComments(file, text)
  if (extension === '.md') return [{ text, line: 1 }]
  if (extension === '.css') return matches(text, /\/\*[\s\S]*?\*\//g)
  if (extension === '.html') return matches(text, /<!--[\s\S]*?-->/g)
  // Shell, YAML, nginx, TOML: `#` to the end of the line, at its start or after a space.
  return matches(text, /(?<=^|\s)#.*$/gm)
}

/** A comment's words in one line: no comment markers, line breaks or indentation. */
const flatten = (text: string) =>
  text
    .replace(/^\s*(?:\/\*\*?|\*\/|\*|\/\/|#)/gm, ' ')
    .replace(/\*\/\s*$/, ' ')
    .replace(/\s+/g, ' ')

/** The regular expression of one segment of a pattern, or undefined for a plain name. */
function segmentPattern(segment: string): RegExp | undefined {
  if (!/[<>{}*…]/.test(segment)) return undefined
  let source = ''
  for (const part of segment.split(/(<[^>]*>|\{[^}]*\}|\*)/)) {
    if (part.startsWith('<') || part === '*' || (part.startsWith('{') && !part.includes(','))) source += '[^/]*'
    else if (part.startsWith('{')) source += `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`
    else source += escape(part)
  }
  return new RegExp(`^${source}$`)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What git ignores under `root` (the build's output, a partial bench report…): present on this machine,
 * absent from a clone, so a doc naming one names nothing for whoever clones the repository.
 * Outside a git repository (the tests' scratch folders) nothing is ignored.
 */
const ignoredIn = (() => {
  const known = new Map<string, readonly string[]>()
  return (root: string): readonly string[] => {
    let ignored = known.get(root)
    if (!ignored) {
      try {
        const listed = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'], {
          cwd: root,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        })
        ignored = listed
          .split('\n')
          .filter(Boolean)
          .map((path) => join(root, path.replace(/\/$/, '')))
      } catch {
        ignored = []
      }
      known.set(root, ignored)
    }
    return ignored
  }
})()

const isIgnored = (root: string, path: string) => ignoredIn(root).some((ignored) => path === ignored || path.startsWith(ignored + sep))

/** Whether any file or folder under `dir` matches the remaining segments of a pattern, in a clone of `root`. */
function existsMatching(root: string, dir: string, segments: readonly string[]): boolean {
  if (isIgnored(root, dir)) return false
  if (segments.length === 0) return true
  const [segment, ...rest] = segments as [string, ...string[]]
  if (segment === '' || segment === '.') return existsMatching(root, dir, rest)
  if (segment === '**') return existsMatching(root, dir, rest) || subfolders(dir).some((sub) => existsMatching(root, sub, segments))
  const pattern = segmentPattern(segment)
  if (!pattern) return existsSync(join(dir, segment)) && existsMatching(root, join(dir, segment), rest)
  if (!isFolder(dir)) return false
  return readdirSync(dir).some((name) => pattern.test(name) && existsMatching(root, join(dir, name), rest))
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory()
const subfolders = (dir: string) =>
  isFolder(dir)
    ? readdirSync(dir)
        .map((name) => join(dir, name))
        .filter(isFolder)
    : []

/** Whether a path from the root, or a pattern of paths, names something in `root`. */
export function pathExists(root: string, path: string): boolean {
  const ellipsis = /(?:\.\.\.|…)$/.exec(path)
  const fixed = ellipsis ? path.slice(0, ellipsis.index) : path
  return existsMatching(root, root, fixed.split('/'))
}

/** The path as written, without the sentence's punctuation after it. */
const trimmed = (path: string) => (/(?:\.\.\.|…)$/.test(path) ? path : path.replace(/[.,:;]+$/, ''))

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

/** The headings of a Markdown file, as written (`## Heading` → "Heading"), outside code blocks. */
export function headingsOf(markdown: string): string[] {
  const headings: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading) headings.push((heading[1] as string).replace(/`/g, ''))
  }
  return headings
}

/**
 * Every problem of one file's comments or text. `own` says the file is this checker's, which
 * writes the forms it refuses as its examples: only its paths are checked.
 */
export function problemsOf(root: string, file: string, text: string, own = false): Problem[] {
  const problems: Problem[] = []
  const markdown = file.endsWith('.md')
  const say = (line: number, message: string) => problems.push({ file, line, message })
  const headings = new Map<string, string[]>()
  const headingsIn = (doc: string) => {
    if (!headings.has(doc)) headings.set(doc, existsSync(join(root, doc)) ? headingsOf(readFileSync(join(root, doc), 'utf8')) : [])
    return headings.get(doc) as string[]
  }
  for (const passage of passagesOf(file, text)) {
    for (const [index, line] of passage.text.split('\n').entries()) {
      for (const match of line.matchAll(REPO_PATH)) {
        const path = trimmed(match[0])
        if (!pathExists(root, path)) say(passage.line + index, `${path}: no such file or folder`)
      }
    }
    if (own) continue
    // A citation may wrap: in a comment, over its markers; in Markdown, over a line break.
    const words = markdown ? passage.text : flatten(passage.text)
    for (const match of words.matchAll(HEADING_CITATION)) {
      const [, doc = '', written = ''] = match
      const heading = written.replace(/\s+/g, ' ')
      if (/^<[^>]*>$/.test(heading)) continue // the form of a citation, `"<heading>"`, not one
      const line = markdown ? lineAt(text, match.index) : passage.line
      if (!headingsIn(doc).includes(heading)) say(line, `${doc}, "${heading}": no such heading in ${doc}`)
    }
    if (!markdown) {
      for (const match of words.matchAll(CITATION_WITHOUT_HEADING))
        say(passage.line, `${match[0]} cited without a heading: write ${match[0]}, "<heading>"`)
    }
  }
  if (markdown) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const [target = '', anchor] = (match[1] as string).split('#')
      const line = lineAt(text, match.index)
      const linked = relative(root, join(root, dirname(file), target))
        .split(sep)
        .join('/')
      if (target !== '' && !existsSync(join(root, linked))) say(line, `link to ${match[1]}: no such file`)
      else if (anchor !== undefined && (target === '' || linked.endsWith('.md'))) {
        const anchors = (target === '' ? headingsOf(text) : headingsIn(linked)).map(anchorOf)
        if (!anchors.includes(anchor)) say(line, `link to ${match[1]}: no heading with that anchor in ${target === '' ? file : linked}`)
      }
    }
  }
  if (!own) {
    // Beside docs/decisions.md, a Markdown file names it as `decisions.md`, and its links are checked above.
    const besideDocs = markdown && file.startsWith('docs/')
    for (const { pattern, instead } of NOT_IN_THE_REPOSITORY) {
      if (besideDocs && pattern === BARE_DECISIONS) continue
      for (const match of text.matchAll(pattern)) say(lineAt(text, match.index), `"${match[0]}" is not in the repository: cite ${instead}`)
    }
  }
  return problems
}

/** The files whose comments and docs are checked: the code, the tests, the configuration, the docs. */
export function checkedFiles(root: string): string[] {
  const under = (dir: string): string[] =>
    isFolder(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          .map((name) => `${dir}/${name.split(sep).join('/')}`)
          .filter((name) => statSync(join(root, name)).isFile() && /\.(tsx?|mjs|js|css|md|html)$/.test(name))
      : []
  const single = [
    'vite.config.ts',
    'playwright.config.ts',
    'vitest.config.ts',
    'eslint.config.js',
    'index.html',
    'README.md',
    'CONTRIBUTING.md',
    'content/README.md',
    '.ci/run',
    '.github/workflows/ci.yml',
    'deploy/nginx.conf',
    'deploy/netlify.toml',
  ].filter((name) => existsSync(join(root, name)))
  return [...under('src'), ...under('scripts'), ...under('tests'), ...under('docs'), ...single].sort()
}
