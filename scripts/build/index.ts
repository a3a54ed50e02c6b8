/**
 * The build `npm run build` runs (through scripts/build/run.mjs): vite-react-ssg's build, with
 * React's production build, saying why when it fails, once.
 *
 * React picks its development or production build from NODE_ENV the first time it is imported,
 * and vite-react-ssg's own CLI imports React (react-dom/server) before anything sets NODE_ENV:
 * every page was rendered by React's development build, about 15% slower, for the same HTML.
 * So NODE_ENV is set here first, and vite-react-ssg is imported only after it.
 * scripts/build/prerender/react-build.ts checks it, and the build stops if it ever regresses.
 *
 * Bad content (found by the content plugin as the build starts, or by the MDX pipeline's content
 * rules) prints its `file:line:col: field: message` lines and nothing else: no call stack, not
 * wrapped in vite-react-ssg's "An internal error occurred" (its CLI's answer to any error); so
 * does a page with an inline script the build did not write (scripts/build/prerender/policy.ts). Any
 * failure removes dist/, so a half-built site can never be deployed.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentErrorIn } from './content/content-error.ts'
import { formatIssue } from './content/issues.ts'
import { contentMdxFiles, MDX_AHEAD_MIN_FILES, startMdxAhead } from './plugins/mdx-ahead.ts'
import { uncompiledMdx } from './plugins/mdx-cache.ts'
import { removeInBackground } from './previous-dist.ts'

process.env.NODE_ENV = 'production'

const root = process.cwd()
const dist = join(root, 'dist')
// A second thread compiles the site's MDX from now on, while the build starts and builds the
// client (scripts/build/plugins/mdx-ahead.ts): the files the MDX cache lacks, if any. The mode as
// vite-react-ssg reads it.
const mode = process.env.MODE || process.env.NODE_ENV
const uncompiled = uncompiledMdx(root, mode, contentMdxFiles(root))
if (uncompiled.length >= MDX_AHEAD_MIN_FILES) startMdxAhead(root, mode, uncompiled)
const { build } = await import('vite-react-ssg/node')

// The last build's dist/ is moved aside and removed in the background while this one builds:
// emptied by Vite, its 700 folders of a site with 200 posts per language held the build's thread
// 0.4 s before anything was built (scripts/build/previous-dist.ts).
const removingPrevious = removeInBackground(dist, root)
// Awaited once the build is done; a build that fails first leaves what is left to the next one.
removingPrevious.catch(() => undefined)

try {
  await build({}, {})
  await removingPrevious
} catch (error) {
  if (existsSync(dist)) rmSync(dist, { recursive: true, force: true })
  const content = contentErrorIn(error)
  if (content) {
    // The build stops at the first problem it meets (each body is checked as it compiles); the
    // editor gets them all at once, as check:content lists them.
    const [{ checkContent }, { checkPublic }] = await Promise.all([import('./content/check.ts'), import('./content/public-files.ts')])
    const every = [...checkContent(root), ...(await checkPublic(root))]
    const issues = every.length ? every : content.issues
    const count = issues.length
    console.error(`\n${issues.map(formatIssue).join('\n')}`)
    console.error(`\nBuild stopped: ${count} content problem${count === 1 ? '' : 's'} (npm run check:content lists them too). dist/ removed.`)
  } else if (error instanceof Error && error.name === 'InlineScriptError') {
    // scripts/build/prerender/policy.ts: a page carries a script the CSP would have to allow blindly.
    console.error(`\n${error.message}\n\nBuild stopped. dist/ removed.`)
  } else {
    console.error(error)
    console.error('\nBuild failed. dist/ removed.')
  }
  process.exit(1)
}

// For the bench (scripts/tools/bench/scale.ts): the most memory the build held at once.
if (process.env.BUILD_STATS_FILE) {
  writeFileSync(process.env.BUILD_STATS_FILE, JSON.stringify({ peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }))
}
