import { existsSync, readFileSync } from 'node:fs'
import type mdxRollup from '@mdx-js/rollup'
import { publicFile } from '../content/urls.ts'
import { buildCacheDir } from '../cache/cache-dir.ts'
import { buildCodeVersion } from '../cache/build-code.ts'
import { sha256 } from '../cache/cache-key.ts'
import { openEntryPack, type EntryPack } from '../cache/entry-pack.ts'
import { mdxAhead, type CompiledMdx } from './mdx-ahead.ts'
import { buildRegexCache } from './regex-cache.ts'
import type { Plugin } from 'vite'

/** An entry unused for this long is dropped at the end of a build. */
const UNUSED_FOR_MS = 7 * 24 * 3600 * 1000

/**
 * The site-relative URLs a source names (`/images/a.png` in a Markdown image, a `src="…"`), loosely:
 * whatever starts with a slash after a bracket, a quote, `=` or a space. The check of a file says
 * whether the images it names exist, so their existence is part of what a compiled file stands for.
 */
export function siteReferences(source: string): string[] {
  return [...new Set([...source.matchAll(/(?<=[("'=\s])\/[^\s()"'<>{}]+/g)].map((m) => m[0]))].sort()
}

/**
 * The key of one compilation: the pipeline, the mode, the file, its text, and which files it names
 * exist, looked up as the content check looks them up (publicFile). A "URL" is any text after a
 * slash, so it may be no URL at all (`/100%)` in prose, `"/%s/items"` in code): one that does not
 * decode names no file.
 */
export function compilationKey(version: string, mode: string, id: string, code: string, root: string): string {
  const named = siteReferences(code).map((url) => {
    const file = publicFile(root, url)
    return `${url}:${file !== undefined && existsSync(file)}`
  })
  return sha256(version, mode, id, code, ...named)
}

/**
 * The files of `files` (absolute paths) the cache holds no entry for, in `mode`: what a build
 * will compile. A build that would compile none starts no thread to compile ahead (mdx-ahead.ts).
 */
export function uncompiledMdx(root: string, mode: string, files: readonly string[], cacheDir = buildCacheDir(root, 'mdx')): string[] {
  const version = buildCodeVersion(root)
  const pack = openEntryPack(cacheDir)
  return files.filter((file) => !pack.has(compilationKey(version, mode, file, readFileSync(file, 'utf8'), root)))
}

/**
 * The MDX compiler with a cache on disk that outlives a build (`node_modules/.cache/mdx`, scripts/build/cache/cache-dir.ts,
 * its entries packed: entry-pack.ts): a file
 * compiled before, with the same text, pipeline and mode, is read instead of compiled, so a build
 * after editing one post compiles one post. The key covers whatever the compiled code depends on
 * (compilationKey): a cache that could return a stale file would be worse than none. The check of
 * the body runs inside the compiler (a remark plugin), so it ran when the entry was written, on
 * the same text and rules. Only builds use it; the dev server compiles what it serves.
 */
export function cachedMdx(mdx: ReturnType<typeof mdxRollup>, root: string, cacheDir = buildCacheDir(root, 'mdx')): Plugin {
  // @mdx-js/rollup is typed as a Rollup plugin; Vite (Rolldown) calls the same two hooks.
  const compile = mdx.transform as unknown as (this: unknown, code: string, id: string) => Promise<CompiledMdx | undefined>
  const configure = mdx.config as unknown as (this: unknown, config: unknown, env: unknown) => void
  let mode = 'production'
  let building = false
  let version: string | undefined
  let counts = { cached: 0, compiled: 0 }
  let pack: EntryPack | undefined
  return {
    name: `${mdx.name} (cached)`,
    config(config, env) {
      mode = env.mode
      building = env.command === 'build'
      configure.call(this, config, env)
    },
    buildStart() {
      counts = { cached: 0, compiled: 0 }
      pack = undefined
    },
    async transform(code, id) {
      if (!building || !id.split('?')[0]?.endsWith('.mdx')) return compile.call(this, code, id)
      version ??= buildCodeVersion(root)
      // Opened with the first MDX file: a build that compiles none never reads the index.
      pack ??= openEntryPack(cacheDir)
      const key = compilationKey(version, mode, id.split('?')[0] as string, code, root)
      const cached = pack.read(key)
      if (cached !== undefined) {
        counts.cached += 1
        return JSON.parse(cached) as CompiledMdx
      }
      const ahead = mdxAhead()
      const taken = ahead?.mode === mode ? ahead.take(id.split('?')[0] as string, code) : undefined
      const result = (taken && (await taken)) ?? (await compile.call(this, code, id))
      if (result) {
        pack.write(key, JSON.stringify({ code: result.code, map: result.map ?? null } satisfies CompiledMdx))
      }
      counts.compiled += 1
      return result
    },
    async buildEnd(error) {
      // A failed build reports its own error, not a cache write's. Entries unused for a week go.
      const stale = Date.now() - UNUSED_FOR_MS
      await pack
        ?.close((_, used) => used >= stale)
        .catch((failure: unknown) => {
          if (!error) throw failure
        })
      pack = undefined
      if (!building || counts.cached + counts.compiled === 0) return
      const ahead = mdxAhead()
      const second = ahead ? ` (${ahead.counts().used} on a second thread)` : ''
      await ahead?.stop()
      this.info(`${counts.cached + counts.compiled} MDX files: ${counts.compiled} compiled${second}, ${counts.cached} from the cache`)
      if (!error) buildRegexCache().save()
    },
  }
}
