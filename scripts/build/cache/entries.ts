import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { writeWhole } from './cache-key.ts'

/** A cache folder of entries (compiled MDX, pages), one file each, named by the key of what it holds. */
export interface Entries {
  /** The entry named `name`, noted used by this build; undefined when there is none. */
  read(name: string): string | undefined
  /** Keeps an entry, noted used by this build. */
  write(name: string, data: string): void
  /** Keeps what this build used and as many again of the rest, the newest (another branch's, a report's base); removes the others. */
  prune(): void
}

export function openEntries(dir: string): Entries {
  const used = new Set<string>()
  return {
    read(name) {
      const file = join(dir, name)
      if (!existsSync(file)) return undefined
      used.add(name)
      return readFileSync(file, 'utf8')
    },
    write(name, data) {
      mkdirSync(dir, { recursive: true })
      writeWhole(join(dir, name), data)
      used.add(name)
    },
    prune() {
      if (!existsSync(dir)) return
      const others = readdirSync(dir)
        .filter((name) => !used.has(name))
        .map((name) => ({ name, mtime: statSync(join(dir, name)).mtimeMs }))
        .sort((a, b) => b.mtime - a.mtime)
      for (const { name } of others.slice(used.size)) rmSync(join(dir, name), { force: true })
    },
  }
}
