import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { buildEnvironment } from '../../build/cache/build-code.ts'
import { sha256 } from '../../build/cache/cache-key.ts'
import { folderCache } from '../../build/cache/entries.ts'
import { dayIn } from '../../../src/content/blog/publishing.ts'

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** Where the base sites of earlier reports are kept: beside the build's caches, the three newest. */
export const baseSitesDir = (root: string) => join(process.env.SITE_CACHE_DIR ?? join(root, 'node_modules/.cache'), 'pr-report-base')

/**
 * What the base's dist/ is made of, as a key: the commit's files (its tree, which holds the build's
 * code, the lockfile and the patches), the packages installed, Node's version, the `VITE_` variables,
 * and the day the base publishes posts on, in the time zone its own src/site.ts names. Undefined when
 * that time zone cannot be read: then the base is built, as before.
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
  const installed = join(root, 'node_modules/.package-lock.json')
  return sha256(
    'pr-report base site',
    git(root, 'rev-parse', `${base}^{tree}`),
    existsSync(installed) ? readFileSync(installed) : 'no installed packages recorded',
    process.version,
    ...buildEnvironment(),
    dayIn(timeZone, now),
  )
}

/**
 * The base's built site from an earlier report, or undefined. A second push to a pull request, or a
 * report run again as an editor works, compares with the same base: its build is the same files.
 */
export function cachedBaseSite(root: string, key: string | undefined): string | undefined {
  const entry = key && join(baseSitesDir(root), key)
  if (!entry || !existsSync(join(entry, 'entry.json'))) return undefined
  utimesSync(entry, new Date(), new Date()) // used: among the newest, which are kept
  return join(entry, 'files')
}

/** Keeps the base's dist/, just built, under `key` for the next report against the same base. */
export function keepBaseSite(root: string, key: string | undefined, dist: string): void {
  if (key) folderCache(baseSitesDir(root)).save(key, dist, JSON.stringify({ kept: 'a pull request base site' }))
}
