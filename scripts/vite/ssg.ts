import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { LANGS } from '../../src/i18n/languages.ts'
import { localePath } from '../../src/i18n/paths.ts'
import { headersFile, inlineScripts, redirectsFile, sha256 } from './headers.ts'
import { inlineOutlinedBoundaries } from './boundaries.ts'
import { writeBlogOutputs } from './blog-outputs.ts'
import { dropUnusedInlineScripts, finalizeHtml, hoistHeadEssentials } from './html.ts'
import { builtClientCode, devClientCode, pruneUnusedScripts, withClientCode } from './islands.ts'
import { variantCacheDir, writeResponsiveImages } from './responsive-images.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

const NOT_FOUND_PATHS = LANGS.map((lang) => localePath(lang, '/404'))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
}

/**
 * How the site is prerendered: nested folders (`/en/about/index.html`), each language's 404
 * page, the client code each page runs (scripts/vite/islands.ts), and, once every page is
 * written, the files hosts and crawlers read (sitemap.xml, robots.txt, _headers, _redirects) made
 * from the list of pages rendered. `dev` is true under `npm run dev`, which serves the sources.
 */
export function ssgOptions(root: string, emailOrigin: string, dev: boolean): ViteReactSSGOptions {
  const rendered = new Set<string>()
  const clientCode = dev ? devClientCode : builtClientCode(join(root, 'dist'))
  return {
    dirStyle: 'nested',
    // The site's CSS is one file (vite.config.ts: cssCodeSplit false) of about 22 KB, and
    // beasties inlines all of it into every page and drops the link. Inlining only the critical
    // rules and linking the file at the end of the body restyled and laid out the whole page
    // again when the file arrived, after the first paint: one more long task (npm run bench).
    // Whole, no page ever fetches a stylesheet, and a client-side navigation has every rule.
    // Past inlineThreshold beasties would go back to critical rules plus a link at the end of
    // the body, and the static-output test says so.
    beastiesOptions: { preload: 'body', pruneSource: false, reduceInlineStyles: false, inlineThreshold: 64 * 1024 },
    includedRoutes: (paths) => [...paths, ...NOT_FOUND_PATHS],
    onPageRendered: (route, html) => {
      if (!NOT_FOUND_PATHS.includes(route)) rendered.add(route)
      return hoistHeadEssentials(withClientCode(dropUnusedInlineScripts(inlineOutlinedBoundaries(html)), clientCode))
    },
    onFinished: async (dir) => {
      // The site has no route loaders (src/router.ts): their empty data files go.
      rmSync(join(dir, 'static-loader-data'), { recursive: true, force: true })
      for (const name of readdirSync(dir)) if (name.startsWith('static-loader-data-manifest-')) rmSync(join(dir, name))
      // Static hosts look for 404.html.
      for (const path of NOT_FOUND_PATHS) {
        const page = join(dir, path)
        renameSync(join(page, 'index.html'), `${page}.html`)
        rmSync(page, { recursive: true })
      }
      const pages = htmlFiles(dir).map((file) => {
        const html = finalizeHtml(readFileSync(file, 'utf8'))
        writeFileSync(file, html)
        return html
      })
      pruneUnusedScripts(dir, pages)
      writeFileSync(join(dir, '_redirects'), redirectsFile())
      // Feeds, the posts' social images and the sitemap's lastmods (scripts/vite/blog-outputs.ts).
      const blogLastmod = await writeBlogOutputs(root, dir)
      writeFileSync(join(dir, 'sitemap.xml'), sitemapXml([...rendered], blogLastmod))
      writeFileSync(join(dir, 'robots.txt'), robotsTxt())
      const hashes = new Set(htmlFiles(dir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')).map(sha256)))
      writeFileSync(join(dir, '_headers'), headersFile({ scriptHashes: [...hashes].sort(), emailOrigin }))
      const started = performance.now()
      const { images, encoded } = await writeResponsiveImages(dir, variantCacheDir(root))
      console.log(
        `[images] AVIF and WebP variants of ${images} images (${encoded} encoded, the rest cached) in ${Math.round(performance.now() - started)} ms`,
      )
    },
  }
}
