/** Where the build writes the search index and Pagefind's script (scripts/build/steps/search-index.ts), as the site serves them. */
export const SEARCH_INDEX_PATH = '/pagefind/'

/** Pagefind's script: the search island imports it as it is, the client build leaving it external (vite.config.ts). */
export const PAGEFIND_SCRIPT = `${SEARCH_INDEX_PATH}pagefind.js`
