import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ownInlineScripts } from '../prerender/client-code.ts'
import { NOT_FOUND_PATHS } from '../prerender/not-found.ts'
import { pageFacts } from '../prerender/page-facts.ts'
import { foreignScripts, inlineScriptError, ownScriptHashes } from '../prerender/policy.ts'
import { pageFile } from '../prerender/ssg-options.ts'
import type { Step } from './context.ts'

/**
 * Every HTML file in dist/, as written: the pages checked as they rendered (prerender/ssg-options.ts) by what was found then, the
 * others (the not-found pages, put together by their step, and any other file) read now; a page the page cache gave back, which
 * passed when it was written, for its facts only. A script the build did not write stops the build, naming every one.
 */
export const checkPages: Step = {
  name: 'check pages',
  async run({ root, dist, pages, pageCache, clientCode }) {
    const own = new Set(ownScriptHashes(ownInlineScripts(clientCode)))
    const byFile = new Map([...pages].map(([path, page]) => [pageFile(dist, path), { path, page }]))
    const foreign: string[] = []
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    for (const file of files.map((name) => join(dist, name))) {
      const known = byFile.get(file)
      byFile.delete(file)
      if (known?.page.foreign && !NOT_FOUND_PATHS.includes(known.path)) {
        foreign.push(...known.page.foreign)
        continue
      }
      const html = readFileSync(file, 'utf8')
      if (known) known.page.facts = pageFacts(html)
      if (!known?.page.reused) foreign.push(...foreignScripts(own, { name: relative(root, file), html }))
    }
    const missing = [...byFile.keys()].map((file) => relative(root, file))
    if (missing.length) throw new Error(`Pages the build rendered are not in dist/: ${missing.join(', ')}`)
    if (foreign.length) throw inlineScriptError(foreign.sort())
    await pageCache?.save()
  },
}
