import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { buildCacheRoot } from './cache/cache-dir.ts'

/** Whether a process with this id is running (a build that moved its dist/ aside and is still removing it). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Moves a folder (the last build's dist/) out of the way at once and removes it in the
 * background: the caller goes on as if it were gone. It is moved under the build's cache folder
 * (`node_modules/.cache/previous-dist/<pid>`, or SITE_CACHE_DIR's), never left in the project;
 * what a build stopped halfway left there goes too. Where it cannot be moved (another file
 * system), it is removed before this returns.
 */
export function removeInBackground(dir: string, root: string): Promise<void> {
  const aside = join(buildCacheRoot(root), 'previous-dist')
  const leftovers = existsSync(aside) ? readdirSync(aside).filter((name) => !running(Number(name))) : []
  let moved: string | undefined
  if (existsSync(dir)) {
    try {
      mkdirSync(aside, { recursive: true })
      moved = join(aside, String(process.pid))
      renameSync(dir, moved)
    } catch {
      moved = undefined
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const removing = [...leftovers.map((name) => join(aside, name)), ...(moved ? [moved] : [])]
  return Promise.all(removing.map((path) => rm(path, { recursive: true, force: true }))).then(() => undefined)
}
