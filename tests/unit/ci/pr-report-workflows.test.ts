import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateWorkflow } from '@action-validator/core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { BUILD_CACHES } from '../../../scripts/build/cache/cache-dir.ts'
import { ROOT } from '../build/content/fixtures.ts'

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
interface Job {
  if?: string
  permissions?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  name: string
  on: Record<string, { workflows?: string[]; types?: string[] } | null>
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const read = (name: string) => readFileSync(join(ROOT, '.github/workflows', name), 'utf8')
const REPORT = read('pr-report.yml')
const COMMENT = read('pr-report-comment.yml')
const steps = (text: string) => Object.values((parse(text) as Workflow).jobs).flatMap((job) => job.steps)

/**
 * Why a workflow that runs with a writing token would run a pull request's code, or nothing:
 * a checkout of anything but the default branch, a run step that expands an expression (script
 * injection), an install that runs scripts, or anything executed from the downloaded artifact.
 */
function pullRequestCodeRisks(text: string): string[] {
  const risks: string[] = []
  if (/pull_request_target/.test(text)) risks.push('pull_request_target')
  for (const step of steps(text)) {
    if (step.uses?.startsWith('actions/checkout@')) {
      for (const key of ['ref', 'repository', 'path']) if (step.with && key in step.with) risks.push(`checkout with ${key}`)
    }
    if (/github\.event\.(workflow_run\.head_(branch|repository)|pull_request)|github\.head_ref/.test(JSON.stringify(step.with ?? {})))
      risks.push('a step given the head')
    if (step.run) {
      if (step.run.includes('${{')) risks.push(`an expression in a run step: ${step.run}`)
      if (/\bnpm (ci|install)\b/.test(step.run) && !step.run.includes('--ignore-scripts')) risks.push('an install that runs scripts')
      if (/\b(git (fetch|checkout|switch|pull)|gh pr checkout)\b/.test(step.run)) risks.push(`git in a run step: ${step.run}`)
      if (/RUNNER_TEMP\/pr-report\S*\.(ts|js|mjs|sh)|(bash|sh|node|source) +"?\$RUNNER_TEMP/.test(step.run)) risks.push('runs a downloaded file')
    }
  }
  return risks
}

describe('the workflows of the pull request report', () => {
  it('are valid GitHub Actions workflows (action-validator)', () => {
    for (const text of [REPORT, COMMENT]) expect(validateWorkflow(text).errors).toEqual([])
  })

  it('the validator refuses a broken workflow (control)', () => {
    expect(validateWorkflow(REPORT.replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest')).errors.length).toBeGreaterThan(0)
    expect(validateWorkflow(COMMENT.replace('    steps:', '    stepz:')).errors.length).toBeGreaterThan(0)
  })

  it('builds the report on pull_request, read-only, without secrets, and hands it on as artifacts and the job summary', () => {
    const workflow = parse(REPORT) as Workflow
    expect(Object.keys(workflow.on)).toEqual(['pull_request'])
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(Object.values(workflow.jobs).map((job) => job.permissions)).toEqual([{ contents: 'read' }])
    expect(REPORT).not.toMatch(/secrets\.|: write\b|write-all/)
    const all = steps(REPORT)
    const run = all.map((s) => s.run ?? '').join('\n')
    expect(run).toMatch(/npm run pr:report -- --base "origin\/\$BASE_REF"/)
    expect(run).toContain('cat pr-report/summary.md >> "$GITHUB_STEP_SUMMARY"')
    expect(run).toContain('> pr-report/pull-request-number')
    const uploads = all.filter((s) => s.uses?.startsWith('actions/upload-artifact@')).map((s) => s.with?.name)
    expect(uploads).toEqual(['pr-report', 'pr-report-summary'])
    // The pull request's values reach the shell as variables, never pasted into the script.
    expect(all.filter((s) => s.run?.includes('${{'))).toEqual([])
  })

  it("restores main's build caches exactly as the test job saves them, or the base builds cold", () => {
    // actions/cache finds an entry by its key and a version hashed from its paths: a restore naming
    // other paths than the save (one folder more or less) finds nothing, and says only "not found".
    const saved = (text: string, action: string) =>
      steps(text)
        .filter((s) => s.uses?.startsWith(`${action}@`) && String(s.with?.path).includes('node_modules/.cache/'))
        .map((s) => ({ paths: String(s.with?.path).trim().split(/\s+/).sort(), from: String(s.with?.['restore-keys']).trim() }))
        .sort((a, b) => a.from.localeCompare(b.from))
    const testJob = saved(read('ci.yml'), 'actions/cache')
    expect(testJob.flatMap((cache) => cache.paths).sort()).toEqual(BUILD_CACHES.map((name) => `node_modules/.cache/${name}`).sort())
    expect(saved(REPORT, 'actions/cache/restore')).toEqual(testJob)
  })

  it("comments from workflow_run, after the report's workflow, with the least it needs", () => {
    const workflow = parse(COMMENT) as Workflow
    expect(workflow.on).toEqual({ workflow_run: { workflows: [(parse(REPORT) as Workflow).name], types: ['completed'] } })
    expect(workflow.permissions).toEqual({})
    const [job] = Object.values(workflow.jobs)
    expect(job?.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' })
    expect(job?.if).toContain("github.event.workflow_run.event == 'pull_request'")
    const download = job?.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))
    expect(download?.with).toMatchObject({
      name: 'pr-report-summary',
      path: '${{ runner.temp }}/pr-report',
      'run-id': '${{ github.event.workflow_run.id }}',
    })
    expect(job?.steps.at(-1)?.run).toBe('node scripts/tools/pr-report/post-comment.ts "$RUNNER_TEMP/pr-report"')
    expect(job?.steps.at(-1)?.env?.HEAD_SHA).toBe('${{ github.event.workflow_run.head_sha }}')
  })

  it("never checks out or runs the pull request's code", () => {
    expect(pullRequestCodeRisks(COMMENT)).toEqual([])
  })

  it('catches each way a commenting workflow could run the pull request (the attacks, with a benign control)', () => {
    const checkout = '      - uses: actions/checkout@v4\n        with:\n          persist-credentials: false\n'
    const attacks = [
      COMMENT.replace(checkout, `${checkout}          ref: \${{ github.event.workflow_run.head_sha }}\n`),
      COMMENT.replace(checkout, `${checkout}          repository: \${{ github.event.workflow_run.head_repository.full_name }}\n`),
      COMMENT.replace('npm ci --ignore-scripts', 'npm ci'),
      COMMENT.replace('run: node scripts/tools/pr-report/post-comment.ts "$RUNNER_TEMP/pr-report"', 'run: bash "$RUNNER_TEMP/pr-report/post.sh"'),
      COMMENT.replace(
        'run: node scripts/tools/pr-report/post-comment.ts "$RUNNER_TEMP/pr-report"',
        'run: git fetch origin pull/1/head && git checkout FETCH_HEAD',
      ),
      COMMENT.replace(
        'REPORT_URL: ${{ github.event.workflow_run.html_url }}\n        run: node',
        'REPORT_URL: x\n        run: echo "${{ github.event.workflow_run.head_branch }}" && node',
      ),
      COMMENT.replace('workflow_run:', 'pull_request_target:\n  workflow_run:'),
    ]
    for (const attack of attacks) {
      expect(attack).not.toBe(COMMENT)
      expect(pullRequestCodeRisks(attack)).not.toEqual([])
    }
    // Benign: naming a step or adding a plain step changes nothing.
    expect(pullRequestCodeRisks(COMMENT.replace('Post or update the comment', 'Post the comment'))).toEqual([])
  })
})
