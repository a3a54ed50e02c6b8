import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ISLANDS, type IslandName } from '../../src/islands/names.ts'

/** The client build's inputs besides vite-react-ssg's own `app`: every island, and the page script. */
export function clientInputs(root: string): Record<string, string> {
  const inputs: Record<string, string> = { enhance: join(root, 'src/islands/enhance.ts') }
  for (const name of ISLANDS) inputs[name] = join(root, `src/islands/${name}.tsx`)
  return inputs
}

/** Where a page gets an island's code: its entry script and the modules it imports at once. */
export interface IslandFiles {
  script: string
  preloads: string[]
}

/** How pages reach the client code: the built files, or the dev server's sources. */
export interface ClientCode {
  island(name: IslandName): IslandFiles
  /** The page script's code to inline, or the URL the dev server serves it from. */
  enhance(): { inline: string } | { src: string }
  /**
   * Scripts only the dev server adds: Vite's client, which reloads the page when a file changes.
   * The dev server's pages also go without Speculation Rules: a page prerendered on hover before
   * a save would show what the files said then.
   */
  dev?: string[]
}

/** `npm run dev`: Vite serves and transforms the sources themselves. */
export const devClientCode: ClientCode = {
  island: (name) => ({ script: `/src/islands/${name}.tsx`, preloads: [] }),
  enhance: () => ({ src: '/src/islands/enhance.ts' }),
  dev: ['/@vite/client'],
}

interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * The built client code, from the client build's manifest (written before any page renders). An
 * island's static imports are preloaded with it, so they download side by side rather than one
 * after another; its dynamic imports (the phone library's full metadata) are not.
 */
export function builtClientCode(outDir: string): ClientCode {
  let manifest: Manifest | undefined
  const read = (): Manifest => (manifest ??= JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest)
  const chunk = (key: string): ManifestChunk => {
    const found = read()[key]
    if (!found) throw new Error(`The client build has no ${key} (scripts/vite/islands.ts: clientInputs)`)
    return found
  }
  const staticImports = (key: string, seen = new Set<string>()): string[] => {
    for (const dep of chunk(key).imports ?? []) {
      if (seen.has(dep)) continue
      seen.add(dep)
      staticImports(dep, seen)
    }
    return [...seen]
  }
  let enhance: string | undefined
  return {
    island: (name) => {
      const key = `src/islands/${name}.tsx`
      return { script: `/${chunk(key).file}`, preloads: staticImports(key).map((dep) => `/${chunk(dep).file}`) }
    },
    enhance: () => {
      enhance ??= readFileSync(join(outDir, chunk('src/islands/enhance.ts').file), 'utf8').trim()
      if (/^\s*(import|export)\b/m.test(enhance)) throw new Error('src/islands/enhance.ts must build to a classic script: no imports or exports')
      return { inline: enhance }
    },
  }
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
 * Feeds and files are left out: only pages are worth prerendering.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: ['/*', '/*\\?*'] }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[rel~=nofollow], [download]' } }],
      },
      eagerness: 'moderate',
    },
  ],
})

/**
 * What runs in a page: vite-react-ssg's app entry and its preloads go (React renders pages at
 * build time only); the page script and the Speculation Rules go into every page's <head>; each
 * island the page contains gets its entry script and preloads. A page with no island loads no
 * framework JavaScript at all.
 */
export function withClientCode(html: string, code: ClientCode): string {
  const page = html.replace(/<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '')
  const enhance = code.enhance()
  const head = [
    ...(code.dev ?? []).map((src) => `<script type="module" src="${src}"></script>`),
    'inline' in enhance ? `<script>${enhance.inline}</script>` : `<script type="module" src="${enhance.src}"></script>`,
    ...(code.dev ? [] : [`<script type="speculationrules">${SPECULATION_RULES}</script>`]),
    ...islandsIn(page).flatMap((name) => {
      const { script, preloads } = code.island(name)
      return [...preloads.map((href) => `<link rel="modulepreload" href="${href}">`), `<script type="module" src="${script}"></script>`]
    }),
  ]
  return page.replace('</head>', `${head.join('')}</head>`)
}

/**
 * Deletes the JavaScript no page uses: the build-time app's chunks, which the client build emits
 * only because its entry also carries the stylesheet, and the page script, inlined instead.
 */
export function pruneUnusedScripts(outDir: string, pages: readonly string[]): number {
  const used = new Set<string>()
  for (const html of pages) for (const m of html.matchAll(/\s(?:src|href)="\/(assets\/[^"]+\.js)"/g)) used.add(m[1] as string)
  // A used chunk's dynamic imports (fetched on demand) stay too.
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk & { dynamicImports?: string[] }
  >
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const queue = [...used]
  while (queue.length) {
    const chunk = byFile.get(queue.pop() as string)
    for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const file = manifest[key]?.file
      if (file && !used.has(file)) {
        used.add(file)
        queue.push(file)
      }
    }
  }
  let removed = 0
  const assets = join(outDir, 'assets')
  for (const name of existsSync(assets) ? readdirSync(assets) : []) {
    if (name.endsWith('.js') && !used.has(`assets/${name}`)) {
      rmSync(join(assets, name))
      removed += 1
    }
  }
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  return removed
}
