import { relative, sep } from 'node:path'
import { localImageExists } from '../content/urls.ts'
import type { Plugin, Rolldown } from 'vite'
import { buildCacheDir } from '../cache/cache-dir.ts'
import { sha256 } from '../cache/cache-key.ts'
import { openEntries } from '../cache/entries.ts'
import type { Build } from '../context.ts'
import type { MdxPlugin } from './mdx-pipeline.ts'

/** A compiled MDX file, as @mdx-js/rollup's transform returns it. */
type CompiledMdx = { code: string; map: Rolldown.SourceMapInput | null }

/** The site-relative URLs a source names, loosely: whether the images a file names exist is part of what its compiled code stands for. */
export function siteReferences(source: string): string[] {
  return [...new Set([...source.matchAll(/(?<=[("'=\s])\/[^\s()"'<>{}]+/g)].map((m) => m[0]))].sort()
}

/** The MDX compiler with an on-disk cache for builds; the content check runs inside the compiler, so a cached entry was checked on its text. */
export function cachedMdx(mdx: MdxPlugin, build: Pick<Build, 'root' | 'mode' | 'codeVersion'>, cacheDir = buildCacheDir(build.root, 'mdx')): Plugin {
  // @mdx-js/rollup is typed as a Rollup plugin; Vite (Rolldown) calls the same hooks.
  const compile = mdx.transform as unknown as (this: unknown, code: string, id: string) => Promise<CompiledMdx | undefined>
  let counts = { cached: 0, compiled: 0 }
  let entries: ReturnType<typeof openEntries> | undefined
  return {
    ...(mdx as unknown as Plugin),
    name: `${mdx.name} (cached)`,
    buildStart() {
      counts = { cached: 0, compiled: 0 }
      entries = openEntries(cacheDir)
      // What the history says of the translations, kept once per commit beside the files compiled from it.
      if (mdx.lag && 'keep' in mdx.lag) mdx.lag.keep(entries, sha256(build.codeVersion).slice(0, 16))
    },
    async transform(code, id) {
      const file = id.split('?')[0] as string
      if (!file.endsWith('.mdx') || !entries) return compile.call(this, code, id)
      // The pipeline, the mode, the file by its path from the root (a copy of the project elsewhere finds the same entries),
      // its text, which files it names exist, as the content check looks them up, and for a translation behind its
      // original, how many sections: the same key as before for every file that is not.
      const rel = relative(build.root, file)
      const named = siteReferences(code).map((url) => `${url}:${localImageExists(build.root, url)}`)
      const behind = mdx.lag?.(rel.split(sep).join('/')).length ?? 0
      const key = `${sha256(build.codeVersion, build.mode, rel, code, ...named, ...(behind ? [`behind:${behind}`] : []))}.json`
      const cached = entries.read(key)
      counts[cached === undefined ? 'compiled' : 'cached'] += 1
      if (cached !== undefined) return JSON.parse(cached) as CompiledMdx
      const result = await compile.call(this, code, id)
      if (result) entries.write(key, JSON.stringify({ code: result.code, map: result.map ?? null } satisfies CompiledMdx))
      return result
    },
    async buildEnd(error) {
      if (error || counts.cached + counts.compiled === 0) return
      await entries?.prune()
      this.info(`${counts.cached + counts.compiled} MDX files: ${counts.compiled} compiled, ${counts.cached} from the cache`)
    },
  }
}
