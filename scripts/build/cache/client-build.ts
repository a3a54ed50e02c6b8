import { cpSync, existsSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import type { Build } from '../context.ts'
import type { ClientOutput } from '../prerender/client-code.ts'
import { buildEnvironment } from './build-code.ts'
import { buildCacheDir } from './cache-dir.ts'
import { byLastWritten, filesUnder, sha256, writeWhole } from './cache-key.ts'

/** What an entry records: the files read (relative to the root), their key, the files written (relative to outDir), and what it handed on. */
type Entry = { key: string; inputs: string[]; outputs: string[]; client: ClientOutput }

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

/** How many client builds the cache keeps: this one's and the last ones of other branches (a pull request's base). */
const KEPT = 3

/**
 * The client build's output, put back (`restore()`) instead of building again when nothing it read (`plugin` notes it) changed,
 * with what it handed on. It reads no content, so a pull request that changes only content/ reuses it.
 */
export function clientBuildCache(build: Pick<Build, 'root' | 'dist' | 'mode' | 'codeVersion'>, cacheDir = buildCacheDir(build.root, 'client')) {
  const { root, dist: outDir } = build
  const read = new Set<string>()
  const entries = () => byLastWritten(cacheDir, (name) => join(cacheDir, name, 'entry.json')).map(({ name }) => join(cacheDir, name))

  /** Keeps what the client build wrote into dist/ and handed on, under the key of the files it read. */
  function save(client: ClientOutput): void {
    const inputs = [...new Set([...read, 'index.html'])].sort()
    const key = clientBuildKey(build, inputs)
    if (!key) return
    const outputs = filesUnder(outDir).map((file) => relative(outDir, file))
    const partial = join(cacheDir, `${key}.${process.pid}.tmp`)
    rmSync(partial, { recursive: true, force: true })
    cpSync(outDir, join(partial, 'files'), { recursive: true })
    writeWhole(join(partial, 'entry.json'), JSON.stringify({ key, inputs, outputs, client } satisfies Entry))
    rmSync(join(cacheDir, key), { recursive: true, force: true })
    try {
      renameSync(partial, join(cacheDir, key))
    } catch (error) {
      rmSync(partial, { recursive: true, force: true })
      if (!existsSync(join(cacheDir, key, 'entry.json'))) throw error // else saved since by a build beside this one: the same files
    }
    for (const dir of entries().slice(KEPT)) rmSync(dir, { recursive: true, force: true })
  }

  return {
    /** The last output built from the same files, put back into dist/, and what it handed on; undefined when there is none. */
    restore(): ClientOutput | undefined {
      for (const dir of entries()) {
        try {
          const entry = JSON.parse(readFileSync(join(dir, 'entry.json'), 'utf8')) as Entry
          if (!entry.client || !entry.outputs.every((name) => existsSync(join(dir, 'files', name)))) continue
          if (clientBuildKey(build, entry.inputs) !== entry.key) continue
          cpSync(join(dir, 'files'), outDir, { recursive: true })
          utimesSync(join(dir, 'entry.json'), new Date(), new Date())
          return entry.client
        } catch {
          // Removed as it was read or copied, by a build beside this one: built instead, from an empty dist/.
          rmSync(outDir, { recursive: true, force: true })
          return undefined
        }
      }
      return undefined
    },
    save,
    plugin: {
      name: 'site:client-build-cache',
      apply: 'build',
      buildEnd() {
        for (const name of [...this.getModuleIds()].flatMap((id) => projectFile(root, id))) read.add(name)
      },
    } satisfies Plugin,
  }
}
