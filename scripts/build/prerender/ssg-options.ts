import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import Tinypool from 'tinypool'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { publishedPath } from '../../../src/i18n/paths.ts'
import { clientBuildCache } from '../cache/client-build.ts'
import { openPageCache } from '../cache/page-cache.ts'
import type { Build } from '../context.ts'
import { siteStylesheet } from '../plugins/stylesheet.ts'
import { builtClientCode, devClientCode, ownInlineScripts } from './client-code.ts'
import { pageMarkup } from './finish.ts'
import { NOT_FOUND_PATHS } from './not-found.ts'
import { finishPage, type PageJob } from './page-jobs.ts'
import { assertReactProduction } from './react-build.ts'

/** What our patch of vite-react-ssg adds to its options (docs/decisions.md, "vite-react-ssg through its options"). */
interface PatchedOptions {
  /** Skips the client build when this says its output is in dist/ already. */
  reuseClientBuild?: () => boolean | Promise<boolean>
  /** false: no preload links, so no jsdom, loaded or run, for any page. */
  preloadLinks?: boolean
}

/** Where a page is in dist/: `<path>/index.html`, and a not-found page's `<path>.html` once its step moved it. */
export const pageFile = (dist: string, path: string): string =>
  NOT_FOUND_PATHS.includes(path) ? join(dist, `${path.slice(1, -1)}.html`) : join(dist, path, 'index.html')

/** Every page is written to a folder of its own (`/en/about/index.html`, published at `/en/about/`); no critical-CSS pass. */
const COMMON: ViteReactSSGOptions = { dirStyle: 'nested', beastiesOptions: false }

/** `npm run dev`: each page rendered from the sources on request, made the site's, as it is. */
export const devSsgOptions: ViteReactSSGOptions = { ...COMMON, onPageRendered: (_route, html) => pageMarkup(html, devClientCode) }

/** Threads that finish pages beside the render: one per core but the rendering one, or BUILD_WORKERS; 0 finishes them on the main thread. */
export const pageWorkers = (): number => Number(process.env.BUILD_WORKERS || availableParallelism() - 1)

/**
 * vite-react-ssg's options for a build: every page at its published address but those the page cache has, each finished and
 * checked by a worker (prerender/page-jobs.ts) as the next renders, then kept in the page cache unless the check found a script.
 */
export function buildSsgOptions(build: Build, afterRender: () => Promise<void>): ViteReactSSGOptions & PatchedOptions {
  const clientCache = clientBuildCache(build)
  const workers = pageWorkers()
  let pool: Tinypool | undefined // started with the first page to render: a build that reuses every page starts none
  const finish = (job: PageJob): Promise<ReturnType<typeof finishPage>> => {
    if (workers <= 0) return Promise.resolve(finishPage(job))
    pool ??= new Tinypool({ filename: new URL('./page-jobs.ts', import.meta.url).href, maxThreads: workers })
    return pool.run(job, { name: 'finishPage' })
  }
  let reactChecked = false
  return {
    ...COMMON,
    preloadLinks: false,
    reuseClientBuild: () => clientCache.restore(),
    includedRoutes(paths) {
      const clientCode = builtClientCode(build.dist)
      ownInlineScripts(clientCode) // read now: a step prunes their files from dist/
      build.stylesheet = siteStylesheet(build.dist)()
      build.clientCode = clientCode
      const cache = (build.pageCache = openPageCache(build))
      const toRender: string[] = []
      // A route with a parameter (`/blog/:slug`) is no page: getStaticPaths lists its pages.
      const pages = new Set([...paths.filter((path) => !/[:*]/.test(path)).map(publishedPath), ...NOT_FOUND_PATHS])
      for (const path of pages) {
        const reads = NOT_FOUND_PATHS.includes(path) ? undefined : cache.lookup(path)
        if (reads) build.pages.set(path, { reads, reused: true })
        else toRender.push(path)
      }
      console.log(`[pages] ${build.pages.size + toRender.length} pages: ${toRender.length} to render, ${build.pages.size} reused from the cache`)
      return toRender
    },
    async onPageRendered(path, html, context) {
      if (!reactChecked) assertReactProduction()
      reactChecked = true
      const reads = [...((context as { reads?: Set<string> } | undefined)?.reads ?? [])].sort() // noted by src/main.tsx
      const { dist, stylesheet = '', emailOrigin } = build
      const { page, facts, foreign } = await finish({ dist, stylesheet, emailOrigin, name: relative(build.root, pageFile(dist, path)), html })
      build.pages.set(path, { reads, reused: false, facts, foreign })
      if (!foreign.length && !NOT_FOUND_PATHS.includes(path)) build.pageCache?.store(path, page, reads)
      return page
    },
    async onFinished() {
      await pool?.destroy()
      await afterRender()
    },
  }
}
