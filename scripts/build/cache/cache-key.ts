import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the build's caches are keyed by, in one place: the MDX cache (mdx-cache.ts), the page cache
 * (page-cache.ts) and the pages the inline-script check passed (checked-pages.ts).
 */

/** What decides a cache entry besides its own input: code read whole, and installed packages. */
export interface Pipeline {
  /** Files and folders (read whole) whose text is the pipeline: its plugins, allow-lists, theme. */
  files: string[]
  /** Packages whose installed versions are the pipeline too (the compiler, the highlighter). */
  packages: string[]
}

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

/** One hash of the pipeline: every file's path and text, every package's name and version. */
export function pipelineVersion(root: string, pipeline: Pipeline): string {
  const parts: string[] = []
  for (const file of pipeline.files.flatMap((path) => filesUnder(join(root, path)))) parts.push(file, readFileSync(file, 'utf8'))
  for (const name of pipeline.packages) {
    // Read from node_modules directly: some packages' exports do not list their package.json.
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    parts.push(name, version)
  }
  return sha256(...parts)
}

/** Writes a cache entry whole or not at all: a build stopped halfway leaves no half entry behind. */
export function writeWhole(file: string, data: string): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, file)
}
