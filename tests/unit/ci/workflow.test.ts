import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { BUILD_CACHES, IMAGE_CACHES } from '../../../scripts/build/cache/cache-dir.ts'
import { ROOT } from '../build/content/fixtures.ts'

/** The parts of a GitHub Actions workflow these tests read. */
interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string | number | boolean>
}
interface Job {
  'runs-on': string
  permissions?: Record<string, string> | string
  'timeout-minutes'?: number
  container?: string | { image: string }
  env?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: { pull_request?: unknown; pull_request_target?: unknown; push?: { branches?: string[] } }
  permissions?: Record<string, string> | string
  jobs: Record<string, Job>
}

// The workflow cannot run here: what it would do is read from the file.
const text = readFileSync(join(ROOT, '.github/workflows/ci.yml'), 'utf8')
const workflow = parse(text) as Workflow
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
const jobs = workflow.jobs
const runs = (job: Job | undefined) => (job?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []))
const action = (job: Job | undefined, name: string) => job?.steps.find((step) => step.uses?.startsWith(`${name}@`))

describe('.github/workflows/ci.yml', () => {
  it('runs on every pull request and on pushes to main', () => {
    expect(workflow.on).toHaveProperty('pull_request')
    expect(workflow.on.push?.branches).toEqual(['main'])
  })

  it('has a fast content job: setup-node with the npm cache, npm ci, then check:content, lint and typecheck', () => {
    const content = jobs.content
    expect(content?.['timeout-minutes']).toBeLessThanOrEqual(5)
    expect(action(content, 'actions/setup-node')?.with).toMatchObject({ cache: 'npm' })
    const order = ['npm ci', 'npm run check:content', 'npm run lint', 'npm run typecheck'].map((command) =>
      runs(content).findIndex((run) => run.startsWith(command)),
    )
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it("runs a pull request's content with read-only permissions and no secrets", () => {
    // pull_request_target would run with the base repository's secrets and a write token.
    expect(workflow.on).not.toHaveProperty('pull_request_target')
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(jobs.content?.permissions).toEqual({ contents: 'read' })
    expect(JSON.stringify(jobs.content)).not.toMatch(/secrets\.|github\.token|GITHUB_TOKEN/)
    expect(action(jobs.content, 'actions/checkout')?.with).toMatchObject({ 'persist-credentials': false })
    expect(text).not.toMatch(/write-all|: write\b/)
  })

  it('checks out the whole history wherever translation freshness is read', () => {
    for (const job of [jobs.content, jobs.test]) {
      expect(runs(job).some((run) => /i18n:status|npm test|check:content/.test(run))).toBe(true)
      expect(action(job, 'actions/checkout')?.with).toMatchObject({ 'fetch-depth': 0 })
    }
  })

  it('has a full job: Debian, its Chromium (headless shell), Firefox, WebKit, Java and nginx from apt before npm ci, then npm test', () => {
    const test = jobs.test
    const image = typeof test?.container === 'string' ? test.container : test?.container?.image
    expect(image).toMatch(/bookworm|trixie|debian/)
    const install = runs(test).findIndex((run) => /apt-get install .*\bchromium-headless-shell\b/.test(run))
    // vnu-jar's install step looks for a system Java and downloads one when it finds none.
    const java = runs(test).findIndex((run) => /apt-get install .*\bdefault-jre-headless\b/.test(run))
    // The host tests serve dist/ with Debian's nginx and the repository's deploy/nginx.conf.
    const nginx = runs(test).findIndex((run) => /apt-get install .*\bnginx\b/.test(run))
    // What differs between engines runs in Firefox ESR and in WebKitGTK, whose browser needs a
    // display (Xvfb) and Mesa's software renderer.
    const engines = ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'libgl1-mesa-dri'].map((pkg) =>
      runs(test).findIndex((run) => new RegExp(`apt-get install .*\\b${pkg}\\b`).test(run)),
    )
    const npmCi = runs(test).findIndex((run) => run.startsWith('npm ci'))
    const npmTest = runs(test).findIndex((run) => run === 'npm test')
    expect(install).toBeGreaterThanOrEqual(0)
    expect(java).toBeGreaterThanOrEqual(0)
    expect(nginx).toBeGreaterThanOrEqual(0)
    for (const index of engines) expect(index).toBeGreaterThanOrEqual(0)
    expect(npmTest).toBeGreaterThan(Math.max(nginx, ...engines))
    expect(npmCi).toBeGreaterThan(Math.max(install, java))
    expect(npmTest).toBeGreaterThan(npmCi)
    expect(test?.env?.CHROME_PATH).toBe('/usr/bin/chromium-headless-shell')
    // Firefox will not start as root under a $HOME another user owns (the runner's).
    expect(test?.env?.HOME).toBe('/root')
  })

  it("restores the build's caches after npm ci, from main's for a pull request: the images under a key of their own", () => {
    const steps = jobs.test?.steps ?? []
    const caches = steps.flatMap((step, index) =>
      step.uses?.startsWith('actions/cache@') && String(step.with?.path).includes('.cache/') ? [index] : [],
    )
    const [npmCi, npmTest] = [steps.findIndex((s) => s.run?.startsWith('npm ci')), steps.findIndex((s) => s.run === 'npm test')]
    expect(caches).toHaveLength(2)
    for (const index of caches) {
      // npm ci empties node_modules/: restored before it, the cache would be deleted unread.
      expect(index).toBeGreaterThan(npmCi)
      expect(index).toBeLessThan(npmTest)
      const key = String(steps[index]?.with?.key)
      // Each run saves its own (a cache entry is never overwritten), and a pull request starts from the newest it may read: main's.
      expect(key.endsWith('-${{ github.sha }}')).toBe(true)
      expect(String(steps[index]?.with?.['restore-keys']).trim()).toBe(key.slice(0, -'${{ github.sha }}'.length))
    }
    const paths = (index: number) =>
      String(steps[index]?.with?.path)
        .trim()
        .split('\n')
        .map((path) => path.trim().replace('node_modules/.cache/', ''))
        .sort()
    const [images, rest] = caches.map(paths)
    // Every folder the build keeps (scripts/build/cache/cache-dir.ts), once.
    expect([...(images ?? []), ...(rest ?? [])].sort()).toEqual([...BUILD_CACHES].sort())
    expect(images).toEqual([...IMAGE_CACHES].sort())
    // The images' key names nothing of the build's code, which could only throw them away; the rest start fresh with a new lockfile, patch or build code.
    const [imagesKey, restKey] = caches.map((index) => String(steps[index]?.with?.key))
    expect(imagesKey).not.toContain('hashFiles')
    for (const input of ['package-lock.json', 'patches/**', 'vite.config.ts', 'scripts/build/**']) expect(restKey).toContain(`'${input}'`)
  })

  it('uploads the Playwright report as an artifact when the full job fails', () => {
    const upload = action(jobs.test, 'actions/upload-artifact')
    expect(upload?.if).toBe('failure()')
    expect(upload?.with?.path).toMatch(/^playwright-report\/?$/)
  })

  it('pins every action to a major version', () => {
    const uses = Object.values(jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])))
    expect(uses.length).toBeGreaterThan(0)
    for (const use of uses) expect(use).toMatch(/^[\w-]+\/[\w-]+@v\d+$/)
  })

  it('runs only npm scripts that exist', () => {
    const named = Object.values(jobs).flatMap((job) => runs(job).flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] as string)))
    for (const script of named) expect(scripts).toHaveProperty([script])
  })
})

describe('.ci/run', () => {
  const script = readFileSync(join(ROOT, '.ci/run'), 'utf8')

  it('installs from Debian whatever npm test needs and a clean machine lacks, nginx and the other engines included', () => {
    for (const pkg of ['chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'default-jre-headless', 'fonts-dejavu-core', 'nginx'])
      expect(script).toContain(`missing+=(${pkg})`)
    expect(script).toMatch(/apt-get install -y -qq "\$\{missing\[@\]\}"/)
    expect(script.indexOf('apt-get install')).toBeLessThan(script.indexOf('npm ci'))
  })
})
