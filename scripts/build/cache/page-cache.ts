import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { buildCacheDir } from './cache-dir.ts'
import { buildCodeVersion, buildEnvironment } from './build-code.ts'
import { filesUnder, sha256, writeWhole } from './cache-key.ts'
import { openEntryPack } from './entry-pack.ts'

/** What vite-react-ssg (patches/) hands the cache once both builds are done, before any page renders. */
export interface PageCacheContext {
  /** The server build's output: the code every page is rendered with. */
  serverOut: string
  /** That build's manifest: source file (relative to the root) → its chunk. */
  serverManifest: Record<string, { file: string; imports?: string[] }>
  /** The client build's output (dist/): the islands and the stylesheet the pages link and inline. */
  outDir: string
  /** index.html, the template every page is written into. */
  indexHTML: string
}

export interface PageCache {
  /** The page as an earlier build wrote it, when nothing it was made from has changed. */
  lookup(path: string): string | undefined
  /** A page this build rendered, with the modules its render noted (src/content/reads.ts). */
  store(path: string, html: string, noted: Iterable<string>): void
  /** Saves which bodies each page read, drops pages no longer built, and says what was reused. */
  finish(): Promise<void>
}

/**
 * The content whose reads a page notes (src/content/reads.ts): a post's and a service's body.
 * Everything else the server build holds, the lists of posts included, is shared by every page.
 */
const NOTED_BODY = /^content\/[^/]+\/(blog|services)\/[^/]+\.mdx$/

/**
 * One hash of what every page shares: the pipeline, the environment the bundle was built in, the
 * template, the client build, and every chunk of the server build but the noted bodies (whose
 * names carry no content hash, vite.config.ts: the list of posts that names a body's chunk stays
 * the same when the body's text changes).
 */
export function sharedVersion(root: string, context: PageCacheContext, bodies: Map<string, string>): string {
  const parts: (string | Buffer)[] = [buildCodeVersion(root), context.indexHTML, ...buildEnvironment()]
  for (const file of filesUnder(context.outDir)) parts.push(relative(context.outDir, file), readFileSync(file))
  const bodyFiles = new Set(bodies.values())
  for (const file of filesUnder(context.serverOut)) {
    const name = relative(context.serverOut, file).split(sep).join('/')
    if (!name.startsWith('.vite/') && !bodyFiles.has(name)) parts.push(name, readFileSync(file))
  }
  return sha256(...parts)
}

/**
 * The noted bodies' chunks, by source path; undefined when a body's chunk is imported other than
 * by a dynamic import (then a page could read it without noting it, and no page can be reused).
 */
export function notedBodies(manifest: PageCacheContext['serverManifest']): Map<string, string> | undefined {
  const bodies = new Map(Object.entries(manifest).flatMap(([source, chunk]) => (NOTED_BODY.test(source) ? [[source, chunk.file] as const] : [])))
  const importedStatically = Object.values(manifest).some((chunk) => chunk.imports?.some((source) => bodies.has(source)))
  return importedStatically ? undefined : bodies
}

interface Reads {
  /** Per page path, the bodies its last render noted reading. */
  [path: string]: string[]
}

/**
 * Pages rendered by an earlier build, reused when nothing they were made from changed, in
 * `node_modules/.cache/pages` (scripts/build/cache/cache-dir.ts). A page's key is the hash of what
 * every page shares (sharedVersion: the code, the lists of content, the stylesheet, the
 * template) with the page's path and the text of each body its render read. Which bodies a page
 * reads depends only on the shared code and its path, never on a body's text, so the bodies read
 * by its last render are the ones to compare. After editing one post's text, only that post's
 * page is rendered again; editing its title or date changes the lists, so every page is.
 * Each entry is found by its key (packed: entry-pack.ts): an entry is right or absent, never stale.
 */
export function openPageCache(root: string, context: PageCacheContext, cacheDir = buildCacheDir(root, 'pages')): PageCache {
  const bodies = notedBodies(context.serverManifest)
  if (!bodies) {
    console.warn('[pages] a post or service body is imported statically: every page is rendered, none is reused')
  }
  const shared = bodies ? sharedVersion(root, context, bodies) : ''
  const readsFile = join(cacheDir, 'reads.json')
  const previous: Reads = bodies && existsSync(readsFile) ? (JSON.parse(readFileSync(readsFile, 'utf8')) as Reads) : {}
  const reads: Reads = {}
  const used = new Set<string>()
  const bodyHashes = new Map<string, string>()
  const pack = openEntryPack(cacheDir)
  let reused = 0
  let rendered = 0

  const bodyHash = (source: string) => {
    let hash = bodyHashes.get(source)
    if (hash === undefined) {
      const file = bodies?.get(source)
      hash = file && existsSync(join(context.serverOut, file)) ? sha256(readFileSync(join(context.serverOut, file))) : 'absent'
      bodyHashes.set(source, hash)
    }
    return hash
  }
  const keyOf = (path: string, read: string[]) => sha256(shared, path, ...read.flatMap((source) => [source, bodyHash(source)]))

  return {
    lookup(path) {
      const read = previous[path]
      if (!bodies || !read) return undefined
      const key = keyOf(path, read)
      const html = pack.read(key)
      if (html === undefined) return undefined
      reads[path] = read
      used.add(key)
      reused += 1
      return html
    },
    store(path, html, noted) {
      rendered += 1
      if (!bodies) return
      const read = [...new Set(noted)].filter((source) => bodies.has(source)).sort()
      const key = keyOf(path, read)
      pack.write(key, html)
      reads[path] = read
      used.add(key)
    },
    async finish() {
      // The cache holds this build's pages and nothing else: older ones would never match again
      // unless the same code and content came back.
      await pack.close((key) => used.has(key))
      console.log(`[pages] ${reused + rendered} pages: ${rendered} rendered, ${reused} reused from the cache`)
      if (!bodies) return
      mkdirSync(cacheDir, { recursive: true })
      writeWhole(readsFile, JSON.stringify(reads))
    },
  }
}
