import { createHash } from 'node:crypto'
import { copyFileSync, linkSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** One hash of several parts, each ended by a NUL so that ("ab", "c") and ("a", "bc") differ. */
export function sha256(...parts: (string | Uint8Array)[]): string {
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
