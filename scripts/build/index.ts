/**
 * `npm run build`: content/ and src/ to dist/. Each stage is a function below, called in this order at the end of the file.
 *
 * 1. Check the content: every problem of content/ and public/ at once, as `npm run check:content` lists them, but those of the
 *    bodies the server build compiles, which its MDX compiler finds (checkSite, scripts/build/content/check.ts).
 * 2. Encode the image variants: those the cache lacks (encode-images.ts), before the rest of the build holds the site in memory.
 * 3. Build the client: the islands and the scripts pages inline, or its output taken from the cache (cache/client-build.ts).
 * 4. Build the server and render each page: vite-react-ssg's one call; each page the page cache lacks is rendered and finished.
 * 5. Run the steps: check every page written, then make what is made of them (steps/index.ts).
 *
 * The list of stages in docs/decisions.md, "One readable build", names these, in this order (tests/unit/docs/build-docs.test.ts).
 * Every stage gets the one Build object (context.ts), made first with the hash of the build's code, in every cache key but the
 * images'. A failure says why once and removes dist/: a half-built site is never deployed.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build as viteBuild, mergeConfig, type InlineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { publishedPath } from '../../src/i18n/paths.ts'
import { siteConfig } from '../../vite.config.ts'
import { clientBuildCache } from './cache/client-build.ts'
import { openPageCache } from './cache/page-cache.ts'
import { checkSite } from './content/check.ts'
import { contentErrorIn } from './content/content-error.ts'
import { formatIssue } from './content/issues.ts'
import { createBuild, type Build, type RenderedBuild } from './context.ts'
import { findImageVariants, variantCacheDir } from './plugins/responsive-images.ts'
import { builtClientCode, clientOutput } from './prerender/client-code.ts'
import { finishPage } from './prerender/finish.ts'
import { NOT_FOUND_PATHS } from './prerender/not-found.ts'
import { assertReactProduction } from './prerender/react-build.ts'
import { runSteps } from './steps/index.ts'

// React picks its development or production build from NODE_ENV when first imported, and vite-react-ssg imports it as it loads.
process.env.NODE_ENV = 'production'
const { build: viteReactSsg } = await import('vite-react-ssg/node')
assertReactProduction()

// For the bench: the most memory the build held at once; while the image encoder ran, this process's then and the encoder's most.
const statsFile = process.env.BUILD_STATS_FILE
let peakWhileEncodingMiB = 0

/** 1. Stops the build on any content problem, before anything is built. */
async function checkContent({ root }: Build): Promise<void> {
  const issues = await checkSite(root, { compilerChecksBodies: true })
  if (issues.length) throw Object.assign(new Error('content'), { name: 'ContentError', issues })
}

/** 2. Has the variants the cache lacks encoded in a process of their own, which gives its memory back as it exits. */
async function encodeImageVariants(build: Build): Promise<void> {
  const variants = await findImageVariants(join(build.root, 'public/images'), variantCacheDir(build.root))
  if (variants.missing) {
    const held = process.memoryUsage.rss() / 2 ** 20
    execFileSync(process.execPath, [join(import.meta.dirname, 'encode-images.ts')], { stdio: 'inherit' })
    if (statsFile) peakWhileEncodingMiB = held + (JSON.parse(readFileSync(statsFile, 'utf8')) as { peakRssMiB: number }).peakRssMiB
  }
  build.imageVariants = variants.files
}

/**
 * 3. The client build as vite-react-ssg's own would make it (its `app` input, index.html, is the template it renders pages into; the
 * manifests in dist/.vite/ are what it reads), or its output put back from the cache; what the pages run is handed on in `build`.
 */
async function buildClient(build: Build, config: InlineConfig): Promise<void> {
  // Vite empties dist/ as it builds; the cache's copy goes into an empty one too.
  rmSync(build.dist, { recursive: true, force: true })
  const cache = clientBuildCache(build)
  let output = cache.restore()
  console.log(`[client] ${output ? 'reused from the cache: nothing it was built from changed' : 'building'}`)
  if (!output) {
    const app = { input: { app: join(build.root, 'index.html') } }
    const client = { build: { manifest: true, ssrManifest: true, rolldownOptions: app }, plugins: [cache.plugin] }
    output = clientOutput(await viteBuild(mergeConfig(config, client)))
    cache.save(output)
  }
  build.clientManifest = output.manifest
  build.clientCode = builtClientCode(output)
}

/** What our patch of vite-react-ssg adds to its options (docs/decisions.md, "vite-react-ssg through its options"). */
interface PatchedOptions {
  /** Skips its client build when this says the output is in dist/ already. */
  reuseClientBuild?: () => boolean | Promise<boolean>
  /** false: no preload links, so no jsdom, loaded or run, for any page. */
  preloadLinks?: boolean
  /** false: no route loader data written, a file per page and their manifest (the site has no loaders: each would hold only nulls). */
  loaderData?: boolean
}

/**
 * 4 and 5. vite-react-ssg builds the server and renders every page in one call, rendering with the server build it has just written;
 * its client build is stage 3's. It ends the process 15 s after it returns, whatever still runs then: so the steps run inside it, in
 * the `onFinished` it calls last. These options go over vite.config.ts's `ssgOptions` (a folder per page, no critical-CSS pass).
 */
async function buildServerAndRender(build: Build, config: InlineConfig): Promise<void> {
  const pageCache = (build.pageCache = openPageCache(build))
  const options: ViteReactSSGOptions & PatchedOptions = {
    reuseClientBuild: () => true,
    preloadLinks: false,
    loaderData: false,
    /** The pages to render: every page at its published address, but those the page cache has as they would render now. */
    includedRoutes(paths) {
      const toRender: string[] = []
      // A route with a parameter (`/blog/:slug`) is no page: getStaticPaths lists its pages.
      const pages = new Set([...paths.filter((path) => !/[:*]/.test(path)).map(publishedPath), ...NOT_FOUND_PATHS])
      for (const path of pages) {
        const reads = NOT_FOUND_PATHS.includes(path) ? undefined : pageCache.lookup(path)
        if (reads) build.pages.set(path, { reads, reused: true })
        else toRender.push(path)
      }
      console.log(`[pages] ${pages.size} pages: ${toRender.length} to render, ${pages.size - toRender.length} reused from the cache`)
      return toRender
    },
    onPageRendered(path, html, context) {
      const reads = (context as { reads?: Set<string> } | undefined)?.reads // noted by src/main.tsx
      build.pages.set(path, { reads: [...(reads ?? [])].sort(), reused: false })
      return finishPage(html, build)
    },
    // 5. Run the steps, last in vite-react-ssg's call.
    onFinished: () => runSteps(build as RenderedBuild),
  }
  await viteReactSsg(options, config)
}

/** Removes dist/ and exits, having printed each of `messages`. */
function stop(build: Build, ...messages: unknown[]): never {
  rmSync(build.dist, { recursive: true, force: true })
  for (const message of messages) console.error(message)
  process.exit(1)
}

const build = createBuild(process.cwd())
// The site's Vite config, with the plugins that hand on what they learn in `build` (vite.config.ts), for the client and server builds.
const config: InlineConfig = { ...siteConfig({ command: 'build' }, build), configFile: false, mode: build.mode }
try {
  await checkContent(build)
  await encodeImageVariants(build)
  await buildClient(build, config)
  await buildServerAndRender(build, config)
} catch (error) {
  const content = contentErrorIn(error)
  if (content) {
    // The compiler stops at the first body it refuses; the editor gets every problem.
    const every = await checkSite(build.root)
    const issues = every.length ? every : content.issues
    const count = `${issues.length} content problem${issues.length === 1 ? '' : 's'}`
    stop(build, `\n${issues.map(formatIssue).join('\n')}\n\nBuild stopped: ${count} (npm run check:content lists them too). dist/ removed.`)
  }
  if (error instanceof Error && error.name === 'InlineScriptError') stop(build, `\n${error.message}\n\nBuild stopped. dist/ removed.`)
  stop(build, error, '\nBuild failed. dist/ removed.')
}

if (statsFile)
  writeFileSync(statsFile, JSON.stringify({ peakRssMiB: Math.round(Math.max(peakWhileEncodingMiB, process.resourceUsage().maxRSS / 1024)) }))
