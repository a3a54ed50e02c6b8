import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { LANGS } from '../../src/i18n/languages'
import { localePath } from '../../src/i18n/paths'
import { headersFile, inlineScripts, sha256 } from './headers'
import { inlineOutlinedBoundaries } from './boundaries'
import { dropUnusedInlineScripts, finalizeHtml, hoistHeadEssentials } from './html'
import { inlineStrings } from './inline-strings'
import { writeBlogOutputs } from './blog-outputs'
import { writeResponsiveImages } from './responsive-images'
import { robotsTxt, sitemapXml } from './sitemap'

const NOT_FOUND_PATHS = LANGS.map((lang) => localePath(lang, '/404'))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name))
}

/**
 * How the site is prerendered: nested folders (`/en/about/index.html`), each language's 404
 * page, the page's strings inlined, and, once every page is written, the files hosts and
 * crawlers read (sitemap.xml, robots.txt, _headers) made from the list of pages rendered.
 */
export function ssgOptions(root: string, emailOrigin: string): ViteReactSSGOptions {
  const rendered = new Set<string>()
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
      return hoistHeadEssentials(dropUnusedInlineScripts(inlineOutlinedBoundaries(inlineStrings(root, route, html))))
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
      for (const file of htmlFiles(dir)) writeFileSync(file, finalizeHtml(readFileSync(file, 'utf8')))
      // Feeds, the posts' social images and the sitemap's lastmods (scripts/vite/blog-outputs.ts).
      const blogLastmod = await writeBlogOutputs(root, dir)
      writeFileSync(join(dir, 'sitemap.xml'), sitemapXml([...rendered], blogLastmod))
      writeFileSync(join(dir, 'robots.txt'), robotsTxt())
      const hashes = new Set(htmlFiles(dir).flatMap((file) => inlineScripts(readFileSync(file, 'utf8')).map(sha256)))
      writeFileSync(join(dir, '_headers'), headersFile({ scriptHashes: [...hashes].sort(), emailOrigin }))
      const started = performance.now()
      const { images, encoded } = await writeResponsiveImages(dir, join(root, 'node_modules/.cache/responsive-images'))
      console.log(`[images] AVIF and WebP variants of ${images} images (${encoded} encoded, the rest cached) in ${Math.round(performance.now() - started)} ms`)
    },
  }
}
