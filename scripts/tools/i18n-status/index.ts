import { appendFileSync } from 'node:fs'
import { outdatedTranslations } from './freshness.ts'
import { NoHistoryError } from './history.ts'
import { statusSummary, statusTable } from './report.ts'

/**
 * `npm run i18n:status [-- --json]`: which translations are older than their Spanish original,
 * per MDX file and per JSON key, from git history. It reports; it never fails a build.
 */
try {
  const outdated = outdatedTranslations(process.cwd())
  process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(outdated, null, 2)}\n` : statusTable(outdated))
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, statusSummary(outdated))
} catch (error) {
  if (!(error instanceof NoHistoryError)) throw error
  console.error(`i18n:status needs the git history of content/: ${error.message}`)
  process.exit(1)
}
