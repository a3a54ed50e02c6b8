import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LANGS } from '../../../src/i18n/languages.ts'

const PROJECT_FILES = ['content', 'public', 'src', 'scripts', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', '.htmlvalidate.json']

export interface ProjectCopy {
  dir: string
  /** Its build's cache (SITE_CACHE_DIR), seeded with the project's encoded images when asked. */
  env: { SITE_CACHE_DIR: string }
  remove: () => void
}

/**
 * A throwaway copy of the project (sharing node_modules), so the bench never touches dist/. With
 * `seedImages`, its cache starts from the project's image variants and social images, so that its
 * first build encodes only what is new, as on any machine that built before.
 */
export function projectCopy(root: string, label: string, options: { seedImages?: boolean } = {}): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), `bench-${label}-`))
  for (const entry of PROJECT_FILES) cpSync(join(root, entry), join(dir, entry), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  const env = { SITE_CACHE_DIR: join(dir, '.bench-cache') }
  for (const name of options.seedImages ? ['responsive-images', 'social-images'] : []) {
    const built = join(root, 'node_modules/.cache', name)
    if (existsSync(built)) cpSync(built, join(env.SITE_CACHE_DIR, name), { recursive: true })
  }
  return { dir, env, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

const numbered = (i: number) => String(i + 1).padStart(3, '0')

/** The file name of the i-th synthetic post (0-based) in every language. */
export const syntheticPostFile = (i: number) => `articulo-${numbered(i)}.mdx`

/** `n` published posts per language, made from the real ones in turn: new slugs, titles and past dates a day apart. */
export function writeSyntheticPosts(root: string, n: number): void {
  for (const lang of LANGS) {
    const dir = join(root, 'content', lang, 'blog')
    const names = readdirSync(dir).filter((name) => name.endsWith('.mdx'))
    const templates = names.sort().map((name) => readFileSync(join(dir, name), 'utf8'))
    for (const name of names) rmSync(join(dir, name))
    for (let i = 0; i < n; i++) {
      const source = (templates[i % templates.length] as string)
        .replace(/^title: (.*)$/m, (_, title: string) => `title: ${title.slice(0, 60)} ${numbered(i)}`)
        .replace(/^date: .*$/m, `date: ${new Date(Date.UTC(2025, 0, 1) - i * 86_400_000).toISOString().slice(0, 10)}`)
        .replace(/^updated: .*\n/m, '')
      writeFileSync(join(dir, syntheticPostFile(i)), source)
    }
  }
}

/** Git in a bench copy, as a bench identity. */
export const gitIn =
  (dir: string) =>
  (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Bench',
        GIT_AUTHOR_EMAIL: 'b@example.com',
        GIT_COMMITTER_NAME: 'Bench',
        GIT_COMMITTER_EMAIL: 'b@example.com',
      },
    })

/** How many pages a build wrote: its HTML files. */
export const builtPages = (dist: string): number => readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length

/** The most memory a build held at once, as it wrote it in its BUILD_STATS_FILE (scripts/build/index.ts); undefined for a build that does not. */
function statedPeakRssMiB(statsFile: string): number | undefined {
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

export interface TimedBuild extends BuildRun {
  /** What it printed, stdout and stderr. */
  output: string
}

// GNU time, where installed, reports the peak memory of the largest process of a command's tree (`%M`, KiB) on its last line of stderr.
const GNU_TIME = '/usr/bin/time'

/**
 * Runs a build of this site or another, its output read as it comes (a build that prints a line
 * per page is never slowed by a full pipe). Its peak memory is GNU time's (the largest process of
 * its tree) or, larger where both are known, the build's own report (BUILD_STATS_FILE,
 * scripts/build/index.ts: its own peak, or its memory while the image encoder ran plus the encoder's).
 */
export async function timedBuild(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<TimedBuild> {
  const stats = join(cwd, '.build-stats.json')
  rmSync(stats, { force: true })
  const [run, runArgs] = existsSync(GNU_TIME) ? [GNU_TIME, ['-f', 'peak-rss-kib %M', command, ...args]] : [command, args]
  const started = performance.now()
  const child = spawn(run, runArgs, { cwd, env: { ...process.env, BUILD_STATS_FILE: stats, NO_COLOR: '1', FORCE_COLOR: '0', ...env } })
  let output = ''
  child.stdout.on('data', (data: Buffer) => (output += String(data)))
  child.stderr.on('data', (data: Buffer) => (output += String(data)))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output.slice(-3000)}`)
  const timed = /peak-rss-kib (\d+)/.exec(output)?.[1]
  const peaks = [statedPeakRssMiB(stats), timed ? Math.round(Number(timed) / 1024) : undefined].filter((peak) => peak !== undefined)
  return { seconds, output, ...(peaks.length ? { peakRssMiB: Math.max(...peaks) } : {}) }
}
