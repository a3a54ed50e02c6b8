import { appendFileSync } from 'node:fs'
import { checkContent } from './content/check.ts'
import { annotation, summaryTable } from './content/github.ts'
import { formatIssue } from './content/issues.ts'

/**
 * `npm run check:content`: every content problem, one per line, `file:line:col: field: message`
 * (the shape terminals and editors link). In GitHub Actions each problem is also a workflow
 * command, so it shows on the pull request's diff, and the run's summary gets a table of them.
 */
const started = performance.now()
const issues = checkContent(process.cwd())
const ms = Math.round(performance.now() - started)

if (process.env.GITHUB_ACTIONS === 'true') for (const issue of issues) console.log(annotation(issue))
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summaryTable(issues))

if (issues.length) {
  for (const issue of issues) console.error(formatIssue(issue))
  console.error(`\n${issues.length} content problem${issues.length === 1 ? '' : 's'} (${ms} ms)`)
  process.exit(1)
}
console.log(`content OK (${ms} ms)`)
