import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ISLANDS, type IslandName } from '../../../src/islands/names.ts'
import { VIDEO_PLAYERS, type VideoProvider } from '../../../src/islands/video-players.ts'
import { LOAD_STRATEGIES, type LoadStrategy } from '../../../src/islands/strategies/api.ts'
import { DEV_REFRESH_CLIENT } from '../plugins/dev-pages.ts'
import { INLINE_SCRIPTS, STRATEGY_SCRIPTS } from '../plugins/islands.ts'

/**
 * A script of the page's own, inlined at the end of its <body> (no request: a file, even
 * deferred, is one more download Lighthouse's simulation puts before the largest paint), or the
 * URL the dev server serves it from as a module, which runs once the page is parsed too.
 */
export type OwnScript = { inline: string } | { src: string }

/** An island's files, as its container names them for the loader. */
export interface IslandFiles {
  /** Its entry's script, which the islands' loader requests when the island is wanted. */
  src: string
  /** The chunks it imports (what it shares with other islands: React), preloaded with it. */
  imports: string[]
  /**
   * The files it imports on demand (the contact island's: the phone library), which the island
   * may preload before it runs them; none where the dev server serves sources.
   */
  lazy: string[]
}

/** How pages reach the client code: the built files, or the dev server's sources. */
export interface ClientCode {
  island(name: IslandName): IslandFiles
  /** The page script (src/islands/enhance.ts), on every page. */
  pageScript(): OwnScript
  /** The islands' loader (src/islands/load-islands.ts), on the pages with an island only. */
  islandLoader(): OwnScript
  /** A loading strategy (src/islands/strategies/), after the loader on the pages whose islands use it. */
  strategy(name: LoadStrategy): OwnScript
  /** The videos' play buttons (src/islands/video.ts), after the page script on the pages with a video. */
  videoScript(): OwnScript
  /**
   * Scripts only the dev server adds: Vite's client, and the script that shows a content change in
   * the open page (scripts/build/plugins/dev-refresh.client.ts).
   * The dev server's pages also go without Speculation Rules: a page prerendered on hover before
   * a save would show what the files said then.
   */
  dev?: string[]
}

/** `npm run dev`: Vite serves and transforms the sources themselves. */
export const devClientCode: ClientCode = {
  island: (name) => ({ src: `/src/islands/${name}.tsx`, imports: [], lazy: [] }),
  pageScript: () => ({ src: `/${INLINE_SCRIPTS.enhance}` }),
  islandLoader: () => ({ src: `/${INLINE_SCRIPTS['load-islands']}` }),
  strategy: (name) => ({ src: `/${STRATEGY_SCRIPTS[name]}` }),
  videoScript: () => ({ src: `/${INLINE_SCRIPTS.video}` }),
  dev: ['/@vite/client', DEV_REFRESH_CLIENT],
}

export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/**
 * The built client code, from the client build's manifest (written before any page renders). An
 * island is its own chunk and the chunks it imports statically (scripts/build/plugins/islands.ts:
 * with more than one island, what they share), which the loader requests together; its dynamic
 * imports (the phone library's full metadata) are fetched on demand.
 */
export function builtClientCode(outDir: string): ClientCode {
  let manifest: Manifest | undefined
  const read = (): Manifest => (manifest ??= JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest)
  const chunk = (key: string): ManifestChunk => {
    const found = read()[key]
    if (!found) throw new Error(`The client build has no ${key} (scripts/build/plugins/islands.ts: clientInputs)`)
    return found
  }
  /** A chunk's static imports, and theirs: everything it needs before it runs. */
  const staticImports = (key: string, seen = new Set<string>()): string[] => {
    for (const imported of chunk(key).imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      staticImports(imported, seen)
    }
    return [...seen].map((imported) => `/${chunk(imported).file}`)
  }
  const inlined = new Map<string, string>()
  // Each wrapped in a function of its own: they are classic scripts, whose minified top-level
  // names (e, t, …) would otherwise be globals another one overwrites.
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
      const key = `src/islands/${name}.tsx`
      return {
        src: `/${chunk(key).file}`,
        imports: staticImports(key),
        lazy: (chunk(key).dynamicImports ?? []).map((imported) => `/${chunk(imported).file}`),
      }
    },
    pageScript: () => inline(INLINE_SCRIPTS.enhance),
    islandLoader: () => inline(INLINE_SCRIPTS['load-islands']),
    strategy: (name) => inline(STRATEGY_SCRIPTS[name]),
    videoScript: () => inline(INLINE_SCRIPTS.video),
  }
}

/** Every inline script the build writes itself (inlinedScripts and the Speculation Rules): the policy allows these and no other. */
export function ownInlineScripts(code: ClientCode): string[] {
  return [...inlinedScripts(code), SPECULATION_RULES]
}

/** The code of every script the build inlines (page script, loader, strategies, videos): what any page's policy may allow. */
export function inlinedScripts(code: ClientCode): string[] {
  const scripts = [code.pageScript(), code.islandLoader(), ...LOAD_STRATEGIES.map((name) => code.strategy(name)), code.videoScript()]
  return scripts.flatMap((script) => ('inline' in script ? [script.inline] : []))
}

/** The islands a rendered page contains, each once, in page order. */
export function islandsIn(html: string): IslandName[] {
  const found = [...html.matchAll(/<div data-island="([^"]+)"/g)].map((m) => m[1] as IslandName)
  for (const name of found) if (!ISLANDS.includes(name)) throw new Error(`Unknown island "${name}": add it to src/islands/names.ts`)
  return [...new Set(found)]
}

/** The video players a rendered page's videos use (src/components/mdx/Video.tsx: data-video), each once. */
export function videosIn(html: string): VideoProvider[] {
  const found = [...html.matchAll(/<div\b[^>]*?\sdata-video="([^"]*)"/g)].map((m) => m[1] as string)
  for (const name of found)
    if (!Object.hasOwn(VIDEO_PLAYERS, name)) throw new Error(`Unknown video player "${name}": add it to src/islands/video-players.ts`)
  return [...new Set(found)] as VideoProvider[]
}

/** The loading strategies a page's islands use, each once, in the order the loader expects them. */
export function strategiesIn(html: string): LoadStrategy[] {
  const named = new Set([...html.matchAll(/<div data-island="[^"]+"[^>]*?\sdata-island-load="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(' ')))
  for (const name of named) if (!(LOAD_STRATEGIES as readonly string[]).includes(name)) throw new Error(`Unknown island loading strategy "${name}"`)
  return LOAD_STRATEGIES.filter((name) => named.has(name))
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
 * script at the end of its <body>, on a page with a video the videos' script after it, and on a
 * page with an island the islands' loader, then the loading strategies its islands use. An
 * island's script is not in the page's head: its container names it (`data-island-src`), with the
 * chunks it imports (`data-island-imports`), and the loader requests them when the island is
 * wanted (src/islands/load-islands.ts); the files it imports on demand too (`data-island-lazy`),
 * which nothing requests until the island's script wants them. A page with no island loads no
 * framework JavaScript, and carries no loader, at all.
 */
export function withClientCode(html: string, code: ClientCode): string {
  let page = html.replace(/<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '')
  for (const name of islandsIn(page)) {
    const { src, imports, lazy } = code.island(name)
    const attributes = [
      `data-island-src="${src}"`,
      ...(imports.length ? [`data-island-imports="${imports.join(' ')}"`] : []),
      ...(lazy.length ? [`data-island-lazy="${lazy.join(' ')}"`] : []),
    ]
    page = page.replaceAll(`<div data-island="${name}"`, `<div data-island="${name}" ${attributes.join(' ')}`)
  }
  const own = ownScriptsOf(page, code)
  const head = [
    ...(code.dev ?? []).map((src) => `<script type="module" src="${src}"></script>`),
    ...own.flatMap((script) => ('src' in script ? [`<script type="module" src="${script.src}"></script>`] : [])),
    ...(code.dev ? [] : [`<script type="speculationrules">${SPECULATION_RULES}</script>`]),
  ]
  // Last in the body, the page's own scripts run once the document is parsed, with no listener to wait for it.
  const body = own.map((script) => ('inline' in script ? `<script>${script.inline}</script>` : '')).join('')
  return page.replace('</head>', `${head.join('')}</head>`).replace(/<\/body>(?![\s\S]*<\/body>)/, `${body}</body>`)
}

/**
 * A page's own scripts, in the order it runs them: the page script, with a video the videos' play
 * buttons, and with an island the loader and the strategies its islands use.
 */
export function ownScriptsOf(page: string, code: ClientCode): OwnScript[] {
  const videos = videosIn(page).length > 0 ? [code.videoScript()] : []
  const islands = islandsIn(page).length > 0 ? [code.islandLoader(), ...strategiesIn(page).map((name) => code.strategy(name))] : []
  return [code.pageScript(), ...videos, ...islands]
}

/** The inline scripts a built page runs that the build wrote, its policy's hashes: its own scripts and the Speculation Rules. */
export function inlineScriptsOf(page: string, code: ClientCode): string[] {
  return [...ownScriptsOf(page, code).flatMap((script) => ('inline' in script ? [script.inline] : [])), SPECULATION_RULES]
}

/** The script files a page loads, and the islands' scripts and chunks its loader requests. */
export function scriptsReferencedBy(html: string): string[] {
  const listed = [...html.matchAll(/\s(?:src|href|data-island-src|data-island-imports)="([^"]+)"/g)].flatMap((m) => (m[1] as string).split(' '))
  return listed.flatMap((path) => (/^\/assets\/[^/]+\.js$/.test(path) ? [path.slice(1)] : []))
}
