import { formatPostDate } from '../content/blog/dates.ts'
import { excerptParts } from './excerpt.ts'
import type { PagefindData } from './pagefind.ts'
import { isSearchKind } from './kinds.ts'
import type { SearchProps } from './strings.ts'

/** An element with text, built with the DOM's own calls: nothing here is parsed as markup. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  if (text !== undefined) made.textContent = text
  return made
}

/** A result's address, only if it is a page of this site: a path, never another origin or scheme. */
const ownPath = (url: string): string | undefined => (/^\/(?!\/)[^\s\\]*$/.test(url) ? url : undefined)

/**
 * One result as a list item: its title linking to the page, what it is (and a post's date), and
 * the excerpt with the matched words marked.
 */
export function resultItem(data: PagefindData, { strings, lang }: SearchProps): HTMLLIElement | undefined {
  const href = ownPath(data.url)
  if (!href) return undefined
  const item = element('li')
  const link = element('a', data.meta.title || href)
  link.href = href
  const about = element('p')
  about.dataset.resultAbout = ''
  const kind = data.meta.kind
  about.append(element('span', isSearchKind(kind) ? strings.kinds[kind] : strings.kinds.page))
  const day = data.meta.date
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) {
    // Written as the search page's own list writes it, by the same function.
    const time = element('time', formatPostDate(day, lang))
    time.dateTime = day
    about.append(' · ', time)
  }
  const excerpt = element('p')
  for (const { text, marked } of excerptParts(data.excerpt)) excerpt.append(marked ? element('mark', text) : text)
  item.append(link, about, excerpt)
  return item
}
