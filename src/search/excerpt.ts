/** A run of an excerpt's text, marked where it matched the query. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }

/**
 * Pagefind's excerpt (text with the matched words inside `<mark>`), as runs of plain text to put in
 * the page as text nodes: no markup of it is ever parsed, so a page whose words look like HTML, or
 * a query that does, shows as written.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  let marked = false
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>'
      continue
    }
    const text = piece.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    if (text) parts.push({ text, marked })
  }
  return parts
}
