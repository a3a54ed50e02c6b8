import { parse } from 'parse5'

/** The `type`s a browser runs (HTML's "JavaScript MIME type essence match", plus module and friends); any other is a data block. */
const RUNS = new Set([
  ...['', 'module', 'importmap', 'speculationrules'],
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript'],
  ...['text/ecmascript', 'text/javascript', 'text/jscript', 'text/livescript', 'text/x-ecmascript', 'text/x-javascript'],
  ...['1.0', '1.1', '1.2', '1.3', '1.4', '1.5'].map((version) => `text/javascript${version}`),
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

/** Stands in for the site's stylesheet, inlined in the first `<style>`: half of a page's bytes, which the tokenizer need not read. */
const STYLE_TEXT = '/* page-scripts.ts: the stylesheet, not read */'

/**
 * What in a page would run as script, found the way a browser parses it. The first `<style>`'s text is the marker when it holds no
 * `</style`; if the marker does not come back as an HTML style element's text, the page is parsed again as written.
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
