/**
 * A page's markup as HTML writes it, not as React and react-helmet-async do: void elements
 * without a closing slash (`<meta …>`, not `<meta …/>`), boolean attributes bare (`disabled`,
 * not `disabled=""`), attribute names in lower case (`fetchpriority`, `imagesrcset`, `hreflang`:
 * Helmet writes its props' names as given). The same document to a browser (the HTML parser
 * ignores the slash, empty boolean values and the case of HTML attribute names), in the style the
 * markup checks hold (.htmlvalidate.json). beasties did this as a side effect of parsing and
 * serialising every page, at 1 s a build of 726 pages; this is one pass over the tags.
 *
 * Only tags are touched: text, comments, and the contents of script, style, textarea and title
 * are copied as they are. Inside svg and math (foreign content) attribute case and a closing
 * slash mean something, and are kept.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
])
const RAW_TEXT = new Map(['script', 'style', 'textarea', 'title'].map((name) => [name, new RegExp(`</${name}`, 'gi')]))
const FOREIGN = new Set(['svg', 'math'])
// Start tags that take the HTML parser out of svg or math (the "breakout" tags), or into HTML
// inside them (integration points). React's icons never hold one; where a page does, the rest of
// it is left as written rather than followed through the parser's rules.
const LEAVES_FOREIGN = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var font foreignobject desc title mi mo mn ms mtext annotation-xml'.split(
    ' ',
  ),
)

// A start tag: its name, its attributes (values double-, single- or un-quoted) and whether it ends with a slash.
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g

/** What tidyAttributes may change: a name with a capital letter, an empty value of a boolean attribute. */
const UNTIDY = /[A-Z]|=\s*(?:""|'')/

function tidyAttributes(attributes: string): string {
  // Most tags have neither (a capital in a value, or an empty one, takes the long way): 0.1 s of 726 pages.
  if (!UNTIDY.test(attributes)) return attributes
  return attributes.replace(ATTRIBUTE, (_, space: string, name: string, equals: string | undefined, value: string | undefined) => {
    const lower = name.toLowerCase()
    if (value === undefined) return `${space}${lower}`
    if (BOOLEAN.has(lower) && (value === '""' || value === "''")) return `${space}${lower}`
    return `${space}${lower}${equals}${value}`
  })
}

export function tidyMarkup(html: string): string {
  let out = ''
  let at = 0
  // The svg and math elements the scan is inside: there, tags are kept as written.
  const foreign: string[] = []
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open < 0) break
    out += html.slice(at, open)
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4)
      at = end < 0 ? html.length : end + 3
      out += html.slice(open, at)
      continue
    }
    if (html.startsWith('</', open)) {
      const end = html.indexOf('>', open)
      const name = html
        .slice(open + 2, end < 0 ? undefined : end)
        .trim()
        .toLowerCase()
      const inside = foreign.lastIndexOf(name)
      if (inside >= 0) foreign.length = inside
      at = end < 0 ? html.length : end + 1
      out += html.slice(open, at)
      continue
    }
    START_TAG.lastIndex = open
    const tag = START_TAG.exec(html)
    if (!tag) {
      out += '<'
      at = open + 1
      continue
    }
    const [whole, rawName = '', attributes = '', slash = ''] = tag
    const name = rawName.toLowerCase()
    at = open + whole.length
    if (foreign.length && LEAVES_FOREIGN.has(name)) return out + html.slice(open)
    if (foreign.length || FOREIGN.has(name)) {
      out += whole
      if (FOREIGN.has(name) && !slash) foreign.push(name)
      continue
    }
    out += `<${name}${tidyAttributes(attributes)}${slash && !VOID.has(name) ? '/' : ''}>`
    const rawEnd = RAW_TEXT.get(name)
    if (rawEnd) {
      rawEnd.lastIndex = at
      const end = rawEnd.exec(html)?.index ?? html.length
      out += html.slice(at, end)
      at = end
    }
  }
  return out + html.slice(at)
}
