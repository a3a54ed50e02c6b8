import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes'
import { ownTable, quote } from './issues.ts'
import { positionAt, type Position } from './positions.ts'

/**
 * The SVG a pull request may add under public/ is a drawing and nothing else: opened at its own address it would run its scripts and links on the
 * site's origin. So elements and attributes are allow-listed, references stay inside the file, and a file is refused, never rewritten.
 */
const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/'

const ELEMENTS = new Set(
  `svg g defs title desc symbol use path rect circle ellipse line polyline polygon text tspan
  linearGradient radialGradient stop clipPath mask pattern marker style filter
  feBlend feColorMatrix feComponentTransfer feFuncR feFuncG feFuncB feFuncA feComposite feDropShadow feFlood feGaussianBlur
  feMerge feMergeNode feMorphology feOffset`.split(/\s+/),
)

/** Why an element a drawing tool may write is not a drawing. */
const REFUSED_BECAUSE = ownTable({
  script: 'a script',
  foreignObject: 'it embeds HTML',
  a: 'a link (an image links nowhere)',
  image: 'it loads or embeds a picture (add the picture as its own file)',
  iframe: 'it embeds a page',
  embed: 'it embeds a document',
  object: 'it embeds a document',
  animate: 'an animation can rewrite attributes, links included',
  set: 'an animation can rewrite attributes, links included',
  animateMotion: 'an animation',
  animateTransform: 'an animation',
  handler: 'an event handler',
  listener: 'an event handler',
  metadata: 'editor data (an optimiser such as SVGO removes it)',
})

/** Attributes without a namespace, on any element: geometry, presentation, accessibility. */
const ATTRIBUTES = new Set(
  `id class style lang role tabindex focusable media
  aria-label aria-labelledby aria-describedby aria-hidden
  version baseProfile width height viewBox preserveAspectRatio x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength transform offset
  fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity
  opacity color display visibility overflow clip-path clip-rule mask filter stop-color stop-opacity vector-effect shape-rendering paint-order
  transform-origin isolation mix-blend-mode color-interpolation color-interpolation-filters marker-start marker-mid marker-end
  font-family font-size font-weight font-style font-variant text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode
  dx dy rotate textLength lengthAdjust
  gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits
  filterUnits primitiveUnits in in2 result stdDeviation flood-color flood-opacity lighting-color operator k1 k2 k3 k4 type values tableValues slope intercept amplitude exponent mode radius edgeMode
  markerUnits markerWidth markerHeight refX refY orient`.split(/\s+/),
)

/** CSS that can only reach outside the file or run: at-rules (@import, @font-face), escapes that hide them, and functions that load. */
const CSS_REACHING_OUT = /@|\\|image-set\(|image\(|src\(|expression\(|behavior|-moz-binding|javascript:/i
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi

/** Why a CSS text (a <style>, a style attribute, a value) reaches outside the drawing, and where in it. */
function cssProblem(css: string): { problem: string; index: number } | undefined {
  // Comments blanked, not removed: the index stays the text's own.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => ' '.repeat(comment.length))
  const reaching = CSS_REACHING_OUT.exec(text)
  if (reaching) return { problem: `CSS with "${reaching[0]}"`, index: reaching.index }
  const outside = [...text.matchAll(CSS_URL)].find((match) => !(match[2] ?? '').startsWith('#'))
  return outside && { problem: `a url() outside the file ("${quote(outside[2] ?? '')}")`, index: outside.index }
}

/** Every reason an SVG's text is not a plain drawing, each at its line and column. */
export function svgProblems(text: string): (Position & { message: string })[] {
  const problems: (Position & { message: string })[] = []
  const at = (offset: number, message: string) => problems.push({ ...positionAt(text, Math.max(0, offset)), message })
  const parser = new SaxesParser({ xmlns: true, position: true })
  let depth = 0
  let tagStart = 0
  let inStyle = false
  // Inside a refused element nothing more is reported: the element is the problem.
  let refusedAt = 0
  // saxes's message starts with "line:col: ": the position is ours.
  parser.on('error', (error) => at(parser.position - 1, `expected well-formed XML (${error.message.replace(/^\d+:\d+: /, '')})`))
  parser.on('doctype', () => at(text.indexOf('<!DOCTYPE'), 'expected no DOCTYPE (it can declare entities)'))
  parser.on('processinginstruction', () => at(text.lastIndexOf('<?', parser.position), 'expected no processing instruction (<?…?>)'))
  parser.on('opentagstart', () => (tagStart = text.lastIndexOf('<', parser.position - 1)))
  parser.on('opentag', (tag: SaxesTagNS) => {
    depth += 1
    inStyle = tag.local === 'style'
    if (refusedAt) return
    const notRoot = depth === 1 && !(tag.local === 'svg' && tag.uri === SVG_NS)
    if (notRoot || tag.uri !== SVG_NS || !ELEMENTS.has(tag.local)) {
      refusedAt = depth
      if (notRoot) return at(tagStart, `expected an <svg> element in the SVG namespace, found <${tag.name}>`)
      const because = tag.uri !== SVG_NS ? `an element outside SVG (${tag.uri || 'no namespace'})` : REFUSED_BECAUSE[tag.local]
      return at(tagStart, `<${tag.name}> is not allowed${because ? `: ${because}` : ' (not a drawing element)'}`)
    }
    for (const attribute of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      const problem = attributeProblem(tag.local, attribute)
      if (problem) at(text.lastIndexOf(attribute.name, parser.position), `<${tag.name}> ${attribute.name}: ${problem}`)
    }
  })
  parser.on('closetag', () => {
    if (refusedAt === depth) refusedAt = 0
    depth -= 1
    inStyle = false
  })
  // A <style>'s text: reported when the parser reads the `<` after it (or the `]]>` of a CDATA section).
  const checkStyle = (content: string, end: number) => {
    const found = inStyle && !refusedAt ? cssProblem(content) : undefined
    if (found) at(end - content.length + found.index, `<style>: expected CSS that stays inside the drawing, found ${found.problem}`)
  }
  parser.on('text', (content) => checkStyle(content, parser.position - 1))
  parser.on('cdata', (content) => checkStyle(content, parser.position - 3))
  parser.write(text).close()
  return problems
}

/** Why one attribute is refused, or undefined. */
function attributeProblem(element: string, { prefix, local, uri, value }: SaxesAttributeNS): string | undefined {
  if (/^on/i.test(local)) return 'an event handler runs a script'
  if (uri === XMLNS_NS || (prefix === '' && local === 'xmlns')) {
    return [SVG_NS, XLINK_NS].includes(value) ? undefined : `expected only the SVG and XLink namespaces, found "${quote(value)}"`
  }
  if (uri === XML_NS) return local === 'space' || local === 'lang' ? undefined : 'attribute not allowed'
  if (local === 'href' && (uri === XLINK_NS || uri === '')) {
    if (!['use', 'linearGradient', 'radialGradient', 'pattern', 'filter', 'textPath'].includes(element)) return 'attribute not allowed'
    return value.trim().startsWith('#') ? undefined : `expected a reference inside the file (#id), found "${quote(value)}"`
  }
  if (uri !== '') return 'attribute not allowed (editor data: an optimiser such as SVGO removes it)'
  if (!ATTRIBUTES.has(local)) return 'attribute not allowed'
  const css = cssProblem(value)
  return css ? `expected a value that stays inside the drawing, found ${css.problem}` : undefined
}
