/**
 * A query is cut to this many characters before it reaches the index: the longest word the site
 * holds is far shorter, and a pasted page of text would only make Pagefind fetch every chunk.
 */
export const MAX_QUERY_LENGTH = 100

/** What a visitor typed, as the index gets it: spaces collapsed, cut at MAX_QUERY_LENGTH characters (never inside one). */
export function cutQuery(typed: string): string {
  return Array.from(typed.replace(/\s+/g, ' ').trimStart()).slice(0, MAX_QUERY_LENGTH).join('').trim()
}

/** The query an address carries (`?q=`), cut; '' without one. */
export const queryOf = (search: string): string => cutQuery(new URLSearchParams(search).get('q') ?? '')

/** The address of the search page `path` showing `query`: `?q=` kept, or dropped when the query is empty. */
export function addressWithQuery(path: string, query: string): string {
  return query ? `${path}?${new URLSearchParams({ q: query }).toString()}` : path
}
