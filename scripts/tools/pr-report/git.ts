import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** git in `root`, its output trimmed; a failure throws with what git said. */
export const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** The commit a pull request is compared with: `ref` as given, else where this branch left main (or origin/main in a CI clone). */
export function baseCommit(root: string, ref?: string): string {
  if (ref) return git(root, 'rev-parse', '--verify', `${ref}^{commit}`)
  for (const main of ['main', 'origin/main']) {
    try {
      return git(root, 'merge-base', 'HEAD', main)
    } catch {
      // try the next name
    }
  }
  throw new Error('No main or origin/main to compare with: pass --base <ref>')
}

/** The project files the working tree changes against `base`: committed or not, new files included. */
export function changedFiles(root: string, base: string): string[] {
  const tracked = git(root, 'diff', '--name-only', '--no-renames', base, '--')
  const untracked = git(root, 'ls-files', '--others', '--exclude-standard')
  return [...new Set([...tracked.split('\n'), ...untracked.split('\n')].filter(Boolean))].sort()
}

/**
 * `commit` checked out in a git worktree of its own, sharing the project's node_modules (and so
 * its build cache). Always the same folder for a project: the build cache keys name files by
 * their path, so the base is built from the cache from the second report on.
 */
export function baseWorktree(root: string, commit: string): { dir: string; remove: () => void } {
  const dir = join(tmpdir(), `pr-report-base-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`)
  const remove = () => {
    if (existsSync(dir)) {
      try {
        git(root, 'worktree', 'remove', '--force', dir)
      } catch {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    git(root, 'worktree', 'prune')
  }
  remove()
  git(root, 'worktree', 'add', '--detach', '--force', dir, commit)
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return { dir, remove }
}
