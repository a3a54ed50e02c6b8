import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, linkSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** One SHA-256, in hex, of several parts, each ended by a NUL so that ("ab", "c") and ("a", "bc") differ: a cache key. */
export function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** Every file under a folder, sorted; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .sort()
}

/**
 * A cache folder's names, newest first by when `fileOf(name)` was written (undefined: not looked at). Builds share a cache (a
 * pull request's base and head run at once): a name renamed or removed by the other since it was listed is left out.
 */
export function byLastWritten(dir: string, fileOf: (name: string) => string | undefined) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .flatMap((name) => {
      const file = fileOf(name)
      const mtime = file && statSync(file, { throwIfNoEntry: false })?.mtimeMs
      return typeof mtime === 'number' ? [{ name, mtime }] : []
    })
    .sort((a, b) => b.mtime - a.mtime)
}

/** Writes a cache entry whole or not at all: a build stopped halfway leaves no half entry behind. */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, data)
  renameSync(partial, file)
}

/** A cached image placed in dist/: hard-linked where it can be (no step writes an image in place), else copied. */
export function placeCached(cached: string, target: string): void {
  rmSync(target, { force: true })
  try {
    linkSync(cached, target)
  } catch {
    copyFileSync(cached, target)
  }
}
