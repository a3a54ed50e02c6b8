// `npm run build`: scripts/build/index.ts, bundled with Rolldown (Vite's own bundler) and run as
// plain JavaScript, not through tsx.
//
// tsx loads TypeScript through Node's module hooks, which Node 20 runs on a thread of their own:
// every module the build imports afterwards, TypeScript or not (Vite, the MDX pipeline, each
// rendered page's chunk), waited for a round trip to that thread. The build's first 3 s were a
// third idle for it; bundling the few modules of scripts/build/index.ts takes 0.1 s, and the
// client build then began 1.5 s sooner (docs/decisions.md, "The build beside Astro"). Vite
// bundles vite.config.ts itself.
//
// package.json runs it with a young generation of 32 MB a half (`--max-semi-space-size=32`,
// Node's default 16): rendering pages allocates fast, and with half as many scavenges a
// content-cold build at 200 posts per language took 0.5 to 1.9 s less (docs/decisions.md, "The
// build beside Astro"). And with `--interrupt-budget=270336` (four times Node 20's), V8 optimizes
// a function only after four times as much of it has run: most of the build's code (Vite, the
// MDX pipeline, each page's chunk) runs a few times, and its optimizing compiler took a fifth of
// the build's CPU on background threads. Flags V8 reads as the process starts, so not ones this
// file can set.
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

// Rolldown allocates with mimalloc, which by default keeps what it frees for a while: the two
// builds' memory was still held while every page rendered (1.5 of 2.1 GB at 1,000 posts per
// language). Given back at once, the peak fell to 1.4 GB, in no more time. Read by mimalloc as
// Rolldown loads, below.
process.env.MIMALLOC_PURGE_DELAY ??= '0'
const { rolldown } = await import('rolldown')

const root = process.cwd()
const here = join(root, 'scripts/build')
// The build, and the modules its worker threads run (`*.worker.ts`, started by ts-worker.ts),
// bundled together: a worker that loaded its modules through tsx began its work a second late.
// Each by its path under scripts/build/ without `.ts`, the name of its bundle there too.
const workers = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.worker.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
const input = Object.fromEntries([['index', join(here, 'index.ts')], ...workers.map((name) => [name, join(here, `${name}.ts`)])])
// Under node_modules/, so the bundle's imports of packages resolve as the sources' do; one folder
// per build, so builds running at once never share one.
const out = join(root, 'node_modules/.cache/build-script', `${process.pid}-${Date.now()}`)

const bundle = await rolldown({
  input,
  platform: 'node',
  // Only the project's own modules are bundled; packages and Node's are imported as they are.
  external: (id, importer) => importer !== undefined && !id.startsWith('.') && !id.startsWith('/'),
  plugins: [
    {
      // A module's `import.meta.url` stays its own file's (where it finds the worker modules
      // beside it, and what it requires from), not the bundle's.
      name: 'original-import-meta-url',
      transform(code, id) {
        return code.includes('import.meta.url') ? code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)) : null
      },
    },
  ],
})
mkdirSync(out, { recursive: true })
await bundle.write({ dir: out, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs', sourcemap: true })
await bundle.close()
process.on('exit', () => rmSync(out, { recursive: true, force: true }))
// Where each worker module's bundle is, for ts-worker.ts.
globalThis[Symbol.for('site.bundledWorkers')] = new Map(
  workers.map((name) => [pathToFileURL(join(here, `${name}.ts`)).href, pathToFileURL(join(out, `${name}.mjs`)).href]),
)
// Stack traces name the TypeScript sources, as under tsx.
process.setSourceMapsEnabled(true)

await import(pathToFileURL(join(out, 'index.mjs')).href)
