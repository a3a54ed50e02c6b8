import type { Program } from 'estree'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { controlMessage, forbiddenCharacters } from './control-characters.ts'
import { editorErrors, fieldPath, quote, type ContentIssue } from './issues.ts'
import type { ContentKind } from './kinds.ts'
import { allowedTags, HTML_ATTRIBUTES, IMAGE_ATTRIBUTES, URL_ATTRIBUTES } from './html.ts'
import { positionAt } from './positions.ts'
import { localImageExists, urlProblem } from './urls.ts'

type Element = MdxJsxFlowElement | MdxJsxTextElement
type AnyNode = Root | RootContent

export interface TreeContext {
  /** The file's path from the project root, as issues print it. */
  file: string
  kind: ContentKind
  /** The project root: local images must exist under its public/. */
  root: string
  /** The file's text, where the tree's positions point. */
  source: string
  /** Components a recovery from a syntax slip blanked (mdx-parser.ts): not counted as missing. */
  lost?: ReadonlySet<string>
}

export interface TreeCheck {
  issues: ContentIssue[]
  /** Each allowed component's attributes as its schema gives them (Figure's width as a number). */
  props: Map<Element, Record<string, unknown>>
}

const isElement = (node: AnyNode): node is Element => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/** `{/* … *\/}`: an expression holding only comments, which MDX drops. */
function isComment(estree: Program | null | undefined): boolean {
  return Boolean(estree && estree.body.length === 0 && (estree.comments?.length ?? 0) > 0)
}

const EXPRESSION = 'expected no {expression}: content runs no code (to write a brace, write \\{; a note for editors is written {/* … */})'

/** Where an image must live: the CSP allows images from the site itself only (img-src 'self'). */
export const LOCAL_IMAGE = 'put the image in public/images/… and link it as /images/…'

/**
 * The Markdown a body may hold, by the parser's node types: CommonMark, GitHub's tables,
 * strikethrough and task lists (list items), MDX's elements and expressions (checked below).
 * A node type not listed (a syntax a future parser plugin adds) is refused until it is
 * judged here.
 */
const MARKDOWN = new Set([
  'root',
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'code',
  'inlineCode',
  'text',
  'emphasis',
  'strong',
  'delete',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'definition',
  'table',
  'tableRow',
  'tableCell',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
])

/** Footnotes: GitHub's, whose heading and back links the compiler writes in English on every page. */
const FOOTNOTE = 'expected no footnote ([^1]): write the note in the text itself (footnotes would be labelled in English)'

/** Elements editors reach for, with what to write instead. */
const INSTEAD: Record<string, string> = {
  img: `: write an image as ![what it shows](/images/…) (${LOCAL_IMAGE})`,
  table: ': write a table in Markdown, | a | b | with a line of | --- | --- | under its header row',
}

/**
 * The rules of content's MDX, checked on the tree the MDX parser builds (the same tree the build
 * compiles), not on the text: no import or export; no `{expression}` except a comment; only the
 * kind's components, each with the attributes its schema allows, as text in quotes; only the
 * HTML tags and attributes of scripts/build/content/html.ts; links and images to https, http, mailto,
 * tel, / or # only, and local images that exist under public/. Every violation is an issue at
 * its line and column, field `body`.
 */
export function checkTree(tree: Root, { file, kind, root, source, lost }: TreeContext): TreeCheck {
  const issues: ContentIssue[] = []
  const props = new Map<Element, Record<string, unknown>>()
  const report = (node: { position?: { start: { line: number; column: number } } } | undefined, message: string) =>
    issues.push({ file, field: 'body', message, line: node?.position?.start.line ?? 1, col: node?.position?.start.column ?? 1 })
  const allowedList = () => `allowed: ${allowedTags(kind.components)}`
  /**
   * A control character a character reference wrote (`&#12;`: Markdown decodes a form feed and a
   * carriage return), at the reference. One written as it is was reported with the file's text.
   */
  const checkDecoded = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }, values: (string | null | undefined)[]) => {
    const first = values.flatMap((value) => (value ? forbiddenCharacters(value) : []))[0]
    const start = node.position?.start.offset
    if (!first || start === undefined) return
    const span = source.slice(start, node.position?.end.offset)
    if (span.includes(first.char)) return
    const reference = /&#(?:0*1[23]|[xX]0*[cCdD]);/.exec(span)
    const at = positionAt(source, start + (reference?.index ?? 0))
    issues.push({
      file,
      field: 'body',
      message: controlMessage(first.char, reference ? `, written ${reference[0]}` : ''),
      line: at.line,
      col: at.col,
    })
  }
  const definitions = new Map<string, string>()
  const counts = new Map<string, Element[]>()
  /** The components the node visited sits inside. */
  const open: string[] = []

  /** Whether a URL is refused, reported at `node`. */
  const checkUrl = (node: AnyNode | MdxJsxAttribute, what: string, url: string, image: boolean): boolean => {
    const problem = urlProblem(url)
    if (problem) report(node, `${what}: ${problem}`)
    else if (image && !url.trim().startsWith('/')) report(node, `${what}: expected a local image, found "${quote(url.trim())}": ${LOCAL_IMAGE}`)
    else if (image && !localImageExists(root, url)) report(node, `${what}: expected an image at public${url.trim().split(/[?#]/)[0]}, found none`)
    else return false
    return true
  }

  /** The attributes written as text; `refused` collects those that were not, already reported. */
  const checkAttributes = (node: Element, name: string, refused = new Set<string>()) => {
    const values: Record<string, string> = {}
    for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        report(attribute, `<${name}>: expected attributes written name="text", found {${quote(attribute.value)}}`)
        continue
      }
      const at = `<${name}> ${attribute.name}`
      if (attribute.value !== null && typeof attribute.value === 'object') {
        report(attribute, `${at}: expected a value in quotes, found {${quote(attribute.value.value)}}`)
        refused.add(attribute.name)
        continue
      }
      if (attribute.value === null || attribute.value === undefined) {
        report(attribute, `${at}: expected a value in quotes (name="text")`)
        refused.add(attribute.name)
        continue
      }
      values[attribute.name] = attribute.value
      checkDecoded(attribute, [attribute.value])
      if (URL_ATTRIBUTES.has(attribute.name.toLowerCase()) && checkUrl(attribute, at, attribute.value, IMAGE_ATTRIBUTES.has(attribute.name)))
        refused.add(attribute.name)
    }
    return values
  }

  const checkElement = (node: Element) => {
    const name = node.name
    if (!name) return report(node, `<>: expected a named element (${allowedList()})`)
    if (/^[A-Z]/.test(name) && !/[.:]/.test(name)) {
      const rule = kind.components[name]
      if (!rule) return report(node, `<${name}> is not allowed here (${allowedList()})`)
      counts.set(name, [...(counts.get(name) ?? []), node])
      if (rule.inside && !rule.inside.some((outer) => open.includes(outer)))
        report(node, `<${name}>: expected inside ${rule.inside.map((outer) => `<${outer}>`).join(' or ')}, the sections the body shows in`)
      const refused = new Set<string>()
      const values = checkAttributes(node, name, refused)
      const result = rule.attributes.safeParse(values, { error: editorErrors })
      if (result.success) props.set(node, result.data as Record<string, unknown>)
      else {
        const allowedNames = Object.keys(rule.attributes.shape).join(', ') || 'none'
        for (const issue of result.error.issues) {
          const found = issue.code === 'unrecognized_keys' ? issue.keys : [fieldPath(issue.path)]
          for (const key of found.filter((k) => !refused.has(k))) {
            const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === key)
            const message = issue.code === 'unrecognized_keys' ? `attribute not allowed (allowed on <${name}>: ${allowedNames})` : issue.message
            report(attribute ?? node, `<${name}>${key ? ` ${key}` : ''}: ${message}`)
          }
        }
      }
      if (!rule.children && node.children.length) report(node.children[0], `<${name}>: expected no content inside (write <${name} … />)`)
      return
    }
    const allowed = HTML_ATTRIBUTES[name]
    if (!allowed) return report(node, `<${name}> is not allowed here (${allowedList()})${INSTEAD[name] ?? ''}`)
    const values = checkAttributes(node, name)
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || !(attribute.name in values)) continue
      if (!allowed.includes(attribute.name)) {
        report(attribute, `<${name}> ${attribute.name}: attribute not allowed (allowed on <${name}>: ${allowed.join(', ') || 'none'})`)
      }
    }
  }

  const visit = (node: AnyNode) => {
    switch (node.type) {
      case 'mdxjsEsm':
        report(node, 'expected no import or export (content imports and exports nothing)')
        return
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isComment(node.data?.estree)) report(node, EXPRESSION)
        return
      case 'yaml':
        return
      case 'text':
        checkDecoded(node, [node.value])
        break
      case 'link':
        checkDecoded(node, [node.url, node.title])
        checkUrl(node, 'link', node.url, false)
        break
      case 'image':
        checkDecoded(node, [node.url, node.title, node.alt])
        checkUrl(node, 'image', node.url, true)
        break
      case 'definition':
        checkDecoded(node, [node.url, node.title])
        checkUrl(node, 'link', node.url, false)
        definitions.set(node.identifier, node.url)
        break
      case 'imageReference': {
        const url = definitions.get(node.identifier)
        if (url !== undefined) checkUrl(node, 'image', url, true)
        break
      }
      case 'table': {
        // A header row is what names the columns to a screen reader: GitHub's syntax always has
        // one, but its cells may all be left empty.
        const header = node.children[0]
        if (header && header.children.every((cell) => cell.children.length === 0)) {
          report(node, 'table: expected a header row naming the columns (its first row is empty)')
        }
        break
      }
      case 'footnoteReference':
      case 'footnoteDefinition':
        report(node, FOOTNOTE)
        return
      default:
        if (isElement(node)) checkElement(node)
        else if (!MARKDOWN.has(node.type)) {
          report(node, `expected Markdown, found a ${node.type} (content/README.md lists what a body may contain)`)
          return
        }
    }
    const component = isElement(node) ? node.name : null
    if (component) open.push(component)
    if ('children' in node) for (const child of node.children) visit(child)
    if (component) open.pop()
  }
  // Definitions may come after their use: read them first.
  const collect = (node: AnyNode) => {
    if (node.type === 'definition') definitions.set(node.identifier, node.url)
    if ('children' in node) for (const child of node.children) collect(child)
  }
  collect(tree)
  visit(tree)

  for (const name of kind.requiredComponents) {
    const uses = counts.get(name) ?? []
    if (uses.length !== 1 && !lost?.has(name)) {
      // A second block is where the mistake is; a missing one, the start of the body.
      const at = uses[1] ?? tree.children.find((child) => child.type !== 'yaml')
      report(at, `expected exactly one <${name}> block, found ${uses.length}`)
    }
  }
  return { issues, props }
}
