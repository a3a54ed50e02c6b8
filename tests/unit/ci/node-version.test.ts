import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string }
  devEngines: { runtime: { name: string; version: string; onFail: string } }
}
const major = (range: string) => Number(/^>=(\d+)$/.exec(range)?.[1])

describe('the Node the project runs on, said once and everywhere', () => {
  const wanted = major(pkg.engines.node)

  it('is a supported LTS, 24 or later', () => {
    expect(wanted).toBeGreaterThanOrEqual(24)
  })

  it('stops every npm command on an older Node with npm’s own message, not a TypeScript file Node cannot load', () => {
    // npm 10.9 and later refuse `npm run`, `npm install` and `npm ci` with EBADDEVENGINES
    // when devEngines.runtime fails and onFail is "error"; engines alone only warns at install.
    expect(pkg.devEngines.runtime).toEqual({ name: 'node', version: pkg.engines.node, onFail: 'error' })
  })

  it('is what .ci/run installs where the system’s is older, and what CI runs', () => {
    expect(read('.ci/run')).toContain(`-lt ${wanted} ]`)
    expect(read('.ci/run')).toContain(`node@${wanted}`)
    for (const workflow of ['ci.yml', 'pr-report.yml', 'pr-report-comment.yml']) {
      const text = read(`.github/workflows/${workflow}`)
      const versions = [...text.matchAll(/node-version: (\d+)|container: node:(\d+)/g)].map((m) => Number(m[1] ?? m[2]))
      for (const version of versions) expect(version, workflow).toBe(wanted)
    }
    expect(read('README.md')).toContain(`Node ${wanted}`)
  })
})
