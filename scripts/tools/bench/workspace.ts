import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
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

/** How many pages a build wrote: its HTML files. */
export const builtPages = (dist: string): number => readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length

/** The most memory a build held at once, as it wrote it in its BUILD_STATS_FILE (scripts/build/index.ts); undefined for a build that does not. */
export function statedPeakRssMiB(statsFile: string): number | undefined {
  return existsSync(statsFile) ? (JSON.parse(readFileSync(statsFile, 'utf8')) as { peakRssMiB: number }).peakRssMiB : undefined
}

/** One build: how long it took, and the most memory it held at once (when the build says). */
export interface BuildRun {
  seconds: number
  peakRssMiB?: number
}

/**
 * `npm run build` in `dir`, as a command and its arguments, run without npm in between: package.json's
 * `build` script when it is `node …` (this project's: `node scripts/build/index.ts`), or
 * vite-react-ssg's CLI for a commit that built with it.
 */
export function buildCommand(root: string, dir: string): [string, string[]] {
  const script = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build ?? ''
  const [command, ...args] = script.trim().split(/\s+/)
  if (command === 'node' && args.length && !args.some((arg) => /[&|;<>]/.test(arg))) return [process.execPath, args]
  if (script === 'vite-react-ssg build') return [join(root, 'node_modules/.bin/vite-react-ssg'), ['build']]
  throw new Error(`Expected "build": "node <file>" (or "vite-react-ssg build") in ${dir}/package.json, found "${script}"`)
}

/**
 * Runs a command the bench times or drives, its output unread; a failure throws with its exit
 * status and the last lines of its stderr, where the build and the pull request report say why
 * they stopped (a failure that said only "Command failed" once cost a whole run).
 */
export function runUnread(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  try {
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 2 ** 20, env: { ...process.env, ...env } })
  } catch (error) {
    const { status, stderr } = error as { status?: number | null; stderr?: Buffer }
    const said = String(stderr ?? '')
      .trim()
      .split('\n')
      .slice(-15)
      .join('\n')
    throw new Error(`${[command, ...args].join(' ')} exited with ${status ?? (error as Error).message} in ${cwd}:\n${said}`)
  }
}

/** `npm run build` in `dir` (buildCommand). */
export function build(root: string, dir: string, env: Record<string, string> = {}): BuildRun {
  const stats = join(dir, '.build-stats.json')
  rmSync(stats, { force: true })
  const [command, args] = buildCommand(root, dir)
  const started = performance.now()
  runUnread(command, args, dir, { BUILD_STATS_FILE: stats, ...env })
  const seconds = (performance.now() - started) / 1000
  return { seconds, peakRssMiB: statedPeakRssMiB(stats) }
}
