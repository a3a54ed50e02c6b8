import { checkContent } from './content/check'
import { formatIssue } from './content/issues'

/** `npm run check:content`: every content problem, one per line, `file: field: message`. */
const started = performance.now()
const issues = checkContent(process.cwd())
const ms = Math.round(performance.now() - started)
if (issues.length) {
  for (const issue of issues) console.error(formatIssue(issue))
  console.error(`\n${issues.length} content problem${issues.length === 1 ? '' : 's'} (${ms} ms)`)
  process.exit(1)
}
console.log(`content OK (${ms} ms)`)
