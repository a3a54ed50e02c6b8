const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const BOOLEAN = new Set(
  'allowfullscreen async autofocus autoplay checked controls default defer disabled formnovalidate hidden inert ismap itemscope loop multiple muted nomodule novalidate open playsinline readonly required reversed selected'.split(
    ' ',
  ),
)
const RAW_TEXT = new Map(['script', 'style', 'textarea', 'title'].map((name) => [name, new RegExp(`</${name}`, 'gi')]))
const FOREIGN = new Set(['svg', 'math'])
// Start tags that take the parser out of svg or math, or into HTML inside them: after one, the rest of a page is left as written.
const LEAVES_FOREIGN = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var font foreignobject desc title mi mo mn ms mtext annotation-xml'.split(
    ' ',
  ),
)

// A start tag: its name, its attributes (values double-, single- or un-quoted) and whether it ends with a slash.
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(?:(\s*=\s*)("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g

/** What tidyAttributes may change, a capital letter or an empty value: most tags have neither, and skip the long way. */
const UNTIDY = /[A-Z]|=\s*(?:""|'')/

function tidyAttributes(attributes: string): string {
  if (!UNTIDY.test(attributes)) return attributes
  return attributes.replace(ATTRIBUTE, (_, space: string, name: string, equals: string | undefined, value: string | undefined) => {
    const lower = name.toLowerCase()
    const bare = value === undefined || (BOOLEAN.has(lower) && (value === '""' || value === "''"))
    return bare ? `${space}${lower}` : `${space}${lower}${equals}${value}`
  })
}

/**
 * A page's markup as HTML writes it (.htmlvalidate.json), not as React does: void elements without a closing slash, boolean
 * attributes bare, names in lower case. The same document to a browser: svg and math, where these mean something, are left alone.
 */
export function tidyMarkup(html: string): string {
  let out = ''
  let at = 0
  // The svg and math elements the scan is inside: there, tags are kept as written.
  const foreign: string[] = []
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open < 0) break
    out += html.slice(at, open)
    // A comment or an end tag, kept as written; an end tag of the svg or math element the scan is inside leaves it.
    const comment = html.startsWith('<!--', open)
    if (comment || html.startsWith('</', open)) {
      const end = html.indexOf(comment ? '-->' : '>', open + (comment ? 4 : 2))
      const name = html.slice(open + 2, end < 0 ? undefined : end)
      const inside = comment ? -1 : foreign.lastIndexOf(name.trim().toLowerCase())
      if (inside >= 0) foreign.length = inside
      at = end < 0 ? html.length : end + (comment ? 3 : 1)
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
