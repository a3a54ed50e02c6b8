import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Octokit } from '@octokit/rest'
import { commentBody, pullNumberFrom, upsertReportComment } from './comment.ts'

/**
 * Run by .github/workflows/pr-report-comment.yml, from the default branch's code, never the pull
 * request's: posts or updates the report's one comment. Reads the downloaded artifact's folder
 * (argument 1: summary.md, pull-request-number), and GITHUB_TOKEN, GITHUB_REPOSITORY,
 * GITHUB_API_URL, HEAD_SHA (the workflow_run's head) and REPORT_URL from the environment.
 */
const dir = process.argv[2] ?? 'pr-report'
const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const [owner = '', repo = ''] = env('GITHUB_REPOSITORY').split('/')
const octokit = new Octokit({ auth: env('GITHUB_TOKEN'), baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' })
const pullNumber = pullNumberFrom(readFileSync(join(dir, 'pull-request-number'), 'utf8'))
const body = commentBody(readFileSync(join(dir, 'summary.md'), 'utf8'), process.env.REPORT_URL)
const result = await upsertReportComment(octokit, { owner, repo, pullNumber, headSha: env('HEAD_SHA') }, body)
console.log(
  result.action === 'stale'
    ? `Pull request #${pullNumber} has moved on to ${result.headSha}: its newer run will comment.`
    : `Comment ${result.action} on #${pullNumber}: ${result.url}`,
)
