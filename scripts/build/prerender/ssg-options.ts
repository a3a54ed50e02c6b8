import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { publishedPath } from '../../../src/i18n/paths.ts'
import { buildCodeVersion } from '../cache/build-code.ts'
import { clientBuildCache, type ClientBuildCache } from '../cache/client-build.ts'
import { openPageCache, type PageCache, type PageCacheContext } from '../cache/page-cache.ts'
import { inliningStylesheet, siteStylesheet } from '../plugins/stylesheet.ts'
import { runSteps } from '../steps/index.ts'
import { builtClientCode, devClientCode, ownInlineScripts } from './client-code.ts'
import { NOT_FOUND_PATHS } from './not-found.ts'
import { pageMarkup } from './page-markup.ts'
import { assertReactProduction } from './react-build.ts'
import { writtenPages, type WrittenPages } from './written-pages.ts'

/** Our patch of vite-react-ssg (patches/) adds these options. */
interface PatchedOptions {
  preloadLinks: boolean
  clientBuildCache: (context: { outDir: string; mode: string }) => ClientBuildCache
  pageCache: (context: PageCacheContext) => PageCache
  /** Whether `file` already holds the page `html` (written-pages.ts): vite-react-ssg does not write it again. */
  pageWritten: (route: string, html: string, file: string) => boolean
}

/**
 * How the site is prerendered: nested folders (`/en/about/index.html`, published at `/en/about/`),
 * each language's not-found page, and what is done to each page as React has rendered it (the
 * client code it runs, client-code.ts); once every page is written, the post-render steps
 * (scripts/build/steps/index.ts: the 404.html files, each page's policy, _headers, feeds, sitemap,
 * images...). `dev` is true under `npm run dev`, which serves the sources.
 */
export function ssgOptions(root: string, emailOrigin: string, dev: boolean): ViteReactSSGOptions & PatchedOptions {
  const rendered = new Set<string>()
  let reactChecked = false
  const clientCode = dev ? devClientCode : builtClientCode(resolve(root, 'dist'))
  const stylesheet = siteStylesheet(resolve(root, 'dist'))
  let css: string | undefined
  const stylesheetText = () => (css ??= readFileSync(resolve(root, 'dist', stylesheet()), 'utf8'))
  // The pages as they are written (written-pages.ts), from the moment the page cache opens, as
  // the first page is about to render; never under `npm run dev`, which writes none.
  let pages: WrittenPages | undefined
  const noteRendered = (route: string) => {
    if (!NOT_FOUND_PATHS.includes(route)) rendered.add(route)
  }
  return {
    dirStyle: 'nested',
    // The site's CSS is one file (vite.config.ts: cssCodeSplit false; the server build's,
    // scripts/build/plugins/stylesheet.ts) of about 28 KB, inlined whole into every page by
    // onPageRendered below (docs/decisions.md, "One stylesheet, inlined in every page");
    // beasties, vite-react-ssg's way to inline CSS, is off.
    beastiesOptions: false,
    // Our patch of vite-react-ssg (patches/): no jsdom round trip per page for preload links of
    // the build-time app's modules, which no page loads (withClientCode would drop them anyway).
    preloadLinks: false,
    // Every page is rendered at its published address (src/i18n/paths.ts): the router then sees the
    // location a visitor's browser has, and the sitemap and caches name pages as links do.
    includedRoutes: (paths) => [...new Set([...paths, ...NOT_FOUND_PATHS].map(publishedPath))],
    // The client build's output is reused when nothing it is built from changed (content never
    // is: scripts/build/cache/client-build.ts).
    clientBuildCache: ({ outDir, mode }) => clientBuildCache(root, outDir, mode),
    // Pages whose code, lists and bodies are unchanged since the last build are reused, not
    // rendered again (scripts/build/cache/page-cache.ts).
    pageCache: (context) => {
      // Read now, while dist/ holds the client build's manifest and page script: the steps need
      // them even when no page is rendered, and by then both are gone.
      if (!dev) {
        pages = writtenPages({
          root,
          dist: resolve(root, 'dist'),
          ownScripts: ownInlineScripts(clientCode),
          emailOrigin,
          buildCode: buildCodeVersion(root),
          clientCode,
          css: stylesheetText(),
        })
      }
      const cache = openPageCache(root, context)
      return {
        ...cache,
        lookup: (route) => {
          const html = cache.lookup(route)
          if (html !== undefined) {
            noteRendered(route)
            pages?.written(route, html)
          }
          return html
        },
        // The page as vite-react-ssg has just written it.
        store: (route, html, noted) => {
          cache.store(route, html, noted)
          pages?.written(route, html)
        },
      }
    },
    // The pages' thread writes each page it finishes (written-pages.ts).
    pageWritten: (route, html, file) => pages?.holds(route, html, file) ?? false,
    onPageRendered: (route, html) => {
      if (!dev && !reactChecked) {
        assertReactProduction()
        reactChecked = true
      }
      noteRendered(route)
      // A build's pages are made on a second thread while the rest render (written-pages.ts).
      if (pages) return pages.finish(route, html)
      const page = pageMarkup(html, clientCode)
      return dev ? page : inliningStylesheet(page, stylesheetText())
    },
    onFinished: (dist) =>
      runSteps({ root, dist: resolve(root, dist), emailOrigin, clientCode, stylesheet: stylesheet(), rendered, written: pages, found: {} }),
  }
}
