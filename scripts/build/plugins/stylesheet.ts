import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join, sep } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { woff2Files } from '../prerender/html.ts'

/** The site's one stylesheet, as the server build wrote it: its file in dist/, its text, and the fonts it loads. */
export interface Stylesheet {
  file: string
  css: string
  fonts: string[]
}

/**
 * The site's stylesheet comes from the server build, which compiles every page anyway: the client build loses index.html's app
 * script, so it compiles only what runs in the browser, and the server build's CSS and fonts are copied to `<outDir>/assets/`.
 * `written` learns the stylesheet once it is there.
 */
export function stylesheetFromServerBuild(root: string, written: (stylesheet: Stylesheet) => void = () => {}): Plugin {
  const outDir = join(root, 'dist')
  return {
    name: 'site-stylesheet-from-server-build',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace(/\s*<script type="module" src="\/src\/main\.tsx"><\/script>/, '') },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return
      const pages = buildTimeModulesIn(root, bundle)
      if (pages.length) throw new Error(`The client build compiled build-time modules, which no browser loads: ${pages.slice(0, 3).join(', ')}`)
    },
    writeBundle(_options, bundle) {
      if (!this.environment.config.build.ssr) return
      const assets = Object.values(bundle).filter((file) => file.type === 'asset' && /\.(css|woff2?)$/.test(file.fileName)) as Rolldown.OutputAsset[]
      const css = assets.filter((file) => file.fileName.endsWith('.css'))
      if (css.length !== 1) throw new Error(`The server build emitted ${css.length} stylesheets, expected one (vite.config.ts: cssCodeSplit false)`)
      mkdirSync(join(outDir, 'assets'), { recursive: true })
      for (const file of assets) writeFileSync(join(outDir, 'assets', basename(file.fileName)), file.source)
      const sheet = css[0] as Rolldown.OutputAsset
      const text = typeof sheet.source === 'string' ? sheet.source : new TextDecoder().decode(sheet.source)
      written({ file: `assets/${basename(sheet.fileName)}`, css: text, fonts: woff2Files(text) })
    },
  }
}

/** A page with the site's stylesheet inline, whole, in place of the one the client build linked (the islands' CSS alone). */
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
