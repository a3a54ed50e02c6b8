import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Build } from '../context.ts'
import { buildEnvironment } from './build-code.ts'
import { buildCacheDir } from './cache-dir.ts'
import { filesUnder, sha256 } from './cache-key.ts'
import { openEntries } from './entries.ts'

/**
 * Rendered pages, keyed by what every page shares (code, environment, client and server builds) and each content module the page
 * read, by its chunk's hash. Opened once the client build is in dist/, all that dist/ holds then; asked once the server build is known.
 */
export function openPageCache(build: Build, dir = buildCacheDir(build.root, 'pages')) {
  const clientBuild = sha256(...filesUnder(build.dist).flatMap((file) => [relative(build.dist, file), readFileSync(file)]))
  const entries = openEntries(dir)
  const previous = JSON.parse(entries.read('reads.json') ?? '{}') as Record<string, string[]>
  const reads: Record<string, string[]> = {}
  let shared: string | undefined
  const keyOf = (path: string, read: string[]) => {
    const server = build.server
    if (!server) throw new Error('The page cache is asked before the server build is known (plugins/server-bundle.ts)')
    shared ??= sha256(build.codeVersion, ...buildEnvironment(), clientBuild, server.shared)
    return `${sha256(shared, path, ...read.flatMap((id) => [id, server.content.get(id) ?? 'absent']))}.html`
  }

  return {
    /** What the page's render read, when an earlier build wrote and checked it and nothing it was made from has changed. */
    lookup(path: string): string[] | undefined {
      const read = previous[path]
      // Found through entries.file: noted used, and fresh for the prune of a build running beside this one.
      if (!read || entries.file(keyOf(path, read)) === undefined) return undefined
      reads[path] = read
      return read
    },
    /** The file of a page lookup found, as that build wrote it. */
    file(path: string): string {
      const file = entries.file(keyOf(path, reads[path] ?? []))
      if (file === undefined) throw new Error(`The page cache lost ${path} during the build`)
      return file
    },
    /** Keeps a page this build rendered and checked, as written, with what its render read. */
    store(path: string, html: string, read: string[]): void {
      entries.write(keyOf(path, read), html)
      reads[path] = read
    },
    /** Saves what each page of this build read, once every page is written, and removes what no recent build used. */
    async save(): Promise<void> {
      entries.write('reads.json', JSON.stringify(reads))
      await entries.prune()
    },
  }
}

export type PageCache = ReturnType<typeof openPageCache>
