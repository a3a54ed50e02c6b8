import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { pageFile } from '../prerender/ssg-options.ts'
import type { Step } from './context.ts'

/** The pages reused from the page cache (cache/page-cache.ts), written into dist/ as the build that rendered them wrote them. */
export const reusedPages: Step = {
  name: 'reused pages',
  run({ dist, pages, pageCache }) {
    for (const [path, page] of pages) {
      if (!page.reused || !pageCache) continue
      const file = pageFile(dist, path)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, pageCache.html(path))
    }
  },
}
