/**
 * `npm run build`: content/ and src/ to dist/, in this order.
 *
 * 1. Check the content: every problem of content/ and public/ at once (checkSite, what
 *    `npm run check:content` runs); a body the build compiles is checked again as it compiles
 *    (scripts/build/content/remark-content.ts).
 * 2. Build the client: the islands and the scripts pages inline (scripts/build/plugins/islands.ts),
 *    or its output from the cache when nothing it is made of changed (scripts/build/cache/client-build.ts).
 * 3. Build the server: every page and the content modules, for Node (scripts/build/plugins/server-bundle.ts
 *    notes the code and each content module's chunk).
 * 4. Render each page: the ones the page cache has unchanged are reused, the others rendered by
 *    React, each finished (scripts/build/prerender/finish.ts) and written, then checked with every
 *    page in dist/ (scripts/build/steps/check-pages.ts).
 * 5. Run the steps (scripts/build/steps/index.ts): not-found pages, _headers, feeds, sitemap, images…
 *
 * vite-react-ssg runs 2 to 4 (scripts/build/prerender/ssg-options.ts gives it our options) and
 * calls back at the end: the steps run there, as it forces the process to exit 15 s after its build
 * returns. Every stage gets the one Build object (scripts/build/context.ts). A failure says why once, with no stack for a
 * content problem or a foreign script, and removes dist/, so a half-built site is never deployed.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { siteConfig } from '../../vite.config.ts'
import { checkSite } from './content/check.ts'
import { contentErrorIn } from './content/content-error.ts'
import { formatIssue } from './content/issues.ts'
import { createBuild } from './context.ts'
import { buildSsgOptions } from './prerender/ssg-options.ts'
import { runSteps } from './steps/index.ts'
import type { RenderedBuild } from './steps/context.ts'

// React picks its development or production build from NODE_ENV the first time it is imported, and
// vite-react-ssg imports it (react-dom/server) as it loads: set first (prerender/react-build.ts checks it).
process.env.NODE_ENV = 'production'
const { build: viteReactSsg } = await import('vite-react-ssg/node')

const build = createBuild(process.cwd())

function stop(lines: string, why: string): never {
  rmSync(build.dist, { recursive: true, force: true })
  console.error(`\n${lines}\n\n${why} dist/ removed.`)
  process.exit(1)
}

try {
  const issues = await checkSite(build.root, { leaveCompiledBodies: true })
  if (issues.length) throw Object.assign(new Error('content'), { name: 'ContentError', issues })
  // The client build empties dist/ itself, but may be reused from the cache instead.
  rmSync(build.dist, { recursive: true, force: true })
  await viteReactSsg(
    buildSsgOptions(build, () => runSteps(build as RenderedBuild)),
    { ...siteConfig({ command: 'build' }, build), configFile: false, mode: build.mode },
  )
} catch (error) {
  const content = contentErrorIn(error)
  if (content) {
    // The compiler stops at the first body it refuses; the editor gets every problem, as check:content lists them.
    const every = await checkSite(build.root)
    const issues = every.length ? every : content.issues
    const count = `${issues.length} content problem${issues.length === 1 ? '' : 's'}`
    stop(issues.map(formatIssue).join('\n'), `Build stopped: ${count} (npm run check:content lists them too).`)
  }
  if (error instanceof Error && error.name === 'InlineScriptError') stop(error.message, 'Build stopped.')
  if (existsSync(build.dist)) rmSync(build.dist, { recursive: true, force: true })
  console.error(error)
  console.error('\nBuild failed. dist/ removed.')
  process.exit(1)
}

// For the bench (scripts/tools/bench/scale.ts): the most memory the build held at once.
if (process.env.BUILD_STATS_FILE) {
  writeFileSync(process.env.BUILD_STATS_FILE, JSON.stringify({ peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }))
}
