import { SaxesParser } from 'saxes'

/** Each element's text under `parent` (an `item`, a `url`), one record per parent, in order; with a real XML parser. */
function records(xml: string, parent: string): Record<string, string[]>[] {
  const parser = new SaxesParser()
  const found: Record<string, string[]>[] = []
  let current: Record<string, string[]> | undefined
  let field = ''
  let text = ''
  parser.on('opentag', (tag) => {
    if (tag.name === parent) current = {}
    else if (current) {
      field = tag.name
      text = ''
    }
  })
  parser.on('text', (t) => (text += t))
  parser.on('cdata', (t) => (text += t))
  parser.on('closetag', (tag) => {
    if (tag.name === parent && current) {
      found.push(current)
      current = undefined
    } else if (current && tag.name === field) {
      ;(current[field] ??= []).push(text.replace(/\s+/g, ' ').trim())
      field = ''
    }
  })
  parser.write(xml).close()
  return found
}

/**
 * A feed's items as a reader sees them, one line each: title, address, summary, author, categories,
 * date. The channel's build date, which moves with the newest post, is not an item.
 */
export function feedItems(xml: string): string[] {
  return records(xml, 'item').map((item) => {
    const one = (name: string) => item[name]?.join(' ') ?? ''
    const categories = item.category?.length ? ` [${item.category.join(', ')}]` : ''
    return `${one('title')} (${one('link')}), ${one('pubDate')}, ${one('dc:creator')}${categories}: ${one('description')}`
  })
}

/** The addresses a sitemap lists. */
export const sitemapAddresses = (xml: string): string[] => records(xml, 'url').map((url) => url.loc?.[0] ?? '')
