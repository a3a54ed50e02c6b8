import { isAbsolute, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { sha256 } from '../cache/cache-key.ts'

/** The server build, as the page cache and the manifest of sources need it. */
export interface ServerBundle {
  /** The hash of every chunk and asset but the content modules': the code every page renders with. */
  shared: string
  /** Each content module's chunk hash, by the id a page notes it by (src/content/reads.ts). */
  content: Map<string, string>
  /** The project's files the bundle is made of, content aside: what every page is made from. */
  code: string[]
}

/** A content module's id as pages note it (`content/es/blog/<slug>.mdx`, `virtual:content/blog/es`); undefined for any other module. */
export function contentModuleId(root: string, id: string): string | undefined {
  if (id.startsWith('\0virtual:content/')) return id.slice(1)
  const file = relative(root, id.split('?')[0] as string)
  return !isAbsolute(file) && file.startsWith(`content${sep}`) ? file.split(sep).join('/') : undefined
}

/**
 * Notes the server build's output (build.server): each content module (a post's or a service's
 * body, a language's lists and strings) is a chunk of its own that only a dynamic import loads
 * (vite.config.ts names those chunks without a content hash, so a body's edit changes its chunk
 * alone). A content chunk that another chunk imports statically could be read without being
 * noted: it counts as code every page shares.
 */
export function serverBundlePlugin(root: string, done: (bundle: ServerBundle) => void): Plugin {
  return {
    name: 'site-server-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!this.environment.config.build.ssr) return
      const outputs = Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))
      const imported = new Set(outputs.flatMap((output) => (output.type === 'chunk' ? output.imports : [])))
      const content = new Map<string, string>()
      const shared: (string | Uint8Array)[] = []
      const code = new Set<string>()
      for (const output of outputs) {
        const body = output.type === 'chunk' ? output.code : output.source
        const id =
          output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId ? contentModuleId(root, output.facadeModuleId) : undefined
        const ownModules = output.type === 'chunk' ? output.moduleIds : []
        if (id && !imported.has(output.fileName) && ownModules.every((module) => contentModuleId(root, module))) content.set(id, sha256(body))
        else shared.push(output.fileName, body)
        for (const module of ownModules) {
          const file = relative(root, module)
          if (
            !module.startsWith('\0') &&
            !isAbsolute(file) &&
            !file.startsWith('..') &&
            !file.includes('node_modules') &&
            !contentModuleId(root, module)
          )
            code.add(file.split(sep).join('/'))
        }
      }
      done({ shared: sha256(...shared), content, code: [...code].sort() })
    },
  }
}
