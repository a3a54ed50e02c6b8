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

const HTML = 'http://www.w3.org/1999/xhtml'

interface HtmlNode {
  nodeName: string
  namespaceURI?: string
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
 * Stands in for the text of a page's first `<style>` while the page is parsed: the site's whole
 * stylesheet is inlined there (scripts/build/plugins/stylesheet.ts), half of every page's bytes,
 * and the tokenizer would read it character by character for text that can never be a script.
 */
const STYLE_TEXT = '/* page-scripts.ts: the stylesheet, not read */'

/**
 * What in a page would run as script, found the way a browser parses it (parse5 follows the
 * HTML standard): `<script>` inside an attribute value or a `<title>` is text, not a script.
 *
 * The text of the first `<style>…</style>` is left out when that is provably all it is. Its text
 * holds no `</style` (the only way out of a style element's text), so the marker put in its place
 * reads the same way: the parser reaches the same state after it as after the text. The marker
 * is in the page once, so a style element whose text is exactly the marker is that one, and then
 * the original text was an HTML style element's text too, not markup in a comment, an attribute,
 * a title, a `<noscript>` or an SVG or MathML `<style>`. When it is not, the page is parsed again
 * as written.
 */
export function pageScripts(html: string): PageScripts {
  const style = /<style>([^]*?)<\/style>/.exec(html)
  if (style && !/<\/style/i.test(style[1] ?? '') && !html.includes(STYLE_TEXT)) {
    const start = style.index + '<style>'.length
    const found = scriptsOf(html.slice(0, start) + STYLE_TEXT + html.slice(start + (style[1] ?? '').length))
    if (found.styleText) return found.scripts
  }
  return scriptsOf(html).scripts
}

function scriptsOf(html: string): { scripts: PageScripts; styleText: boolean } {
  const scripts: PageScripts = { inline: [], handlers: [] }
  let styleText = false
  const textOf = (node: HtmlNode) => (node.childNodes ?? []).map((child) => child.value ?? '').join('')
  const visit = (node: HtmlNode) => {
    const attrs = node.attrs ?? []
    for (const { name } of attrs) if (/^on/i.test(name)) scripts.handlers.push(`<${node.tagName} ${name}>`)
    if (node.tagName === 'script') {
      const type = (attrs.find((a) => a.name === 'type')?.value ?? '').trim().toLowerCase()
      const text = textOf(node)
      if (!attrs.some((a) => a.name === 'src') && RUNS.has(type) && text.trim() !== '') scripts.inline.push(text)
    }
    // An HTML <style>: in SVG and MathML, a <style>'s text is markup, a <script> in it a script.
    if (node.tagName === 'style' && node.namespaceURI === HTML && textOf(node) === STYLE_TEXT) styleText = true
    for (const child of node.childNodes ?? []) visit(child)
    if (node.content) visit(node.content) // <template>
  }
  visit(parse(html) as unknown as HtmlNode)
  return { scripts, styleText }
}
