import { createHash } from 'node:crypto'
import { readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The pieces the build's caches are keyed and written with: the MDX cache (plugins/mdx-cache.ts),
 * the page cache (page-cache.ts) and the pages the inline-script check passed (checked-pages.ts),
 * each keyed by what it stores is made of, the build's own code included (build-code.ts).
 */

/** One hash of several parts, each ended by a NUL so that ("ab", "c") and ("a", "bc") differ. */
export function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** A file, or every file under a folder, sorted. */
export function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile())
    .sort()
}

/** Writes a cache entry whole or not at all: a build stopped halfway leaves no half entry behind. */
export function writeWhole(file: string, data: string): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, file)
}
