import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ownInlineScripts } from '../prerender/client-code.ts'
import { NOT_FOUND_PATHS } from '../prerender/not-found.ts'
import { pageFacts } from '../prerender/page-facts.ts'
import { foreignScripts, inlineScriptError, ownScriptHashes } from '../prerender/policy.ts'
import { pageFile } from '../prerender/ssg-options.ts'
import type { Step } from './context.ts'

/**
 * Every HTML file in dist/, read as written: each page's facts noted for the later steps, and each the page cache did not give
 * back allowed to run only the scripts the build wrote, exactly those its policy lists. A page that passes goes into the page
 * cache, so a reused page is one that passed; any other script stops the build, naming each.
 */
export const checkPages: Step = {
  name: 'check pages',
  async run({ root, dist, pages, pageCache, clientCode }) {
    const own = new Set(ownScriptHashes(ownInlineScripts(clientCode)))
    const byFile = new Map([...pages].map(([path, page]) => [pageFile(dist, path), { path, page }]))
    const foreign: string[] = []
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    for (const file of files.map((name) => join(dist, name))) {
      const html = readFileSync(file, 'utf8')
      const known = byFile.get(file)
      byFile.delete(file)
      if (known) known.page.facts = pageFacts(html)
      if (known?.page.reused) continue
      const found = foreignScripts(own, { name: relative(root, file), html })
      foreign.push(...found)
      if (known && !found.length && !NOT_FOUND_PATHS.includes(known.path)) pageCache?.store(known.path, html, known.page.reads)
    }
    const missing = [...byFile.keys()].map((file) => relative(root, file))
    if (missing.length) throw new Error(`Pages the build rendered are not in dist/: ${missing.join(', ')}`)
    if (foreign.length) throw inlineScriptError(foreign.sort())
    await pageCache?.save()
  },
}
