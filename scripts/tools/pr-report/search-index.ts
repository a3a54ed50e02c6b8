import { gunzipSync } from 'node:zlib'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One page as a build's search index holds it (scripts/build/steps/search-index.ts): Pagefind's fragment of it. */
export interface IndexedPage {
  /** The index it is in: its page's `<html lang>`. */
  lang: string
  url: string
  /** The text it is found by. */
  content: string
  meta: Record<string, string>
}

/** Every page of the search index in `dist`, read from its fragments (gzip, after Pagefind's 12-byte signature, JSON). */
export function indexedPages(dist: string): IndexedPage[] {
  const dir = join(dist, 'pagefind/fragment')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const json = gunzipSync(readFileSync(join(dir, name))).subarray('pagefind_dcd'.length).toString('utf8')
      const { url, content, meta } = JSON.parse(json) as Omit<IndexedPage, 'lang'>
      return { lang: name.split('_')[0] ?? '', url, content, meta }
    })
}
