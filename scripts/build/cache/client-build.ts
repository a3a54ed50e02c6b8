import { existsSync, readFileSync, statSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import type { Build } from '../context.ts'
import type { ClientOutput } from '../prerender/client-code.ts'
import { buildEnvironment } from './build-code.ts'
import { buildCacheDir } from './cache-dir.ts'
import { filesUnder, sha256 } from './cache-key.ts'
import { folderCache } from './entries.ts'

/** What an entry records: the files read (relative to the root), the files written (relative to outDir), and what it handed on. */
type Entry = { inputs: string[]; outputs: string[]; client: ClientOutput }

/** A module the client build read, as a project file; none for a package's (their versions key the build code). */
function projectFile(root: string, id: string): string[] {
  const file = id.split('?')[0] as string
  if (id.startsWith('\0') || !isAbsolute(file) || file.includes(`${sep}node_modules${sep}`)) return []
  const name = relative(root, file)
  return name.startsWith('..') || !existsSync(file) || !statSync(file).isFile() ? [] : [name]
}

/** A client build's key: the build's code, the mode, the `VITE_` variables and .env files, every file it read; undefined when one is gone. */
function clientBuildKey({ root, mode, codeVersion }: Pick<Build, 'root' | 'mode' | 'codeVersion'>, inputs: readonly string[]): string | undefined {
  const parts: (string | Buffer)[] = [codeVersion, mode, ...buildEnvironment()]
  for (const name of ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`])
    parts.push(name, existsSync(join(root, name)) ? readFileSync(join(root, name)) : 'absent')
  const read = [...inputs, ...filesUnder(join(root, 'public')).map((file) => relative(root, file))]
  for (const name of [...new Set(read)].sort()) {
    const file = join(root, name)
    if (!existsSync(file)) return undefined
    parts.push(name, readFileSync(file))
  }
  return sha256(...parts)
}

/**
 * The client build's output, put back (`restore()`) instead of building again when nothing it read (`plugin` notes it) changed,
 * with what it handed on. It reads no content, so a pull request that changes only content/ reuses it.
 */
export function clientBuildCache(build: Pick<Build, 'root' | 'dist' | 'mode' | 'codeVersion'>, cacheDir = buildCacheDir(build.root, 'client')) {
  const { root, dist: outDir } = build
  const read = new Set<string>()
  const cache = folderCache(cacheDir)
  return {
    /** The last output built from the same files, put back into dist/, and what it handed on; undefined when there is none. */
    restore(): ClientOutput | undefined {
      for (const key of cache.newest()) {
        const entry = JSON.parse(cache.record(key) ?? '{}') as Partial<Entry>
        const complete = entry.outputs?.every((name) => existsSync(join(cacheDir, key, 'files', name)))
        if (!entry.client || !entry.inputs || !complete || clientBuildKey(build, entry.inputs) !== key) continue
        // Removed as it was copied, by a build beside this one: built instead, from an empty dist/.
        return cache.restore(key, outDir) ? entry.client : undefined
      }
      return undefined
    },
    /** Keeps what the client build wrote into dist/ and handed on, under the key of the files it read. */
    save(client: ClientOutput): void {
      const inputs = [...new Set([...read, 'index.html'])].sort()
      const key = clientBuildKey(build, inputs)
      const outputs = filesUnder(outDir).map((file) => relative(outDir, file))
      if (key) cache.save(key, outDir, JSON.stringify({ inputs, outputs, client } satisfies Entry))
    },
    plugin: {
      name: 'site:client-build-cache',
      apply: 'build',
      buildEnd() {
        for (const name of [...this.getModuleIds()].flatMap((id) => projectFile(root, id))) read.add(name)
      },
    } satisfies Plugin,
  }
}
