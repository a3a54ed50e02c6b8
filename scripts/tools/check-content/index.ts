import { appendFileSync } from 'node:fs'
import { checkSite } from '../../build/content/check.ts'
import { driftWarnings } from '../i18n-status/drift.ts'
import { coverWarnings } from './covers.ts'
import { annotation, summaryTable } from './github.ts'
import { formatIssue } from '../../build/content/issues.ts'
import { translationStatus } from '../i18n-status/freshness.ts'
import { NoHistoryError } from '../i18n-status/history.ts'

/**
 * `npm run check:content`: every content problem, content/ and public/ alike, one per line,
 * `file:line:col: field: message` (the shape terminals and editors link; a file under public/ is
 * `file: message`, with its line inside an SVG). In GitHub Actions each problem is also a workflow
 * command, so it shows on the pull request's diff, and the run's summary gets a table of them.
 * Stale translations are a warning with their count, never a failure: i18n:status lists them;
 * so is a translation whose sections no longer pair with its original's, at its line, and a card
 * image smaller than 1200×800 or not 3:2, with its measured size.
 */
const started = performance.now()
const root = process.cwd()
const issues = await checkSite(root)
const inActions = process.env.GITHUB_ACTIONS === 'true'

if (inActions) for (const issue of issues) console.log(annotation(issue))
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summaryTable(issues))

for (const warning of [...(await coverWarnings(root)), ...driftWarnings(root)])
  console.warn(inActions ? annotation(warning, 'warning') : `warning: ${formatIssue(warning)}`)

try {
  const outdated = translationStatus(root).outdated.length
  if (outdated) {
    const warning = `${outdated} translated section${outdated === 1 ? ' is' : 's are'} older than the Spanish original (npm run i18n:status lists them)`
    console.warn(inActions ? `::warning title=Translations::${warning}` : `warning: ${warning}`)
  }
} catch (error) {
  if (!(error instanceof NoHistoryError)) throw error
  console.warn(`note: translation freshness not checked: ${error.message}`)
}

const ms = Math.round(performance.now() - started)
if (issues.length) {
  for (const issue of issues) console.error(formatIssue(issue))
  console.error(`\n${issues.length} content problem${issues.length === 1 ? '' : 's'} (${ms} ms)`)
  // Not process.exit(): into a pipe (CI, a test) it cut the list short while writes were pending.
  process.exitCode = 1
} else console.log(`content OK (${ms} ms)`)
