import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, sep } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** Where the server build tells the page renderer which file is the site's stylesheet. */
const RECORD = '.vite/site-stylesheet.json'

/**
 * The site's stylesheet comes from the server build, so the client build compiles only what runs
 * in the browser (the islands and the page script), never a page or a post.
 *
 * vite-react-ssg's client build starts from index.html, whose script is the build-time app
 * (src/main.tsx): every page, and every post's MDX, compiled for a browser that never loads them,
 * only to collect their CSS. Here index.html loses that script in the client build, and the
 * server build, which compiles the same modules to render the pages anyway, emits the CSS
 * (`ssrEmitAssets`: one file, as `cssCodeSplit: false` asks) with the fonts it names; they are
 * copied to `<outDir>/assets/` as the client build would have written them, and every page links
 * that stylesheet's text inline (inliningStylesheet).
 */
export function stylesheetFromServerBuild(root: string): Plugin {
  const outDir = join(root, 'dist')
  return {
    name: 'site-stylesheet-from-server-build',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/\s*<script type="module" src="\/src\/main\.tsx"><\/script>/, ''),
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return
      const pages = buildTimeModulesIn(root, bundle)
      if (pages.length) throw new Error(`The client build compiled build-time modules, which no browser loads: ${pages.slice(0, 3).join(', ')}`)
    },
    writeBundle(_options, bundle) {
      if (!this.environment.config.build.ssr) return
      const assets = Object.values(bundle).filter((file) => file.type === 'asset' && /\.(css|woff2?)$/.test(file.fileName))
      const css = assets.filter((file) => file.fileName.endsWith('.css'))
      if (css.length !== 1) throw new Error(`The server build emitted ${css.length} stylesheets, expected one (vite.config.ts: cssCodeSplit false)`)
      mkdirSync(join(outDir, 'assets'), { recursive: true })
      for (const file of assets) {
        if (file.type !== 'asset') continue
        writeFileSync(join(outDir, 'assets', basename(file.fileName)), file.source)
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true })
      writeFileSync(join(outDir, RECORD), JSON.stringify({ file: `assets/${basename((css[0] as { fileName: string }).fileName)}` }))
    },
  }
}

/** The site's stylesheet (`assets/style-<hash>.css`), known once the server build has written it. */
export function siteStylesheet(outDir: string): () => string {
  let file: string | undefined
  return () => {
    if (file) return file
    const record = join(outDir, RECORD)
    if (!existsSync(record)) throw new Error('The server build wrote no stylesheet (scripts/build/plugins/stylesheet.ts)')
    file = (JSON.parse(readFileSync(record, 'utf8')) as { file: string }).file
    return file
  }
}

/**
 * A page with the site's stylesheet inline, whole, in place of whatever stylesheet the client
 * build linked from index.html (that one holds only the islands' CSS): no page ever fetches a
 * stylesheet (docs/decisions.md, "One stylesheet, inlined in every page"). A string replacement:
 * beasties, which did this before, parsed and serialised every page to inline the same whole
 * file (1 s of a build with 200 posts per language), the same bytes.
 */
export function inliningStylesheet(html: string, css: string): string {
  // CSS with `</style` in it would end the element early and spill the rest into the page.
  if (/<\/style/i.test(css)) throw new Error('The site stylesheet contains "</style", which would end its <style> element')
  const style = `<style>${css}</style>`
  const linked = /<link rel="stylesheet"[^>]*>/
  return linked.test(html) ? html.replace(linked, () => style) : html.replace('</head>', () => `${style}</head>`)
}

/** The modules of a bundle that only the build renders with: the app entry, pages, content. */
export function buildTimeModulesIn(root: string, bundle: Rolldown.OutputBundle): string[] {
  const buildTime = [join(root, 'src/main.tsx'), join(root, 'src/pages') + sep, join(root, 'content') + sep]
  return Object.values(bundle)
    .flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []))
    .filter((id) => buildTime.some((prefix) => id.startsWith(prefix)))
}
