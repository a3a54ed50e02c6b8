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

/** Notes the server build's output: each content module is a chunk only a dynamic import loads; one imported statically counts as shared. */
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
      for (const output of outputs) {
        const body = output.type === 'chunk' ? output.code : output.source
        const id =
          output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId ? contentModuleId(root, output.facadeModuleId) : undefined
        const alone = output.type === 'chunk' && !imported.has(output.fileName) && output.moduleIds.every((module) => contentModuleId(root, module))
        if (id && alone) content.set(id, sha256(body))
        else shared.push(output.fileName, body)
      }
      const code = outputs
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .filter((module) => !module.startsWith('\0') && !contentModuleId(root, module))
        .map((module) => relative(root, module))
        .filter((file) => !isAbsolute(file) && !file.startsWith('..') && !file.includes('node_modules'))
      done({ shared: sha256(...shared), content, code: [...new Set(code.map((file) => file.split(sep).join('/')))].sort() })
    },
  }
}
