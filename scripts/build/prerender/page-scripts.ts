import { parse } from 'parse5'

/** The `type`s a browser runs (HTML's "JavaScript MIME type essence match", plus module and friends); any other is a data block. */
const RUNS = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

interface HtmlNode {
  nodeName: string
  tagName?: string
  value?: string
  attrs?: { name: string; value: string }[]
  childNodes?: HtmlNode[]
  content?: HtmlNode
}

export interface PageScripts {
  /** The text of every inline script the browser would run, in page order (empty ones left out). */
  inline: string[]
  /** Every inline event handler attribute, as `<tag onname>`. */
  handlers: string[]
}

/**
 * What in a page would run as script, found the way a browser parses it (parse5 follows the
 * HTML standard): `<script>` inside an attribute value or a `<title>` is text, not a script.
 */
export function pageScripts(html: string): PageScripts {
  const found: PageScripts = { inline: [], handlers: [] }
  const visit = (node: HtmlNode) => {
    const attrs = node.attrs ?? []
    for (const { name } of attrs) if (/^on/i.test(name)) found.handlers.push(`<${node.tagName} ${name}>`)
    if (node.tagName === 'script') {
      const type = (attrs.find((a) => a.name === 'type')?.value ?? '').trim().toLowerCase()
      const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('')
      if (!attrs.some((a) => a.name === 'src') && RUNS.has(type) && text.trim() !== '') found.inline.push(text)
    }
    for (const child of node.childNodes ?? []) visit(child)
    if (node.content) visit(node.content) // <template>
  }
  visit(parse(html) as unknown as HtmlNode)
  return found
}
