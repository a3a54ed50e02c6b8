import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite-react-ssg/node'
import { contentErrorIn } from './content/content-error.ts'
import { formatIssue } from './content/issues.ts'

/**
 * `npm run build`: vite-react-ssg's build, saying why when it fails, once. Bad content (found by
 * the content plugin as the build starts, or by the MDX pipeline's content rules) prints its
 * `file:line:col: field: message` lines and nothing else: no call stack, not wrapped in
 * vite-react-ssg's "An internal error occurred" (its CLI's answer to any error); so does a page
 * with an inline script the build did not write (scripts/vite/headers.ts). Any failure
 * removes dist/, so a half-built site can never be deployed.
 */
const root = process.cwd()
const dist = join(root, 'dist')

try {
  await build({}, {})
} catch (error) {
  if (existsSync(dist)) rmSync(dist, { recursive: true, force: true })
  const content = contentErrorIn(error)
  if (content) {
    const count = content.issues.length
    console.error(`\n${content.issues.map(formatIssue).join('\n')}`)
    console.error(`\nBuild stopped: ${count} content problem${count === 1 ? '' : 's'} (npm run check:content lists them too). dist/ removed.`)
  } else if (error instanceof Error && error.name === 'InlineScriptError') {
    // scripts/vite/headers.ts: a page carries a script the CSP would have to allow blindly.
    console.error(`\n${error.message}\n\nBuild stopped. dist/ removed.`)
  } else {
    console.error(error)
    console.error('\nBuild failed. dist/ removed.')
  }
  process.exit(1)
}
