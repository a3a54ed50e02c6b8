import { useLocation } from 'react-router-dom'

/** Per page being prerendered, by its address, the content modules its render reads. */
const pages = new Map<string, Set<string>>()

/**
 * The set the page at `path` notes its reads in, from now on: the build-time app starts one for
 * each page it renders (src/main.tsx), and the build reads it once the page is rendered, for its
 * page cache and its record of what each page was made from (scripts/build/cache/page-cache.ts,
 * scripts/build/steps/sources.ts).
 */
export function startReads(path: string): Set<string> {
  const reads = new Set<string>()
  pages.set(path, reads)
  return reads
}

/**
 * Notes that the page being rendered reads a content module, by the id the server build knows it
 * by: a body (`content/es/blog/<slug>.mdx`) or a language's lists and strings
 * (`virtual:content/blog/es`). Every read of content by a page goes through here: a page is
 * rendered again when a module it read has changed, and reused otherwise. Where no page is being
 * prerendered (the dev server, a page asked twice) nothing is noted.
 */
export function useContentRead(id: string): void {
  pages.get(useLocation().pathname)?.add(id)
}
