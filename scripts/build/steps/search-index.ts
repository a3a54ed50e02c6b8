import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as pagefind from 'pagefind'
import { buildCacheDir } from '../cache/cache-dir.ts'
import { sha256 } from '../cache/cache-key.ts'
import { folderCache } from '../cache/entries.ts'
import { langFromPath } from '../../../src/i18n/paths.ts'
import { SEARCH_INDEX_PATH } from '../../../src/search/index-path.ts'
import type { Step } from '../context.ts'

/** Where the index and its script go in dist/, as the search island fetches them. */
export const SEARCH_INDEX_DIR = SEARCH_INDEX_PATH.slice(1, -1)

/**
 * What the search page's island fetches of Pagefind's output: its script, the list of languages, and each language's index, fragments and
 * WebAssembly. Its ready-made interfaces, its worker (the island searches on the main thread) and the index of pages without a language are left out.
 */
const USED = /^(pagefind\.js|pagefind-entry\.json|pagefind\.[a-z]{2}_[0-9a-f]+\.pf_meta|wasm\.[a-z]{2}\.pagefind|index\/.+|fragment\/.+|filter\/.+)$/

/** The name `.build/sources.json` gives the index of one language: its files change names with every change of their pages. */
export const searchIndexName = (lang: string): string => `${SEARCH_INDEX_DIR}/index.${lang}`

/** Has Pagefind index the pages of `dist` and writes what the island fetches of its output into `out`. */
async function writeIndex(dist: string, out: string): Promise<void> {
  try {
    const { index, errors } = await pagefind.createIndex({})
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    const added = await index.addDirectory({ path: dist })
    if (added.errors.length) throw new Error(`Pagefind could not read the pages: ${added.errors.join('; ')}`)
    const { files, errors: writeErrors } = await index.getFiles()
    if (writeErrors.length) throw new Error(`Pagefind could not write the index: ${writeErrors.join('; ')}`)
    for (const file of files.filter(({ path }) => USED.test(path))) {
      const target = join(out, file.path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, file.content)
    }
  } finally {
    await pagefind.close()
  }
}

/**
 * dist/pagefind/: the search index, one per language (each page's `<html lang>`, stemmed in that language), built by Pagefind from the pages as
 * written. Only the <main> of the pages the route table indexes carries Pagefind's mark (src/components/Layout/Layout.tsx), so header, footer, menus,
 * the contact form, lists, the search page and 404s stay out; drafts and scheduled posts are not in a build at all. Cached (search-index/), keyed by
 * the build's code (Pagefind's version with the installed packages) and every page's bytes, as the page check hashed them: a build whose pages are
 * the same takes the index Pagefind wrote for them. The cache holds hard links to the files, and puts them back as links: nothing changes them in place.
 */
export const searchIndex: Step = {
  name: 'search index',
  async run({ root, dist, pages, stepSources, codeVersion }) {
    const out = join(dist, SEARCH_INDEX_DIR)
    const key = sha256(codeVersion, ...[...pages].sort(([a], [b]) => a.localeCompare(b)).flatMap(([path, { facts }]) => [path, facts?.hash ?? '']))
    const cache = folderCache(buildCacheDir(root, 'search-index'), { linked: true })
    if (!cache.restore(key, out)) {
      await writeIndex(dist, out)
      cache.save(key, out)
    }
    // A language's index is made of its pages: what each of them read.
    const reads = new Map<string, Set<string>>()
    for (const [path, page] of pages) {
      const lang = langFromPath(path)
      const made = reads.get(lang) ?? reads.set(lang, new Set()).get(lang)!
      for (const id of page.reads) made.add(id)
    }
    for (const [lang, made] of reads) stepSources.set(searchIndexName(lang), [...made])
  },
}
