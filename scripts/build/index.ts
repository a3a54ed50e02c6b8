/**
 * `npm run build`: content/ and src/ to dist/, in this order.
 *
 * 1. Hash the build's code: its modules, packages and Node, in every cache key but the images' (createBuild, cache/build-code.ts).
 * 2. Check the content: every problem of content/ and public/ at once, as `npm run check:content` lists them, but those of the
 *    bodies the server build compiles, which its MDX compiler finds (checkSite, scripts/build/content/check.ts).
 * 3. Encode the image variants: those the cache lacks (encode-images.ts), before the rest of the build holds the site in memory.
 * 4. Build the client: the islands and the scripts pages inline, or its output taken from the cache.
 * 5. Build the server: every page and the content modules, for Node.
 * 6. Render each page: each the page cache does not have unchanged, finished as it renders (prerender/ssg-options.ts).
 * 7. Run the steps: check every page written, then make what is made of them (steps/index.ts).
 *
 * The list of stages in docs/decisions.md, "One readable build", names these, in this order (tests/unit/docs/build-docs.test.ts).
 * vite-react-ssg runs 4 to 6 and calls the steps at its end, as it forces the process to exit 15 s after its build returns.
 * Every stage gets the one Build object (context.ts). A failure says why once and removes dist/: a half-built site is never deployed.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteConfig } from '../../vite.config.ts'
import { checkSite } from './content/check.ts'
import { contentErrorIn } from './content/content-error.ts'
import { formatIssue } from './content/issues.ts'
import { createBuild, type RenderedBuild } from './context.ts'
import { findImageVariants, variantCacheDir } from './plugins/responsive-images.ts'
import { buildSsgOptions } from './prerender/ssg-options.ts'
import { runSteps } from './steps/index.ts'

// React picks its development or production build from NODE_ENV when first imported, and vite-react-ssg imports it as it loads.
process.env.NODE_ENV = 'production'
const { build: viteReactSsg } = await import('vite-react-ssg/node')

const build = createBuild(process.cwd())
// For the bench: the most memory the build held at once; while the image encoder ran, this process's then and the encoder's most.
const statsFile = process.env.BUILD_STATS_FILE
let peakWhileEncodingMiB = 0

/** Removes dist/ and exits, having printed each of `messages`. */
function stop(...messages: unknown[]): never {
  rmSync(build.dist, { recursive: true, force: true })
  for (const message of messages) console.error(message)
  process.exit(1)
}

try {
  const issues = await checkSite(build.root, { compilerChecksBodies: true })
  if (issues.length) throw Object.assign(new Error('content'), { name: 'ContentError', issues })
  const variants = await findImageVariants(join(build.root, 'public/images'), variantCacheDir(build.root))
  if (variants.missing) {
    const held = process.memoryUsage.rss() / 2 ** 20
    execFileSync(process.execPath, [join(import.meta.dirname, 'encode-images.ts')], { stdio: 'inherit' })
    if (statsFile) peakWhileEncodingMiB = held + (JSON.parse(readFileSync(statsFile, 'utf8')) as { peakRssMiB: number }).peakRssMiB
  }
  build.imageVariants = variants.files
  // The client build empties dist/ itself, but may be reused from the cache instead.
  rmSync(build.dist, { recursive: true, force: true })
  await viteReactSsg(
    buildSsgOptions(build, () => runSteps(build as RenderedBuild)),
    { ...siteConfig({ command: 'build' }, build), configFile: false, mode: build.mode },
  )
} catch (error) {
  const content = contentErrorIn(error)
  if (content) {
    // The compiler stops at the first body it refuses; the editor gets every problem.
    const every = await checkSite(build.root)
    const issues = every.length ? every : content.issues
    const count = `${issues.length} content problem${issues.length === 1 ? '' : 's'}`
    stop(`\n${issues.map(formatIssue).join('\n')}\n\nBuild stopped: ${count} (npm run check:content lists them too). dist/ removed.`)
  }
  if (error instanceof Error && error.name === 'InlineScriptError') stop(`\n${error.message}\n\nBuild stopped. dist/ removed.`)
  stop(error, '\nBuild failed. dist/ removed.')
}

if (statsFile)
  writeFileSync(statsFile, JSON.stringify({ peakRssMiB: Math.round(Math.max(peakWhileEncodingMiB, process.resourceUsage().maxRSS / 1024)) }))
