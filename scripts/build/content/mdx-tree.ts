import type { Program } from 'estree'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { controlMessage, forbiddenCharacters } from './control-characters.ts'
import { editorErrors, fieldPath, ownTable, quote, type ContentIssue } from './issues.ts'
import type { ContentKind } from './kinds.ts'
import { SAY } from './mdx-slips.ts'
import { positionAt } from './positions.ts'
import { localImageExists, urlProblem } from './urls.ts'

type Element = MdxJsxFlowElement | MdxJsxTextElement
type AnyNode = Root | RootContent

const GLOBAL = ['title', 'lang', 'dir']

/** The HTML a body may use, in the spirit of GitHub's sanitizer: nothing that runs, loads, styles or takes input. */
export const HTML_ATTRIBUTES = ownTable<readonly string[]>({
  ...Object.fromEntries('abbr b cite code del em i ins kbd li mark p s small span strong sub sup u ul'.split(' ').map((tag) => [tag, GLOBAL])),
  a: [...GLOBAL, 'href', 'hreflang', 'rel'],
  br: [],
  ol: [...GLOBAL, 'start'],
  q: [...GLOBAL, 'cite'],
})

/** Attributes whose value is a URL; an image's must name a local image that exists. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster'])
const IMAGE_ATTRIBUTES = new Set(['src', 'poster'])

/** The tags a body of a kind with these components may use, as messages name them. */
export const allowedTags = (components: object): string => {
  const names = Object.keys(components)
  return `${names.length ? `components ${names.join(', ')} and ` : ''}basic inline HTML`
}

/** The parser's node types a body may hold: one a future parser plugin adds is refused until it is judged here. */
const MARKDOWN = new Set(
  `root paragraph heading thematicBreak blockquote list listItem code inlineCode text emphasis strong delete break
  link linkReference image imageReference definition table tableRow tableCell yaml
  mdxjsEsm mdxFlowExpression mdxTextExpression mdxJsxFlowElement mdxJsxTextElement`.split(/\s+/),
)

const EXPRESSION = 'expected no {expression}: content runs no code (to write a brace, write \\{; a note for editors is written {/* … */})'

/** The CSP allows images from the site itself only (img-src 'self'). */
const LOCAL_IMAGE = 'put the image in public/images/… and link it as /images/…'

/** The compiler would label footnotes in English on every page. */
const FOOTNOTE = 'expected no footnote ([^1]): write the note in the text itself (footnotes would be labelled in English)'

/** Elements editors reach for, with what to write instead. */
const INSTEAD = ownTable({
  img: `: write an image as ![what it shows](/images/…) (${LOCAL_IMAGE})`,
  table: ': write a table in Markdown, | a | b | with a line of | --- | --- | under its header row',
})

const isElement = (node: AnyNode): node is Element => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'

/** `{/* … *\/}`: an expression holding only comments, which MDX drops. */
const isComment = (estree: Program | null | undefined) => Boolean(estree && estree.body.length === 0 && estree.comments?.length)

interface TreeContext {
  file: string
  kind: ContentKind
  /** Local images must exist under its public/. */
  root: string
  /** The file's text, where the tree's positions point. */
  source: string
  /** Components a recovery from a syntax slip blanked (mdx-parser.ts): not counted as missing. */
  lost?: ReadonlySet<string>
}

/**
 * The rules of a body, on the tree the build compiles: no import, export or `{expression}` but a comment, only the kind's components and
 * HTML_ATTRIBUTES, links and images the site may publish. Returns each issue (field `body`) and each component's attributes as its schema types them.
 */
export function checkTree(tree: Root, { file, kind, root, source, lost }: TreeContext) {
  const issues: ContentIssue[] = []
  const props = new Map<Element, Record<string, unknown>>()
  const report = (node: { position?: { start: { line: number; column: number } } } | undefined, message: string) =>
    issues.push({ file, field: 'body', message, line: node?.position?.start.line ?? 1, col: node?.position?.start.column ?? 1 })
  const allowedList = () => `allowed: ${allowedTags(kind.components)}`
  /** A control character a character reference wrote (`&#12;`), at the reference: one written as it is was reported with the file's text. */
  const checkDecoded = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }, values: (string | null | undefined)[]) => {
    const first = values.flatMap((value) => (value ? forbiddenCharacters(value) : []))[0]
    const start = node.position?.start.offset
    if (!first || start === undefined) return
    const span = source.slice(start, node.position?.end.offset)
    if (span.includes(first.char)) return
    const reference = /&#(?:0*1[23]|[xX]0*[cCdD]);/.exec(span)
    const where = reference ? `, written ${reference[0]}` : ''
    issues.push({ file, field: 'body', message: controlMessage(first.char, where), ...positionAt(source, start + (reference?.index ?? 0)) })
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
    const values = ownTable<string>({})
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        report(attribute, SAY.spread(name, `{${quote(attribute.value)}}`))
        continue
      }
      const at = `<${name}> ${attribute.name}`
      const { value } = attribute
      if (typeof value !== 'string') {
        report(attribute, value ? SAY.value(name, attribute.name, `{${quote(value.value)}}`) : `${at}: expected a value in quotes (name="text")`)
        refused.add(attribute.name)
        continue
      }
      values[attribute.name] = value
      checkDecoded(attribute, [value])
      if (URL_ATTRIBUTES.has(attribute.name.toLowerCase()) && checkUrl(attribute, at, value, IMAGE_ATTRIBUTES.has(attribute.name)))
        refused.add(attribute.name)
    }
    return values
  }

  const checkComponent = (node: Element, name: string) => {
    const rule = kind.components[name]
    if (!rule) return report(node, `<${name}> is not allowed here (${allowedList()})`)
    counts.set(name, [...(counts.get(name) ?? []), node])
    if (rule.inside && !rule.inside.some((outer) => open.includes(outer)))
      report(node, `<${name}>: expected inside ${rule.inside.map((outer) => `<${outer}>`).join(' or ')}, the sections the body shows in`)
    const refused = new Set<string>()
    const result = rule.attributes.safeParse(checkAttributes(node, name, refused), { error: editorErrors })
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
  }

  const checkElement = (node: Element) => {
    const name = node.name
    if (!name) return report(node, `<>: expected a named element (${allowedList()})`)
    if (/^[A-Z]/.test(name) && !/[.:]/.test(name)) return checkComponent(node, name)
    const allowed = HTML_ATTRIBUTES[name]
    if (!allowed) return report(node, `<${name}> is not allowed here (${allowedList()})${INSTEAD[name] ?? ''}`)
    const values = checkAttributes(node, name)
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name in values && !allowed.includes(attribute.name))
        report(attribute, `<${name}> ${attribute.name}: attribute not allowed (allowed on <${name}>: ${allowed.join(', ') || 'none'})`)
    }
  }

  const visit = (node: AnyNode) => {
    switch (node.type) {
      case 'mdxjsEsm':
        return report(node, 'expected no import or export (content imports and exports nothing)')
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isComment(node.data?.estree)) report(node, EXPRESSION)
        return
      case 'yaml':
        return
      case 'footnoteReference':
      case 'footnoteDefinition':
        return report(node, FOOTNOTE)
      case 'text':
        checkDecoded(node, [node.value])
        break
      case 'link':
      case 'definition':
        checkDecoded(node, [node.url, node.title])
        checkUrl(node, 'link', node.url, false)
        break
      case 'image':
        checkDecoded(node, [node.url, node.title, node.alt])
        checkUrl(node, 'image', node.url, true)
        break
      case 'imageReference': {
        const url = definitions.get(node.identifier)
        if (url !== undefined) checkUrl(node, 'image', url, true)
        break
      }
      case 'table':
        // A header row names the columns to a screen reader: GitHub's syntax lets its cells be empty.
        if (node.children[0]?.children.every((cell) => cell.children.length === 0))
          report(node, 'table: expected a header row naming the columns (its first row is empty)')
        break
      default:
        if (isElement(node)) checkElement(node)
        else if (!MARKDOWN.has(node.type))
          return report(node, `expected Markdown, found a ${node.type} (content/README.md lists what a body may contain)`)
    }
    const component = isElement(node) ? node.name : null
    if (component) open.push(component)
    if ('children' in node) for (const child of node.children) visit(child)
    if (component) open.pop()
  }
  // Definitions may come after their use: read them first, the first of a label, which CommonMark publishes.
  const collect = (node: AnyNode) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url)
    if ('children' in node) for (const child of node.children) collect(child)
  }
  collect(tree)
  visit(tree)

  for (const name of kind.requiredComponents) {
    const uses = counts.get(name) ?? []
    // A second block is where the mistake is; a missing one, the start of the body.
    if (uses.length !== 1 && !lost?.has(name))
      report(uses[1] ?? tree.children.find((child) => child.type !== 'yaml'), `expected exactly one <${name}> block, found ${uses.length}`)
  }
  return { issues, props }
}
