import type { Rolldown } from 'vite'
import { islandEntry, ISLANDS, type IslandName } from '../../../src/islands/names.ts'
import { VIDEO_PLAYERS, type VideoProvider } from '../../../src/islands/video-players.ts'
import { LOAD_STRATEGIES, type LoadStrategy } from '../../../src/islands/strategies/api.ts'
import { DEV_REFRESH_CLIENT } from '../../dev/dev-pages.ts'
import { INLINE_SCRIPTS, STRATEGY_SCRIPTS, type InlineSource } from '../plugins/islands.ts'

/** A script of the page's own: inlined in a build, as a file would be one more download before the largest paint; in dev, a module's URL. */
type OwnScript = { inline: string } | { src: string }

/** How pages reach the client code: the built files, or the dev server's sources. */
export interface ClientCode {
  /** An island's entry, the chunks it imports (preloaded with it), and those it imports on demand. */
  island(name: IslandName): { src: string; imports: string[]; lazy: string[] }
  /** One of the page's own scripts, by its source (INLINE_SCRIPTS, STRATEGY_SCRIPTS). */
  script: (source: InlineSource) => OwnScript
  /** Scripts only the dev server adds; its pages go without Speculation Rules, which would prerender a page before a save. */
  dev?: string[]
}

/** `npm run dev`: Vite serves and transforms the sources themselves. */
export const devClientCode: ClientCode = {
  island: (name) => ({ src: `/${islandEntry(name)}`, imports: [], lazy: [] }),
  script: (source) => ({ src: `/${source}` }),
  dev: ['/@vite/client', DEV_REFRESH_CLIENT],
}

export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>

/** What the client build hands on to the render and the steps: its manifest, and the code of each script pages inline, by source. */
export interface ClientOutput {
  manifest: Manifest
  inline: Record<string, string>
}

/** Every script the build inlines, whatever page it is on. */
const INLINED: InlineSource[] = [...Object.values(INLINE_SCRIPTS), ...Object.values(STRATEGY_SCRIPTS)]

/** What a client build hands on, from its output as Vite's build() returns it. */
export function clientOutput(built: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher): ClientOutput {
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []))
  const files = new Map(outputs.map((file) => [file.fileName, file]))
  const source = (name: string) => {
    const file = files.get(name)
    if (!file) throw new Error(`The client build wrote no ${name} (scripts/build/plugins/islands.ts: clientInputs)`)
    return file.type === 'chunk' ? file.code : Buffer.from(file.source).toString()
  }
  const manifest = JSON.parse(source('.vite/manifest.json')) as Manifest
  return { manifest, inline: Object.fromEntries(INLINED.map((name) => [name, source(manifest[name]?.file ?? name)])) }
}

/** The built client code, from what the client build handed on. */
export function builtClientCode({ manifest, inline }: ClientOutput): ClientCode {
  const chunk = (key: string) => {
    const found = manifest[key]
    if (!found) throw new Error(`The client build has no ${key} (scripts/build/plugins/islands.ts: clientInputs)`)
    return found
  }
  const url = (key: string) => `/${chunk(key).file}`
  /** A chunk's static imports, and theirs: everything it needs before it runs. */
  const staticImports = (key: string, seen = new Set<string>()): string[] => {
    for (const imported of chunk(key).imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      staticImports(imported, seen)
    }
    return [...seen].map(url)
  }
  // Each in a function of its own: classic scripts' minified top-level names would be globals another one overwrites.
  const scripts = new Map(
    INLINED.map((source) => {
      const code = inline[source]?.trim()
      if (code === undefined) throw new Error(`The client build handed on no ${source} (scripts/build/plugins/islands.ts: clientInputs)`)
      if (/^\s*(import|export)\b/m.test(code)) throw new Error(`${source} must build to a classic script: no imports or exports`)
      return [source, { inline: `(()=>{${code}})()` }]
    }),
  )
  return {
    island: (name) => {
      const key = islandEntry(name)
      return { src: url(key), imports: staticImports(key), lazy: (chunk(key).dynamicImports ?? []).map(url) }
    },
    script: (source) => scripts.get(source) as OwnScript,
  }
}

const inlineCode = (scripts: OwnScript[]) => scripts.flatMap((script) => ('inline' in script ? [script.inline] : []))

/** Every inline script the build writes itself, whatever page it is on: the policy allows these and no other. */
export function ownInlineScripts(code: ClientCode): string[] {
  return [...inlineCode(INLINED.map(code.script)), SPECULATION_RULES]
}

/** The names `pattern` finds in a page (a name, or several between spaces), each once, in page order; one not `known` stops the build. */
function namesIn<Name extends string>(html: string, pattern: RegExp, known: readonly string[], what: string, listedIn: string): Name[] {
  const found = new Set([...html.matchAll(pattern)].flatMap((m) => (m[1] as string).split(' ')))
  for (const name of found) if (!known.includes(name)) throw new Error(`Unknown ${what} "${name}": add it to ${listedIn}`)
  return [...found] as Name[]
}

/** The islands a rendered page contains, each once, in page order. */
export const islandsIn = (html: string): IslandName[] => namesIn(html, /<div data-island="([^"]+)"/g, ISLANDS, 'island', 'src/islands/names.ts')

/** The video players a rendered page's videos use (data-video), each once. */
export const videosIn = (html: string): VideoProvider[] =>
  namesIn(html, /<div\b[^>]*?\sdata-video="([^"]*)"/g, Object.keys(VIDEO_PLAYERS), 'video player', 'src/islands/video-players.ts')

/** The loading strategies a page's islands use, each once, in the order the loader expects them. */
export function strategiesIn(html: string): LoadStrategy[] {
  const pattern = /<div data-island="[^"]+"[^>]*?\sdata-island-load="([^"]*)"/g
  const named = namesIn(html, pattern, LOAD_STRATEGIES, 'island loading strategy', 'src/islands/strategies/api.ts')
  return LOAD_STRATEGIES.filter((name) => named.includes(name))
}

/** The site's pages: only a page's address ends in a slash (src/i18n/paths.ts), so feeds, files and redirects are left out. */
const PAGE_LINKS = { and: [{ href_matches: ['/{*/}?', '/{*/}?\\?*'] }, { not: { selector_matches: '[rel~=nofollow], [download]' } }] }

/** Speculation Rules: the browser prerenders a page once the visitor shows the intent to open it. */
export const SPECULATION_RULES = JSON.stringify({ prerender: [{ where: PAGE_LINKS, eagerness: 'moderate' }] })

/**
 * What runs in a page: the template's module scripts and preloads go, the Speculation Rules go into its <head>, its own scripts
 * at the end of its <body>. An island's container names its files for the loader, so a page with no island loads no framework.
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
  const body = inlineCode(own).map((script) => `<script>${script}</script>`)
  return page.replace('</head>', `${head.join('')}</head>`).replace(/<\/body>(?![\s\S]*<\/body>)/, `${body.join('')}</body>`)
}

/** A page's own scripts, in the order it runs them: the page script, the videos', then the loader and its islands' strategies. */
function ownScriptsOf(page: string, code: ClientCode): OwnScript[] {
  const videos = videosIn(page).length > 0 ? [INLINE_SCRIPTS.video] : []
  const islands = islandsIn(page).length > 0 ? [INLINE_SCRIPTS['load-islands'], ...strategiesIn(page).map((name) => STRATEGY_SCRIPTS[name])] : []
  return [INLINE_SCRIPTS.enhance, ...videos, ...islands].map(code.script)
}

/** The inline scripts a built page runs that the build wrote, its policy's hashes: its own scripts and the Speculation Rules. */
export function inlineScriptsOf(page: string, code: ClientCode): string[] {
  return [...inlineCode(ownScriptsOf(page, code)), SPECULATION_RULES]
}

/** The script files a page loads, and the islands' scripts and chunks its loader requests. */
export function scriptsReferencedBy(html: string): string[] {
  // Found by the path first: a pattern starting with the attribute's name tries it at every space of the page, ten times slower.
  const assets = /(?<=\s(?:src|href|data-island-src|data-island-imports)=)"(\/assets\/[^"]+)"/g
  const listed = [...html.matchAll(assets)].flatMap((m) => (m[1] as string).split(' '))
  return listed.flatMap((path) => (/^\/assets\/[^/]+\.js$/.test(path) ? [path.slice(1)] : []))
}
