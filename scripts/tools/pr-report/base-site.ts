import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildCodeVersion, buildEnvironment } from '../../build/cache/build-code.ts'
import { cacheRoot } from '../../build/cache/cache-dir.ts'
import { sha256 } from '../../build/cache/cache-key.ts'
import { folderCache } from '../../build/cache/entries.ts'
import { SOURCES_FILE } from '../../build/steps/sources.ts'
import { dayIn } from '../../../src/content/blog/publishing.ts'
import { git } from './git.ts'

/** The base sites earlier reports kept, the three newest (folderCache), beside the build's caches. */
const baseSites = (root: string) => folderCache(join(cacheRoot(root), 'pr-report-base'))

/**
 * What the base's build is made of, as a key: the commit's files (its tree: its build's code, lockfile
 * and patches among them); the build code, packages and Node this report runs with, which the base's
 * build runs with too; the `VITE_` variables; and the day the base publishes posts on, in the time zone
 * its own src/site.ts names. Undefined when that time zone cannot be read: then the base is built.
 */
export function baseSiteKey(root: string, base: string, now = new Date()): string | undefined {
  let site: string
  try {
    site = git(root, 'show', `${base}:src/site.ts`)
  } catch {
    return undefined
  }
  const timeZone = /\btimeZone:\s*'([^']+)'/.exec(site)?.[1]
  if (!timeZone) return undefined
  return sha256('pr-report base site', git(root, 'rev-parse', `${base}^{tree}`), buildCodeVersion(root), ...buildEnvironment(), dayIn(timeZone, now))
}

/**
 * Puts the base's site an earlier report kept under `key` into the base's worktree, as its build
 * would leave it (dist/ and the build's sources); false when none is kept. A second push to a pull
 * request, or a report run again as an editor works, compares with the same base: the same files.
 */
export function restoreBaseSite(root: string, key: string | undefined, worktree: string): boolean {
  if (!key) return false
  const kept = baseSites(root)
  const sources = kept.record(key)
  if (sources === undefined || !kept.restore(key, join(worktree, 'dist'))) return false
  mkdirSync(dirname(join(worktree, SOURCES_FILE)), { recursive: true })
  writeFileSync(join(worktree, SOURCES_FILE), sources)
  return true
}

/** Keeps what the base's build just left in its worktree (dist/, and its sources as the entry's record) under `key`. */
export function keepBaseSite(root: string, key: string | undefined, worktree: string): void {
  const sources = join(worktree, SOURCES_FILE)
  if (key && existsSync(sources)) baseSites(root).save(key, join(worktree, 'dist'), readFileSync(sources, 'utf8'))
}
