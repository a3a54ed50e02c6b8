/**
 * Builds that several test files of tests/builds/ start from, each made once per run of vitest, and the
 * image caches every scratch build starts with.
 *
 * - `plainBuild()`: the site as it is, built in a scratch copy with caches of its own (every cache the
 *   build keeps, under `<dir>/.cache`; the images' seeded from the project's). Read it, never change it.
 * - `copyOfPlainBuild(label)`: a scratch copy of that build, its dist/, .build/ and caches with it, for a
 *   test that changes the site and builds it again (warm, as a developer's second build is); build it
 *   with `SITE_CACHE_DIR: join(dir, '.cache')`.
 * - `seedImageCaches(cacheDir)`: the image variants and social images already encoded, copied into a
 *   cache folder a scratch build starts from, so that no test encodes the site's images again.
 *
 * Why: a build of the site costs about as much as the test that reads it, and five files built the
 * same unchanged site; in a fresh clone each cold build also encoded every image again (minutes).
 *
 * How: global-setup.ts encodes the project's image variants once (node_modules/.cache, as
 * `npm run build` does) and gives the run a folder (`inject('sharedBuilds')`), removed when the run
 * ends. The first test file to ask for a shared build makes it there, holding a lock (a folder:
 * making one is atomic), and writes what the build said; every other file, in any worker, waits
 * for that record. To share another configuration, give `sharedBuild` a new name and a `prepare`
 * that changes the scratch copy before it is built: every file asking for that name gets one build.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { IMAGE_CACHES } from '../../../scripts/build/cache/cache-dir.ts'
import { buildCommand, projectCopy } from '../../../scripts/tools/bench/workspace.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder this run's shared builds are made in (global-setup.ts). */
    sharedBuilds: string
  }
}

const ROOT = process.cwd()

/** What a build said and how it ended. */
export interface BuildResult {
  status: number | null
  output: string
}

/** A build made once for the run: the scratch copy it was made in, with what it said. */
export interface SharedBuild extends BuildResult {
  dir: string
}

/**
 * `npm run build` in `dir`, as npm runs it (vitest's NODE_ENV=test and VITEST left out), its output
 * kept; never throws for a failed build: the status says.
 */
export function runBuild(dir: string, env: Record<string, string> = {}): Promise<BuildResult> {
  const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env
  const [command, args] = buildCommand(ROOT, dir)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, env: { ...inherited, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, output: `${stdout}\n${stderr}` }))
  })
}

/** The project's image caches (node_modules/.cache), which global-setup.ts filled before any test ran. */
const PROJECT_CACHES = join(ROOT, 'node_modules/.cache')

/** Copies the image caches of `from` (the project's by default) into `cacheDir`, for a build that starts from it. */
export function seedImageCaches(cacheDir: string, from = PROJECT_CACHES): string {
  for (const name of IMAGE_CACHES) {
    const built = join(from, name)
    if (existsSync(built) && !existsSync(join(cacheDir, name))) cpSync(built, join(cacheDir, name), { recursive: true })
  }
  return cacheDir
}

const POLL_MS = 250
const WAIT_MS = 15 * 60_000

/**
 * The build named `name`, made once in this run: a scratch copy of the project, changed by
 * `prepare`, built with its caches under `<dir>/.cache` (the images' seeded). The first caller
 * makes it; the others, in this worker or another, wait for it. `env` is given to that build.
 */
export async function sharedBuild(
  name: string,
  prepare: (dir: string) => void | Promise<void> = () => {},
  env: Record<string, string> = {},
): Promise<SharedBuild> {
  const run = inject('sharedBuilds')
  const dir = join(run, name)
  const record = join(run, `${name}.json`)
  let lockTaken = false
  try {
    mkdirSync(join(run, `${name}.lock`))
    lockTaken = true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  if (lockTaken) {
    let result: BuildResult | { error: string }
    try {
      const copy = projectCopy(ROOT, name)
      renameSync(copy.dir, dir)
      await prepare(dir)
      result = await runBuild(dir, { SITE_CACHE_DIR: seedImageCaches(join(dir, '.cache')), ...env })
    } catch (error) {
      result = { error: String((error as Error).stack ?? error) }
    }
    // Written whole, then named: a waiting file never reads half a record.
    writeFileSync(`${record}.part`, JSON.stringify(result))
    renameSync(`${record}.part`, record)
  }
  for (const started = Date.now(); !existsSync(record); await new Promise((resolve) => setTimeout(resolve, POLL_MS))) {
    if (Date.now() - started > WAIT_MS) throw new Error(`The shared build ${name} was not made within ${WAIT_MS / 60_000} minutes (${run})`)
  }
  const result = JSON.parse(readFileSync(record, 'utf8')) as BuildResult | { error: string }
  if ('error' in result) throw new Error(`The shared build ${name} could not be made:\n${result.error}`)
  return { dir, ...result }
}

/** The site as it is, built once for the run (see the top of this file). */
export async function plainBuild(): Promise<SharedBuild> {
  const plain = await sharedBuild('plain')
  if (plain.status !== 0) throw new Error(`The site as it is did not build:\n${plain.output.slice(-4000)}`)
  return plain
}

/**
 * A scratch copy of the plain build for one test file to change: the project's files as they were
 * built, dist/, .build/ and the caches (`<dir>/.cache`); node_modules shared, as projectCopy does.
 */
export async function copyOfPlainBuild(label: string): Promise<{ dir: string; remove: () => void; plain: SharedBuild }> {
  const plain = await plainBuild()
  const dir = mkdtempSync(join(tmpdir(), `${label}-`))
  // node_modules is a link to the project's: copied as the link it is.
  cpSync(plain.dir, dir, { recursive: true, verbatimSymlinks: true })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }), plain }
}
