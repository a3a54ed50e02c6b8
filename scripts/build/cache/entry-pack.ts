import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { writeWhole } from './cache-key.ts'

/** Where an entry is: its pack, its bytes there, and when a build last used it (ms). */
type Place = [pack: string, offset: number, length: number, used: number]

interface Index {
  entries: Record<string, Place>
}

/**
 * A cache folder's entries, by key, kept in a few pack files and an index (`index.json`) instead
 * of a file each. On this machine's file system creating a file was the costliest thing a build did
 * with its cache: a content-cold build at 200 posts per language wrote 1,349 entry files (compiled
 * MDX, rendered pages), and with none written it took 0.8 s less. Each build appends what it writes
 * to one new pack; an older pack is kept while at least half of its bytes are entries still kept
 * and there are few packs, else what is kept of it is copied into the new pack and the old one
 * removed: the packs hold at most twice what is kept, in at most eight files.
 *
 * The index is written whole, after the pack it names: a build stopped halfway leaves the last
 * index and the packs it names, and entries are right or absent, as before.
 */
export interface EntryPack {
  /** Whether an entry with this key is kept (without noting it used: read does). */
  has(key: string): boolean
  /** The entry with this key, noted used by this build; undefined when there is none. */
  read(key: string): string | undefined
  /** Keeps an entry, written in the background (Node's I/O threads). */
  write(key: string, data: string): void
  /** Waits for the writes, then keeps the entries `keep` says (by key and last use) and drops the rest. */
  close(keep: (key: string, used: number) => boolean): Promise<void>
}

const INDEX = 'index.json'
/** A pack is rewritten once less than this share of its bytes is kept. */
const KEPT_SHARE = 0.5
/** At most this many packs: beyond it, the smallest older ones are rewritten into the new one. */
const MAX_PACKS = 8

function readIndex(dir: string): Index {
  const file = join(dir, INDEX)
  if (!existsSync(file)) return { entries: {} }
  try {
    const index = JSON.parse(readFileSync(file, 'utf8')) as Index
    // An entry whose pack is gone (a cache folder copied in part) is absent.
    const packs = new Set(readdirSync(dir))
    return { entries: Object.fromEntries(Object.entries(index.entries).filter(([, [pack]]) => packs.has(pack))) }
  } catch {
    return { entries: {} }
  }
}

/** Opens the entries kept in `dir` (none when it does not exist yet). */
export function openEntryPack(dir: string): EntryPack {
  const index = readIndex(dir)
  const now = Date.now()
  // Unique even for two builds in one millisecond of one process (tests).
  const name = `${now}-${process.pid}-${randomBytes(4).toString('hex')}.pack`
  const partial = join(dir, `${name}.tmp`)
  const fds = new Map<string, number>()
  const added: Record<string, Place> = {}
  const pending: Promise<unknown>[] = []
  let handle: Promise<FileHandle> | undefined
  let offset = 0

  const fdOf = (pack: string) => {
    let fd = fds.get(pack)
    if (fd === undefined) {
      fd = openSync(join(dir, pack), 'r')
      fds.set(pack, fd)
    }
    return fd
  }
  const bytesAt = ([pack, at, length]: Place): Buffer => {
    const buffer = Buffer.allocUnsafe(length)
    let done = 0
    while (done < length) {
      const read = readSync(fdOf(pack), buffer, done, length - done, at + done)
      if (read === 0) throw new Error(`${pack} ends before its entry`)
      done += read
    }
    return buffer
  }
  const append = (key: string, bytes: Buffer, used = now) => {
    if (!handle) {
      mkdirSync(dir, { recursive: true })
      handle = open(partial, 'w')
    }
    const at = offset
    offset += bytes.length
    added[key] = [name, at, bytes.length, used]
    const written = handle.then((file) => file.write(bytes, 0, bytes.length, at))
    written.catch(() => undefined) // awaited by close()
    pending.push(written)
  }

  return {
    has: (key) => key in added || key in index.entries,
    read(key) {
      const place = added[key] ?? index.entries[key]
      if (!place) return undefined
      try {
        const text = bytesAt(place).toString('utf8')
        place[3] = now
        return text
      } catch {
        return undefined // a pack removed by another build meanwhile: a miss
      }
    },
    write(key, data) {
      append(key, Buffer.from(data, 'utf8'))
    },
    async close(keep) {
      await Promise.all(pending)
      const entries: Record<string, Place> = {}
      for (const [key, place] of Object.entries(index.entries)) if (!(key in added) && keep(key, place[3])) entries[key] = place
      // Older packs mostly dropped: what is kept of them moves into this build's pack.
      const size = (pack: string) => fstatSync(fdOf(pack)).size
      const kept = new Map<string, number>()
      for (const [pack, , length] of Object.values(entries)) kept.set(pack, (kept.get(pack) ?? 0) + length)
      const sparse = [...kept].filter(([pack, bytes]) => bytes < KEPT_SHARE * size(pack)).map(([pack]) => pack)
      const dense = [...kept.keys()].filter((pack) => !sparse.includes(pack)).sort((a, b) => (kept.get(a) as number) - (kept.get(b) as number))
      const moved = new Set([...sparse, ...dense.slice(0, Math.max(0, dense.length - (MAX_PACKS - 1)))])
      for (const [key, place] of Object.entries(entries)) if (moved.has(place[0])) append(key, bytesAt(place), place[3])
      await Promise.all(pending)
      for (const [key, place] of Object.entries(added)) if (keep(key, place[3])) entries[key] = place
      if (handle) {
        await (await handle).close()
        renameSync(partial, join(dir, name))
      }
      for (const fd of fds.values()) closeSync(fd)
      fds.clear()
      if (!existsSync(dir)) return
      writeWhole(join(dir, INDEX), JSON.stringify({ entries } satisfies Index))
      const named = new Set(Object.values(entries).map(([pack]) => pack))
      for (const file of readdirSync(dir)) {
        const path = join(dir, file)
        // A pack no entry is in, or an entry file of the cache before it was packed.
        const dead = (file.endsWith('.pack') && !named.has(file)) || /^[0-9a-f]{64}\.(html|json)$/.test(file)
        // A pack another build is writing now is left to it; one an interrupted build left is not.
        const abandoned = file.endsWith('.pack.tmp') && file !== `${name}.tmp` && Date.now() - statSync(path).mtimeMs > 3600_000
        if (dead || abandoned) rmSync(path, { force: true })
      }
    },
  }
}
