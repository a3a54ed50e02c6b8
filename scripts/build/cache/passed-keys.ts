import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { writeWhole } from './cache-key.ts'

/**
 * The keys of what passed a check in the last build, kept in `file` for the next one: a page that
 * passed the inline-script check (checked-pages.ts), an image that decoded (decoded-images.ts).
 * Each key covers every input of the check, so a listed key passes again without being checked.
 */
export function passedKeys(file: string) {
  const before = new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [])
  return {
    /** Whether this key passed in the last build. */
    passed: (key: string): boolean => before.has(key),
    /** Remembers this build's keys that passed, and only them. */
    save(keys: Iterable<string>): void {
      mkdirSync(dirname(file), { recursive: true })
      writeWhole(file, JSON.stringify([...new Set(keys)].sort()))
    },
  }
}
