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

/** Every file under `from` placed at the same path under `to`, as placeCached places one: hard-linked where it can be, else copied. */
function placeTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const target = join(to, relative(from, join(entry.parentPath, entry.name)))
    if (entry.isDirectory()) mkdirSync(target, { recursive: true })
    else placeCached(join(entry.parentPath, entry.name), target)
  }
}

/**
 * A cache of folders, each named by its key, holding `files/` and what it records of them (`entry.json`): written whole, renamed into
 * place, and the three newest kept: this build's and the last ones of other branches (a pull request's base, built beside it).
 * `linked`: its files are restored as hard links, not copies, for a cache whose files nothing changes in place once restored (the
 * search index): creating a link costs a fortieth of copying a file (700 files: 15 against 310 to 380 ms on this machine's disk).
 */
export function folderCache(dir: string, { linked = false } = {}) {
  const newest = () => byLastWritten(dir, (key) => (key.endsWith('.tmp') ? undefined : join(dir, key))).map(({ name }) => name)
  const partial = (key: string) => join(dir, `${key}.${process.pid}.tmp`)
  /** An empty folder for entry `key`'s files, out of sight until `keep` renames it into place. */
  const begin = (key: string): string => {
    rmSync(partial(key), { recursive: true, force: true })
    mkdirSync(join(partial(key), 'files'), { recursive: true })
    return join(partial(key), 'files')
  }
  /** Entry `key`, begun, with `record`, renamed into place; then only the three newest entries stay. */
  const keep = (key: string, record?: string): void => {
    if (record !== undefined) writeFileSync(join(partial(key), 'entry.json'), record)
    rmSync(join(dir, key), { recursive: true, force: true })
    try {
      renameSync(partial(key), join(dir, key))
    } catch (error) {
      rmSync(partial(key), { recursive: true, force: true })
      if (!existsSync(join(dir, key))) throw error // else saved since by a build beside this one: the same files
    }
    for (const old of newest().slice(3)) rmSync(join(dir, old), { recursive: true, force: true })
  }
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
    /** Copies (or links) entry `key`'s files into `to`, noting it used; false when it is gone (then `to` is removed, to be made again). */
    restore(key: string, to: string): boolean {
      try {
        if (linked) placeTree(join(dir, key, 'files'), to)
        else cpSync(join(dir, key, 'files'), to, { recursive: true })
        utimesSync(join(dir, key), new Date(), new Date())
        return true
      } catch {
        rmSync(to, { recursive: true, force: true })
        return false
      }
    },
    /** Keeps the files under `from`, with `record`, as entry `key`; then only the three newest entries stay. */
    save(key: string, from: string, record?: string): void {
      const files = begin(key)
      cpSync(from, files, { recursive: true })
      keep(key, record)
    },
    /** Keeps as entry `key` what `write` writes into the folder it is given, with `record`: no copy made. */
    async make(key: string, write: (files: string) => Promise<void>, record?: string): Promise<void> {
      const files = begin(key)
      try {
        await write(files)
      } catch (error) {
        rmSync(partial(key), { recursive: true, force: true })
        throw error
      }
      keep(key, record)
    },
  }
}
