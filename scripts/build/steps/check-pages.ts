import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ownInlineScripts } from '../prerender/client-code.ts'
import { NOT_FOUND_PATHS } from '../prerender/not-found.ts'
import { pageFacts } from '../prerender/page-facts.ts'
import { foreignScripts, inlineScriptError, ownScriptHashes } from '../prerender/policy.ts'
import { pageFile, type Step } from '../context.ts'

/**
 * Every HTML file in dist/, as written: each page's facts noted, and each not reused allowed only the scripts its policy lists,
 * all the build's own; it goes into the page cache when it passes, else the build stops, naming every foreign script.
 */
export const checkPages: Step = {
  name: 'check pages',
  async run({ root, dist, pages, pageCache, clientCode }) {
    const own = new Set(ownScriptHashes(ownInlineScripts(clientCode)))
    const byFile = new Map([...pages].map(([path, page]) => [pageFile(dist, path), { path, page }]))
    const foreign: string[] = []
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    for (const [index, file] of files.map((name) => join(dist, name)).entries()) {
      // A turn of the event loop every 16 pages: the page cache's writes finish as the check goes, not all held to its end (200 MB at N=1,000).
      if (index % 16 === 15) await new Promise((resolve) => setImmediate(resolve))
      const html = readFileSync(file, 'utf8')
      const known = byFile.get(file)
      byFile.delete(file)
      if (known) known.page.facts = pageFacts(html)
      if (known?.page.reused) continue
      const found = foreignScripts(own, { name: relative(root, file), html })
      foreign.push(...found)
      if (known && !found.length && !NOT_FOUND_PATHS.includes(known.path)) pageCache.store(known.path, html, known.page.reads)
    }
    const missing = [...byFile.keys()].map((file) => relative(root, file))
    if (missing.length) throw new Error(`Pages the build rendered are not in dist/: ${missing.join(', ')}`)
    if (foreign.length) throw inlineScriptError(foreign.sort())
    await pageCache.save()
  },
}
