import { mkdirSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pageFile, type Step } from '../context.ts'

/** The pages reused from the page cache, copied into dist/: never linked, so that nothing done to dist/ reaches the cache. */
export const reusedPages: Step = {
  name: 'reused pages',
  async run({ dist, pages, pageCache }) {
    const copies: Promise<void>[] = []
    for (const [path, page] of pages) {
      if (!page.reused) continue
      const file = pageFile(dist, path)
      mkdirSync(dirname(file), { recursive: true })
      copies.push(copyFile(pageCache.file(path), file))
    }
    await Promise.all(copies)
  },
}
