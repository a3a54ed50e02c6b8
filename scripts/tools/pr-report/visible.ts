import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** What a visitor (or a search engine, or a site that shows a link) gets from a page: never its markup. */
export interface Visible {
  lang: string
  title: string
  description: string
  /** Social and search tags, one `name: value` line each (og:*, twitter:*, article:*, canonical, alternates). */
  meta: string[]
  /** Structured data: each JSON-LD block, its JSON normalized. */
  structured: string[]
  /** `h2: text`, in reading order. */
  headings: string[]
  /** `text → href`, in reading order. */
  links: string[]
  /** Images by their source file, without variant widths: `src` and `alt`. */
  images: { src: string; alt: string }[]
  /** The visible text in reading order, one block a line. */
  text: string
}

/** Elements whose content no visitor reads as text. */
const UNSEEN = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'svg', 'math'])
/** Elements that start a new line of text. */
const BLOCKS = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table td th tr ul'.split(
    ' ',
  ),
)

const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

function isHidden(element: Element): boolean {
  if (attr(element, 'hidden') !== undefined) return true
  if (element.tagName === 'input' && attr(element, 'type') === 'hidden') return true
  const style = (attr(element, 'style') ?? '').replace(/\s+/g, '')
  return /display:none|visibility:hidden/.test(style)
}

const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : [])

/** An image's source file: a responsive variant (`photo-480.avif`) is its original's width, not another image. */
export const imageSource = (src: string): string => src.replace(/-\d+w?(\.(?:avif|webp))$/, '$1')

/** The text a visitor reads inside an element, in reading order, blocks on their own lines. */
function textOf(node: Node, out: string[]): void {
  if (node.nodeName === '#text') {
    out.push((node as DefaultTreeAdapterMap['textNode']).value)
    return
  }
  if (!('tagName' in node)) {
    for (const child of childrenOf(node)) textOf(child, out)
    return
  }
  if (UNSEEN.has(node.tagName) || isHidden(node)) return
  const block = BLOCKS.has(node.tagName)
  if (block) out.push('\n')
  if (node.tagName === 'input' || node.tagName === 'textarea') {
    const shown = attr(node, 'value') || attr(node, 'placeholder')
    if (shown) out.push(` ${shown} `)
  }
  if (node.tagName === 'img') {
    // An image without its file is its alt text, and a reader hears it; it is listed with the images.
    out.push(' ')
  }
  for (const child of childrenOf(node)) textOf(child, out)
  if (block) out.push('\n')
}

const lines = (parts: string[]): string =>
  parts
    .join('')
    .split('\n')
    .map(squeeze)
    .filter(Boolean)
    .join('\n')

/** Reads a page as its visitor gets it: text, headings, links, images, title, description, social tags, structured data. */
export function visibleOf(html: string): Visible {
  const document = parse(html)
  const found: Visible = { lang: '', title: '', description: '', meta: [], structured: [], headings: [], links: [], images: [], text: '' }
  const bodyParts: string[] = []
  const walk = (node: Node, inBody: boolean): void => {
    if (!('tagName' in node)) {
      for (const child of childrenOf(node)) walk(child, inBody)
      return
    }
    const tag = node.tagName
    if (tag === 'html') found.lang = attr(node, 'lang') ?? ''
    if (tag === 'title' && !inBody) found.title = squeeze(lines(childrenOf(node).map((c) => (c.nodeName === '#text' ? (c as DefaultTreeAdapterMap['textNode']).value : ''))))
    if (tag === 'meta') {
      const name = attr(node, 'property') ?? attr(node, 'name')
      const content = attr(node, 'content') ?? ''
      if (name === 'description') found.description = content
      else if (name && /^(og|twitter|article):/.test(name)) found.meta.push(`${name}: ${content}`)
    }
    if (tag === 'link') {
      const rel = attr(node, 'rel') ?? ''
      if (rel === 'canonical') found.meta.push(`canonical: ${attr(node, 'href')}`)
      if (rel === 'alternate') found.meta.push(`alternate ${attr(node, 'hreflang') ?? attr(node, 'type') ?? ''}: ${attr(node, 'href')}`)
    }
    if (tag === 'script' && attr(node, 'type') === 'application/ld+json') {
      const json = childrenOf(node)
        .map((c) => (c.nodeName === '#text' ? (c as DefaultTreeAdapterMap['textNode']).value : ''))
        .join('')
      try {
        found.structured.push(JSON.stringify(JSON.parse(json)))
      } catch {
        found.structured.push(squeeze(json))
      }
    }
    if (tag === 'body') {
      textOf(node, bodyParts)
      inBody = true
    }
    if (inBody && (UNSEEN.has(tag) || isHidden(node))) return
    if (inBody && /^h[1-6]$/.test(tag)) {
      const parts: string[] = []
      textOf(node, parts)
      found.headings.push(`${tag}: ${squeeze(lines(parts))}`)
    }
    if (inBody && tag === 'a' && attr(node, 'href') !== undefined) {
      const parts: string[] = []
      textOf(node, parts)
      const text = squeeze(parts.join(' ')) || attr(node, 'aria-label') || ''
      found.links.push(`${text} → ${attr(node, 'href')}`)
    }
    if (inBody && tag === 'img') found.images.push({ src: imageSource(attr(node, 'src') ?? ''), alt: attr(node, 'alt') ?? '' })
    for (const child of childrenOf(node)) walk(child, inBody)
  }
  walk(document, false)
  found.text = lines(bodyParts)
  return found
}
