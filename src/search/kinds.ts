/**
 * What a page of the search index is, in the order the search page lists them: a service, a blog
 * post, or one of the site's other pages. The route table says which pages are indexed, as what
 * (src/routes.tsx, `handle.search`); the layout marks them for Pagefind (src/components/Layout/Layout.tsx).
 */
export const SEARCH_KINDS = ['service', 'post', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const isSearchKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind)
