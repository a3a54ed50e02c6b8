import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { buildCacheDir } from './cache-dir.ts'
import { buildCodeVersion, buildEnvironment } from './build-code.ts'
import { filesUnder, sha256, writeWhole } from './cache-key.ts'

/** What vite-react-ssg (patches/) asks of the cache around its client build. */
export interface ClientBuildCache {
  /** Puts the last client build's output into outDir when nothing it was built from changed; false: build it. */
  restore(): boolean
  /** Notes the files the client build reads (added to that build's plugins). */
  plugin: Plugin
  /** Keeps what the client build wrote into outDir, with the files it read. */
  save(): void
}

/** What an entry records: the files read (relative to the root), their key, and the files written (relative to outDir). */
interface Entry {
  key: string
  inputs: string[]
  outputs: string[]
}

/** A module id the client build read from the project: a file, not a package's (their versions key the build code). */
function projectFile(root: string, id: string): string | undefined {
  const file = id.split('?')[0] as string
  if (id.startsWith('\0') || !isAbsolute(file) || file.includes(`${sep}node_modules${sep}`)) return undefined
  const name = relative(root, file)
  if (name.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) return undefined
  return name
}

/** The files Vite reads `VITE_` variables from (loadEnv), in `mode`, whether they exist or not. */
const envFiles = (mode: string) => ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]

/**
 * The key of a client build: the build's code (buildCodeVersion: the Vite config and its plugins,
 * the packages installed, the patches, Node), the mode, the `VITE_` variables the bundle is built
 * with (from the environment and the .env files), and the text of every file it read, index.html
 * and public/ (copied as they are) included. Undefined when a file it read is gone.
 */
export function clientBuildKey(root: string, mode: string, inputs: readonly string[]): string | undefined {
  const parts: (string | Buffer)[] = [buildCodeVersion(root), mode, ...buildEnvironment()]
  for (const name of envFiles(mode)) parts.push(name, existsSync(join(root, name)) ? readFileSync(join(root, name)) : 'absent')
  const publicDir = join(root, 'public')
  const read = [...inputs, ...(existsSync(publicDir) ? filesUnder(publicDir).map((file) => relative(root, file)) : [])]
  for (const name of [...new Set(read)].sort()) {
    const file = join(root, name)
    if (!existsSync(file)) return undefined
    parts.push(name, readFileSync(file))
  }
  return sha256(...parts)
}

/**
 * The client build's output (the islands, the inlined scripts, the stylesheet, index.html, the
 * manifests, public/), kept in `node_modules/.cache/client` (cache-dir.ts) and put back instead
 * of building again when nothing it was built from changed (clientBuildKey). The client build
 * reads no content (the islands get their text from the page), so a pull request that changes
 * only content/ reuses it, and its build starts with the server build. One entry, the last
 * build's, written whole or not at all.
 */
export function clientBuildCache(root: string, outDir: string, mode: string, cacheDir = buildCacheDir(root, 'client')): ClientBuildCache {
  const entryFile = join(cacheDir, 'entry.json')
  const filesDir = join(cacheDir, 'files')
  const read = new Set<string>()
  return {
    restore() {
      if (!existsSync(entryFile)) return false
      const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as Entry
      if (clientBuildKey(root, mode, entry.inputs) !== entry.key) return false
      if (!entry.outputs.every((name) => existsSync(join(filesDir, name)))) return false
      for (const name of entry.outputs) {
        mkdirSync(dirname(join(outDir, name)), { recursive: true })
        copyFileSync(join(filesDir, name), join(outDir, name))
      }
      return true
    },
    plugin: {
      name: 'site:client-build-inputs',
      buildEnd() {
        for (const id of this.getModuleIds()) {
          const name = projectFile(root, id)
          if (name) read.add(name)
        }
      },
    },
    save() {
      const inputs = [...new Set([...read, 'index.html'])].sort()
      const key = clientBuildKey(root, mode, inputs)
      if (!key) return
      const outputs = filesUnder(outDir).map((file) => relative(outDir, file))
      // Written beside the entry, then moved into place: a build stopped halfway leaves the last
      // complete entry or none.
      const partial = `${cacheDir}.${process.pid}.tmp`
      rmSync(partial, { recursive: true, force: true })
      for (const name of outputs) {
        mkdirSync(dirname(join(partial, 'files', name)), { recursive: true })
        copyFileSync(join(outDir, name), join(partial, 'files', name))
      }
      writeWhole(join(partial, 'entry.json'), JSON.stringify({ key, inputs, outputs } satisfies Entry))
      rmSync(cacheDir, { recursive: true, force: true })
      mkdirSync(dirname(cacheDir), { recursive: true })
      renameSync(partial, cacheDir)
    },
  }
}
