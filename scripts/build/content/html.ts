/**
 * The HTML an MDX body may use, in the spirit of GitHub's sanitizer: text-level elements and
 * lists, each with the few attributes it needs. Nothing that runs, loads, styles or takes input:
 * no script, style, iframe, object, embed, form, input, svg or math, no `on*`, `style`, `id`,
 * `class` or `dangerouslySetInnerHTML`. Attributes holding a URL are checked as links are.
 */
const GLOBAL = ['title', 'lang', 'dir']

export const HTML_ATTRIBUTES: Record<string, readonly string[]> = {
  a: [...GLOBAL, 'href', 'hreflang', 'rel'],
  abbr: GLOBAL,
  b: GLOBAL,
  br: [],
  cite: GLOBAL,
  code: GLOBAL,
  del: GLOBAL,
  em: GLOBAL,
  i: GLOBAL,
  ins: GLOBAL,
  kbd: GLOBAL,
  li: GLOBAL,
  mark: GLOBAL,
  ol: [...GLOBAL, 'start'],
  p: GLOBAL,
  q: [...GLOBAL, 'cite'],
  s: GLOBAL,
  small: GLOBAL,
  span: GLOBAL,
  strong: GLOBAL,
  sub: GLOBAL,
  sup: GLOBAL,
  u: GLOBAL,
  ul: GLOBAL,
}

/** Attributes whose value is a URL; those of IMAGE_ATTRIBUTES must name a local image that exists. */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster'])
export const IMAGE_ATTRIBUTES = new Set(['src', 'poster'])

/** The tags a body of a kind with these components may use, as messages name them. */
export const allowedTags = (components: object): string => {
  const names = Object.keys(components)
  return `${names.length ? `components ${names.join(', ')} and ` : ''}basic inline HTML`
}
