import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { DEFAULT_LANG, LANGS } from '../../src/i18n/languages.ts'
import { fileAddress, localePath, publishedPath } from '../../src/i18n/paths.ts'
import { contentSecurityPolicy, headersFile, ownScriptHashes } from './headers.ts'
import { inlineOutlinedBoundaries } from './boundaries.ts'
import { writeBlogOutputs } from './blog-outputs.ts'
import { checkedPages } from './checked-pages.ts'
import { dropUnusedInlineScripts, finalizeHtml, hoistHeadEssentials, withPolicyMeta } from './html.ts'
import {
  builtClientCode,
  devClientCode,
  inlinedScripts,
  islandsIn,
  pruneUnusedScripts,
  scriptsReferencedBy,
  SPECULATION_RULES,
  withClientCode,
} from './islands.ts'
import { withLanguagePages } from './not-found.ts'
import { openPageCache, type PageCache, type PageCacheContext } from './page-cache.ts'
import { assertReactProduction } from './react-build.ts'
import { variantCacheDir, writeResponsiveImages } from './responsive-images.ts'
import { linkingStylesheet, pruneOtherStylesheets, siteStylesheet } from './stylesheet.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

/** Each language's not-found page, rendered as a page and then written as its 404.html. */
const NOT_FOUND_PATHS = LANGS.map((lang) => localePath(lang, '/404'))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
}

const notFoundFile = (dir: string, lang: (typeof LANGS)[number]) => join(dir, localePath(lang, '/404.html'))

/**
 * How the site is prerendered: nested folders (`/en/about/index.html`, published at `/en/about/`),
 * each language's 404 page, the client code each page runs (scripts/vite/islands.ts), each page's
 * own copy of its Content-Security-Policy, and, once every page is written, the files hosts and
 * crawlers read (sitemap.xml, robots.txt, _headers) made from the list of pages rendered. `dev` is
 * true under `npm run dev`, which serves the sources.
 */
/** Our patch of vite-react-ssg (patches/) adds these two options. */
interface PatchedOptions {
  preloadLinks: boolean
  pageCache: (context: PageCacheContext) => PageCache
}

export function ssgOptions(root: string, emailOrigin: string, dev: boolean): ViteReactSSGOptions & PatchedOptions {
  const rendered = new Set<string>()
  let reactChecked = false
  const clientCode = dev ? devClientCode : builtClientCode(join(root, 'dist'))
  const stylesheet = siteStylesheet(join(root, 'dist'))
  return {
    dirStyle: 'nested',
    // The site's CSS is one file (vite.config.ts: cssCodeSplit false; the server build's,
    // scripts/vite/stylesheet.ts) of about 27 KB, and beasties inlines all of it into every page
    // and drops the link. Inlining only the critical rules and linking the file at the end of the
    // body restyled and laid out the whole page again when the file arrived, after the first
    // paint: one more long task (npm run bench). Whole, no page ever fetches a stylesheet.
    // Past inlineThreshold beasties would go back to critical rules plus a link at the end of
    // the body, and the static-output test says so.
    beastiesOptions: { preload: 'body', pruneSource: false, reduceInlineStyles: false, inlineThreshold: 64 * 1024 },
    // Our patch of vite-react-ssg (patches/): no jsdom round trip per page for preload links of
    // the build-time app's modules, which no page loads (withClientCode would drop them anyway).
    preloadLinks: false,
    // Every page is rendered at its published address (src/i18n/paths.ts): the router then sees the
    // location a visitor's browser has, and the sitemap and caches name pages as links do.
    includedRoutes: (paths) => [...new Set([...paths, ...NOT_FOUND_PATHS].map(publishedPath))],
    // Pages whose code, lists and bodies are unchanged since the last build are reused, not
    // rendered again (scripts/vite/page-cache.ts).
    pageCache: (context) => {
      // Read now, while dist/ holds the client build's manifest and page script: onFinished needs
      // them even when no page is rendered, and by then both are gone.
      if (!dev) {
        stylesheet()
        inlinedScripts(clientCode)
      }
      const cache = openPageCache(root, context)
      return {
        ...cache,
        lookup: (route) => {
          const html = cache.lookup(route)
          if (html !== undefined && !NOT_FOUND_PATHS.includes(route)) rendered.add(route)
          return html
        },
      }
    },
    onPageRendered: (route, html) => {
      if (!dev && !reactChecked) {
        assertReactProduction()
        reactChecked = true
      }
      if (!NOT_FOUND_PATHS.includes(route)) rendered.add(route)
      const page = dropUnusedInlineScripts(inlineOutlinedBoundaries(html))
      return hoistHeadEssentials(withClientCode(dev ? page : linkingStylesheet(page, stylesheet()), clientCode))
    },
    onFinished: async (dir) => {
      // The site has no route loaders (src/router.ts): their empty data files go.
      rmSync(join(dir, 'static-loader-data'), { recursive: true, force: true })
      for (const name of readdirSync(dir)) if (name.startsWith('static-loader-data-manifest-')) rmSync(join(dir, name))
      // Static hosts look for 404.html.
      for (const path of NOT_FOUND_PATHS) {
        const page = join(dir, path)
        renameSync(join(page, 'index.html'), `${page.replace(/\/$/, '')}.html`)
        rmSync(page, { recursive: true })
      }
      // Hosts that send the root 404.html for every unknown address show it in the address's language
      // (scripts/vite/not-found.ts).
      const pageScript = clientCode.pageScript()
      const swap = clientCode.notFoundScript()
      if ('inline' in pageScript && 'inline' in swap) {
        const others = LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => ({ lang, html: readFileSync(notFoundFile(dir, lang), 'utf8') }))
        const root404 = notFoundFile(dir, DEFAULT_LANG)
        writeFileSync(root404, withLanguagePages(readFileSync(root404, 'utf8'), others, { pageScript: pageScript.inline, swap: swap.inline }))
      }
      // One pass over the pages, one page at a time (3,000 pages of ~60 KB, all held, were most of
      // the build's memory at 1,000 posts per language): each is finished and written, its scripts
      // noted, and checked for inline scripts the build did not write, unless it passed in the last
      // build with the same bytes (checked-pages.ts). The CSP allows only the scripts the build writes.
      // Each page also carries its policy in a <meta> (html.ts: withPolicyMeta), with the hashes the
      // header has: those of the build's own scripts, whatever the pages hold.
      const ownScripts = [...inlinedScripts(clientCode), SPECULATION_RULES]
      const policyHashes = ownScriptHashes(ownScripts, [])
      const checked = checkedPages(root, ownScripts)
      const referenced = new Set<string>()
      // The pages that send the contact form: only their policy names the e-mail provider.
      const formPages: string[] = []
      function* finishedPages() {
        for (const file of htmlFiles(dir)) {
          const page = finalizeHtml(readFileSync(file, 'utf8'))
          const sendsMail = islandsIn(page).includes('contact')
          if (sendsMail) formPages.push(fileAddress(relative(dir, file).split(sep).join('/')))
          const policy = contentSecurityPolicy({ scriptHashes: policyHashes, emailOrigin: sendsMail ? emailOrigin : "'self'" }, 'meta')
          const html = withPolicyMeta(page, policy)
          writeFileSync(file, html)
          for (const script of scriptsReferencedBy(html)) referenced.add(script)
          yield { name: relative(root, file), html }
        }
      }
      const scriptHashes = ownScriptHashes(ownScripts, checked.unchecked(finishedPages()))
      checked.save()
      writeFileSync(join(dir, '_headers'), headersFile({ scriptHashes, emailOrigin }, formPages.sort()))
      pruneUnusedScripts(dir, referenced)
      pruneOtherStylesheets(dir, stylesheet())
      // Feeds, the posts' social images and the sitemap's lastmods (scripts/vite/blog-outputs.ts).
      const blogLastmod = await writeBlogOutputs(root, dir)
      writeFileSync(join(dir, 'sitemap.xml'), sitemapXml([...rendered], blogLastmod))
      writeFileSync(join(dir, 'robots.txt'), robotsTxt())
      const started = performance.now()
      const { images, encoded } = await writeResponsiveImages(dir, variantCacheDir(root))
      console.log(
        `[images] AVIF and WebP variants of ${images} images (${encoded} encoded, the rest cached) in ${Math.round(performance.now() - started)} ms`,
      )
    },
  }
}
