import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ISLANDS, type IslandName } from '../../../src/islands/names.ts'
import { INLINE_SCRIPTS } from '../plugins/islands.ts'

/**
 * A script of the page's own, inlined at the end of its <body> (no request: a file, even
 * deferred, is one more download Lighthouse's simulation puts before the largest paint), or the
 * URL the dev server serves it from as a module, which runs once the page is parsed too.
 */
export type OwnScript = { inline: string } | { src: string }

/** How pages reach the client code: the built files, or the dev server's sources. */
export interface ClientCode {
  /** The URL of an island's script: one file, which the islands' loader requests when the island is needed. */
  island(name: IslandName): string
  /**
   * The files an island's script imports on demand (the contact island's: the phone library),
   * which the island may preload before it runs them; none where the dev server serves sources.
   */
  islandLazy?(name: IslandName): string[]
  /** The page script (src/islands/enhance.ts), on every page. */
  pageScript(): OwnScript
  /** The islands' loader (src/islands/load-islands.ts), on the pages with an island only. */
  islandLoader(): OwnScript
  /** The root 404.html's language swap (src/islands/not-found.ts; scripts/build/prerender/not-found.ts). */
  notFoundScript(): OwnScript
  /**
   * Scripts only the dev server adds: Vite's client, which reloads the page when a file changes.
   * The dev server's pages also go without Speculation Rules: a page prerendered on hover before
   * a save would show what the files said then.
   */
  dev?: string[]
}

/** `npm run dev`: Vite serves and transforms the sources themselves. */
export const devClientCode: ClientCode = {
  island: (name) => `/src/islands/${name}.tsx`,
  pageScript: () => ({ src: `/${INLINE_SCRIPTS.enhance}` }),
  islandLoader: () => ({ src: `/${INLINE_SCRIPTS['load-islands']}` }),
  notFoundScript: () => ({ src: `/${INLINE_SCRIPTS['not-found']}` }),
  dev: ['/@vite/client'],
}

export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/**
 * The built client code, from the client build's manifest (written before any page renders). An
 * island is one file (islandChunkName): a chunk it imported statically would be a second round
 * trip, or a modulepreload, for every visitor, so the build refuses it. Its dynamic imports (the
 * phone library's full metadata) are fetched on demand.
 */
export function builtClientCode(outDir: string): ClientCode {
  let manifest: Manifest | undefined
  const read = (): Manifest => (manifest ??= JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest)
  const chunk = (key: string): ManifestChunk => {
    const found = read()[key]
    if (!found) throw new Error(`The client build has no ${key} (scripts/build/plugins/islands.ts: clientInputs)`)
    return found
  }
  const inlined = new Map<string, string>()
  // Each wrapped in a function of its own: both are classic scripts, whose minified top-level
  // names (e, t, …) would otherwise be globals the other one overwrites.
  const inline = (source: string): OwnScript => {
    let code = inlined.get(source)
    if (code === undefined) {
      code = readFileSync(join(outDir, chunk(source).file), 'utf8').trim()
      if (/^\s*(import|export)\b/m.test(code)) throw new Error(`${source} must build to a classic script: no imports or exports`)
      inlined.set(source, (code = `(()=>{${code}})()`))
    }
    return { inline: code }
  }
  return {
    island: (name) => {
      const { file, imports = [] } = chunk(`src/islands/${name}.tsx`)
      if (imports.length)
        throw new Error(
          `The ${name} island's chunk imports ${imports.join(', ')}: it must be one file (scripts/build/plugins/islands.ts: islandChunkName)`,
        )
      return `/${file}`
    },
    islandLazy: (name) => (chunk(`src/islands/${name}.tsx`).dynamicImports ?? []).map((key) => `/${chunk(key).file}`),
    pageScript: () => inline(INLINE_SCRIPTS.enhance),
    islandLoader: () => inline(INLINE_SCRIPTS['load-islands']),
    notFoundScript: () => inline(INLINE_SCRIPTS['not-found']),
  }
}

/** The code of the scripts the build inlines (page script, islands' loader, not-found swap): the CSP allows these. */
export function inlinedScripts(code: ClientCode): string[] {
  return [code.pageScript(), code.islandLoader(), code.notFoundScript()].flatMap((script) => ('inline' in script ? [script.inline] : []))
}

/** The islands a rendered page contains, each once, in page order. */
export function islandsIn(html: string): IslandName[] {
  const found = [...html.matchAll(/<div data-island="([^"]+)"/g)].map((m) => m[1] as IslandName)
  for (const name of found) if (!ISLANDS.includes(name)) throw new Error(`Unknown island "${name}": add it to src/islands/names.ts`)
  return [...new Set(found)]
}

/**
 * Speculation Rules: the browser prerenders a same-origin page as soon as the visitor shows the
 * intent to open it (pointer down, or hovering a moment), so the next page is there on click.
 * Only pages are worth prerendering, and a page's address ends in a slash (src/i18n/paths.ts):
 * feeds and files are left out, and so is an address a host would answer with a redirect.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: ['/{*/}?', '/{*/}?\\?*'] }, { not: { selector_matches: '[rel~=nofollow], [download]' } }],
      },
      eagerness: 'moderate',
    },
  ],
})

/**
 * What runs in a page: any module script or preload the HTML template carried goes (React
 * renders pages at build time only); the Speculation Rules go into every page's <head>, the page
 * script at the end of its <body>, and on a page with an island the islands' loader after it. An
 * island's script is not in the page's head: its container names it (`data-island-src`), and the
 * loader requests it when the island is needed (src/islands/load-islands.ts); the files it imports
 * on demand too (`data-island-lazy`), which nothing requests until the island's script wants
 * them. A page with no island loads no framework JavaScript, and carries no loader, at all.
 */
export function withClientCode(html: string, code: ClientCode): string {
  let page = html.replace(/<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '')
  const islands = islandsIn(page)
  for (const name of islands) {
    const lazy = code.islandLazy?.(name) ?? []
    const attributes = `data-island-src="${code.island(name)}"${lazy.length ? ` data-island-lazy="${lazy.join(' ')}"` : ''}`
    page = page.replaceAll(`<div data-island="${name}"`, `<div data-island="${name}" ${attributes}`)
  }
  const own = [code.pageScript(), ...(islands.length ? [code.islandLoader()] : [])]
  const head = [
    ...(code.dev ?? []).map((src) => `<script type="module" src="${src}"></script>`),
    ...own.flatMap((script) => ('src' in script ? [`<script type="module" src="${script.src}"></script>`] : [])),
    ...(code.dev ? [] : [`<script type="speculationrules">${SPECULATION_RULES}</script>`]),
  ]
  // Last in the body, the page's own scripts run once the document is parsed, with no listener to wait for it.
  const body = own.map((script) => ('inline' in script ? `<script>${script.inline}</script>` : '')).join('')
  return page.replace('</head>', `${head.join('')}</head>`).replace(/<\/body>(?![\s\S]*<\/body>)/, `${body}</body>`)
}

/** The script files a page loads, and the islands' scripts its loader requests (data-island-src). */
export function scriptsReferencedBy(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href|data-island-src)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)
}
