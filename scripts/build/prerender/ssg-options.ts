import { join } from 'node:path'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { publishedPath } from '../../../src/i18n/paths.ts'
import { openPageCache } from '../cache/page-cache.ts'
import type { Build } from '../context.ts'
import { devClientCode } from './client-code.ts'
import { finishMarkup, finishPage } from './finish.ts'
import { NOT_FOUND_PATHS } from './not-found.ts'
import { assertReactProduction } from './react-build.ts'

/** What our patch of vite-react-ssg adds to its options (docs/decisions.md, "vite-react-ssg through its options"). */
interface PatchedOptions {
  /** Skips the client build when this says its output is in dist/ already: the entry built it (scripts/build/index.ts, stage 3). */
  reuseClientBuild?: () => boolean | Promise<boolean>
  /** false: no preload links, so no jsdom, loaded or run, for any page. */
  preloadLinks?: boolean
  /** false: no route loader data written, a file per page and their manifest (the site has no loaders: each would hold only nulls). */
  loaderData?: boolean
}

/** Where a page is in dist/: `<path>/index.html`, and a not-found page's `<path>.html` once its step moved it. */
export const pageFile = (dist: string, path: string): string =>
  NOT_FOUND_PATHS.includes(path) ? join(dist, `${path.slice(1, -1)}.html`) : join(dist, path, 'index.html')

/** Every page is written to a folder of its own (`/en/about/index.html`, published at `/en/about/`); no critical-CSS pass. */
const COMMON: ViteReactSSGOptions = { dirStyle: 'nested', beastiesOptions: false }

/** `npm run dev`: each page rendered from the sources on request, finished by the first pass only (prerender/finish.ts). */
export const devSsgOptions: ViteReactSSGOptions = { ...COMMON, onPageRendered: (_route, html) => finishMarkup(html, devClientCode) }

/** vite-react-ssg's options for a build: every page at its published address but those the page cache has, finished as it renders. */
export function buildSsgOptions(build: Build, afterRender: () => Promise<void>): ViteReactSSGOptions & PatchedOptions {
  let reactChecked = false
  return {
    ...COMMON,
    preloadLinks: false,
    loaderData: false,
    reuseClientBuild: () => true,
    includedRoutes(paths) {
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
    onPageRendered(path, html, context) {
      if (!reactChecked) assertReactProduction()
      reactChecked = true
      const reads = (context as { reads?: Set<string> } | undefined)?.reads // noted by src/main.tsx
      build.pages.set(path, { reads: [...(reads ?? [])].sort(), reused: false })
      return finishPage(html, build)
    },
    onFinished: afterRender,
  }
}
