/**
 * The search island: the search page's form, searching as the visitor types. Plain DOM over
 * Pagefind, not React: React would be 58 KB of the 100 KB a first search may fetch
 * (docs/decisions.md, "Search is plain DOM over Pagefind"). The page's prerendered form already
 * works without it, as a GET to the same page; this takes it over from the moment it loads (on
 * the visitor's first touch of the form, or at once when the address carries `?q=`).
 *
 * The query lives in the address (`?q=`, replaced as the visitor types, so one entry in the
 * history), so a reload, the back button or a shared link shows the same results. Results show
 * as they come; the status line, a polite live region, changes only once the visitor pauses, so a
 * screen reader reads the count once rather than at every key.
 */
import { findPages, type PagefindResult } from '../search/pagefind.ts'
import { addressWithQuery, cutQuery, queryOf } from '../search/query.ts'
import { resultItem } from '../search/results-view.ts'
import { fill, type SearchProps } from '../search/strings.ts'

/**
 * Results shown at once, and added by each press of "more": each costs one fragment fetched (1 to
 * 3 KB), where Pagefind's script, WebAssembly and index chunk are about 90 KB of the 100 KB budget.
 */
const PAGE_SIZE = 5
/** How long typing must pause before a search runs, and before the status line speaks. */
const SEARCH_DELAY_MS = 150
const ANNOUNCE_DELAY_MS = 900

function enhanceSearch(): void {
  const container = document.querySelector<HTMLElement>('[data-island="search"]')
  const json = document.querySelector('script[data-island-props="search"]')?.textContent
  const form = container?.querySelector('form')
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]')
  const status = container?.querySelector<HTMLElement>('[data-search-status]')
  const list = container?.querySelector<HTMLOListElement>('[data-search-results]')
  if (!container || !json || !form || !input || !status || !list) return
  const props = JSON.parse(json) as SearchProps
  const { strings } = props
  // What only a search shows: a link to the whole list when nothing matched, and a button for more.
  const none = Object.assign(document.createElement('p'), { hidden: true })
  none.dataset.searchNone = ''
  none.append(Object.assign(document.createElement('a'), { href: '#everything', textContent: strings.everything }))
  const more = Object.assign(document.createElement('button'), { type: 'button', hidden: true, textContent: strings.more })
  more.dataset.searchMore = ''
  list.after(none, more)

  let run = 0
  let found: PagefindResult[] = []
  let shown = 0
  let summary = ''
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let announceTimer: ReturnType<typeof setTimeout> | undefined

  /** Shows no result: a new query, an empty one, or a search that failed. */
  const clear = () => {
    found = []
    shown = 0
    list.replaceChildren()
    more.hidden = true
  }

  const announce = (now: boolean) => {
    clearTimeout(announceTimer)
    const say = () => void (status.textContent = summary)
    if (now) say()
    else announceTimer = setTimeout(say, ANNOUNCE_DELAY_MS)
  }

  /** Shows the next PAGE_SIZE results of the current search; returns the first item added. */
  const showMore = async (current: number): Promise<HTMLElement | undefined> => {
    const next = found.slice(shown, shown + PAGE_SIZE)
    const data = await Promise.all(next.map((result) => result.data()))
    if (current !== run) return undefined
    shown += next.length
    const items = data.flatMap((one) => resultItem(one, props) ?? [])
    list.append(...items)
    more.hidden = shown >= found.length
    return items[0]
  }

  const search = async (typed: string, { now }: { now: boolean }) => {
    const query = cutQuery(typed)
    const current = ++run
    history.replaceState(history.state, '', addressWithQuery(props.action, query))
    none.hidden = true
    if (!query) {
      clear()
      summary = ''
      announce(true)
      return
    }
    container.setAttribute('aria-busy', 'true')
    try {
      const results = await findPages(query)
      if (current !== run) return
      clear()
      found = results
      await showMore(current)
      if (current !== run) return
      summary = results.length
        ? fill(results.length === 1 ? strings.resultsOne : strings.resultsOther, { count: results.length, query })
        : fill(strings.noResults, { query })
      none.hidden = results.length > 0
    } catch {
      if (current !== run) return
      clear()
      summary = strings.unavailable
    } finally {
      if (current === run) container.removeAttribute('aria-busy')
    }
    if (current === run) announce(now)
  }

  input.addEventListener('input', () => {
    clearTimeout(searchTimer)
    clearTimeout(announceTimer)
    searchTimer = setTimeout(() => void search(input.value, { now: false }), SEARCH_DELAY_MS)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(searchTimer)
    void search(input.value, { now: true })
  })
  more.addEventListener('click', () => {
    void showMore(run).then((first) => first?.querySelector('a')?.focus())
  })

  // What the address asks for, else what was typed before this script arrived.
  const asked = queryOf(location.search)
  if (asked && !input.value.trim()) input.value = asked
  if (input.value.trim()) void search(input.value, { now: true })
  container.dataset.islandHydrated = ''
}

enhanceSearch()
