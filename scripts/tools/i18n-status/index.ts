import { appendFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { translationChanges, translationsMarkdown } from './changes.ts'
import { translationStatus } from './freshness.ts'
import { NoHistoryError } from './history.ts'
import { statusMarkdown, statusText } from './report.ts'

/**
 * `npm run i18n:status [-- --json] [-- <file>] [-- --base <ref>]`: which sections of which
 * translations are older than their Spanish original, with the original's change word by word,
 * from git history; `<file>` narrows to one translation or original. With `--base` (a pull
 * request's base: the content job passes it), the run's summary says what the commits since then
 * leave behind and bring up to date. It reports; it never fails a build.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, base: { type: 'string' } } })
const only = positionals[0]?.replace(/^\.\//, '')
try {
  const status = translationStatus(process.cwd(), { ...(only ? { only } : {}) })
  process.stdout.write(values.json ? `${JSON.stringify(status, null, 2)}\n` : statusText(status))
  if (process.env.GITHUB_STEP_SUMMARY) {
    const base = values.base ? translationStatus(process.cwd(), { ref: values.base, ...(only ? { only } : {}) }) : undefined
    const changes = base ? translationsMarkdown(translationChanges(base, status)) : []
    const summary = base
      ? changes.length
        ? changes.join('\n')
        : '### Translations\n\nThis pull request leaves no translation behind.\n'
      : statusMarkdown(status)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary}\n`)
  }
} catch (error) {
  if (!(error instanceof NoHistoryError)) throw error
  console.error(`i18n:status needs the git history of content/: ${error.message}`)
  process.exit(1)
}
