import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from '../prerender/client-code.ts'
import type { Step } from './context.ts'
/**
 * Deletes the JavaScript no page uses: the files of the page script and the islands' loader,
 * inlined instead, and anything
 * else the client build emitted that no page or island reaches.
 */
export function pruneUnusedScripts(outDir: string, referenced: Iterable<string>): number {
  const used = new Set(referenced)
  // A used chunk's dynamic imports (fetched on demand) stay too.
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const queue = [...used]
  while (queue.length) {
    const chunk = byFile.get(queue.pop() as string)
    for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const file = manifest[key]?.file
      if (file && !used.has(file)) {
        used.add(file)
        queue.push(file)
      }
    }
  }
  let removed = 0
  const assets = join(outDir, 'assets')
  for (const name of existsSync(assets) ? readdirSync(assets) : []) {
    if (name.endsWith('.js') && !used.has(`assets/${name}`)) {
      rmSync(join(assets, name))
      removed += 1
    }
  }
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  return removed
}

/** The JavaScript no page loads goes: the inlined scripts' own files, and whatever no island reaches. */
export const pruneScripts: Step = {
  name: 'prune scripts',
  run({ dist, pages }) {
    pruneUnusedScripts(
      dist,
      [...pages.values()].flatMap((page) => page.facts?.scripts ?? []),
    )
  },
}
