import { execFileSync, execSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PROJECT_FILES = ['content', 'public', 'src', 'scripts', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', '.htmlvalidate.json']

/** A throwaway copy of the project (sharing node_modules), so the bench never touches dist/. */
export function projectCopy(root: string, label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `bench-${label}-`))
  for (const entry of PROJECT_FILES) cpSync(join(root, entry), join(dir, entry), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Another commit of this repository, unpacked from git into a throwaway directory (sharing
 * node_modules): the bench builds and measures it next to this one.
 */
export function commitCopy(root: string, commit: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `bench-${commit}-`))
  try {
    execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root, stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`The bench compares with commit ${commit}, which this clone lacks (git fetch --unshallow): ${(error as Error).message}`)
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** `npm run build` in `dir` (scripts/build.ts), returning the seconds it took. */
export function build(root: string, dir: string, env: Record<string, string> = {}): number {
  const started = performance.now()
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: dir, stdio: 'ignore', env: { ...process.env, ...env } })
  return (performance.now() - started) / 1000
}
