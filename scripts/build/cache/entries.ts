import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { byLastWritten, placeCached } from './cache-key.ts'

/** How long an entry another build used is spared: longer than any build takes. */
export const RECENT_MS = 10 * 60_000

/** A cache folder of entries (compiled MDX, pages), one file each, named by the key of what it holds. */
export function openEntries(dir: string) {
  // Listed once: looking up each name instead waits, on some file systems, for every file the build is writing in the folder.
  const present = new Set(existsSync(dir) ? readdirSync(dir) : [])
  const used = new Set<string>()
  const writes: Promise<void>[] = []
  let made = false
  /** The file of the entry named `name`, noted used by this build; undefined when there is none. */
  const file = (name: string) => {
    const path = join(dir, name)
    if (!present.has(name)) return undefined
    try {
      utimesSync(path, new Date(), new Date())
    } catch {
      return undefined // removed since, by the prune of a build beside this one
    }
    used.add(name)
    return path
  }
  return {
    file,
    /** The entry named `name`, noted used by this build; undefined when there is none. */
    read(name: string) {
      const path = file(name)
      return path === undefined ? undefined : readFileSync(path, 'utf8')
    },
    /** Keeps an entry, noted used by this build: written whole, in the background, as the build goes on. */
    write(name: string, data: string) {
      if (!made) mkdirSync(dir, { recursive: true })
      made = true
      used.add(name)
      const path = join(dir, name)
      const partial = `${path}.${process.pid}.${writes.length}.tmp`
      const written = writeFile(partial, data).then(() => rename(partial, path))
      written.catch(() => {}) // reported by prune, not as an unhandled rejection
      writes.push(written)
    },
    /**
     * Waits for the writes (a failed one fails here), then keeps what this build used and as many again of the rest, the newest,
     * and whatever another build used in the last RECENT_MS: one running beside this one (a pull request's base) may still copy it.
     */
    async prune() {
      await Promise.all(writes)
      const others = byLastWritten(dir, (name) => (used.has(name) ? undefined : join(dir, name)))
      const spared = Date.now() - RECENT_MS
      for (const { name, mtime } of others.slice(used.size)) if (mtime < spared) rmSync(join(dir, name), { force: true })
    },
  }
}

/** Every file under `from` placed at the same path under `to` by placeCached: hard-linked where it can be, else copied. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const target = join(to, relative(from, entry.parentPath), entry.name)
    if (entry.isDirectory()) mkdirSync(target, { recursive: true })
    else placeCached(join(entry.parentPath, entry.name), target)
  }
}

/**
 * A cache of folders, each named by its key, holding `files/` and what it records of them (`entry.json`): written whole, renamed into place, and the
 * three newest kept: this build's and the last ones of other branches (a pull request's base, built beside it). `linked`: files are kept and put back
 * as hard links, for files nothing changes in place (the search index): 700 files link in 15 ms and copy in 310 to 380 on this machine's disk.
 */
export function folderCache(dir: string, { linked = false } = {}) {
  const place = linked ? linkTree : (from: string, to: string) => cpSync(from, to, { recursive: true })
  const newest = () => byLastWritten(dir, (key) => (key.endsWith('.tmp') ? undefined : join(dir, key))).map(({ name }) => name)
  return {
    /** The entries' keys, newest first. */
    newest,
    /** What entry `key` records; undefined when a build beside this one removed it. */
    record(key: string): string | undefined {
      try {
        return readFileSync(join(dir, key, 'entry.json'), 'utf8')
      } catch {
        return undefined
      }
    },
    /** Puts entry `key`'s files back into `to`, noting it used; false when it is gone (then `to` is removed, to be made again). */
    restore(key: string, to: string): boolean {
      try {
        place(join(dir, key, 'files'), to)
        utimesSync(join(dir, key), new Date(), new Date())
        return true
      } catch {
        rmSync(to, { recursive: true, force: true })
        return false
      }
    },
    /** Keeps the files under `from`, with `record`, as entry `key`; then only the three newest entries stay. */
    save(key: string, from: string, record?: string): void {
      const partial = join(dir, `${key}.${process.pid}.tmp`)
      rmSync(partial, { recursive: true, force: true })
      place(from, join(partial, 'files'))
      if (record !== undefined) writeFileSync(join(partial, 'entry.json'), record)
      rmSync(join(dir, key), { recursive: true, force: true })
      try {
        renameSync(partial, join(dir, key))
      } catch (error) {
        rmSync(partial, { recursive: true, force: true })
        if (!existsSync(join(dir, key))) throw error // else saved since by a build beside this one: the same files
      }
      for (const old of newest().slice(3)) rmSync(join(dir, old), { recursive: true, force: true })
    },
  }
}
