import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'

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

/** Builds the site in `dir`; a failure throws with what the build said last. */
export function runBuild(dir: string, env: Record<string, string | undefined> = {}): void {
  const [command, args] = buildCommand(dir)
  try {
    execFileSync(command, args, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`, ...env },
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`The build failed in ${dir}:\n${`${stdout}${stderr}`.slice(-4000)}`)
  }
}
