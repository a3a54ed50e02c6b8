import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { NOT_FOUND_PATHS } from '../prerender/not-found.ts'
import { pageFile, type Step } from '../context.ts'

/** Where a build says what each file of dist/ was made from, beside dist/ and never published. */
export const SOURCES_FILE = '.build/sources.json'

/** What `.build/sources.json` holds (the pull request's report reads it: `npm run pr:report`). */
export interface BuildSources {
  version: 2
  /** The project files every page was made from: the site's and the build's code. */
  shared: string[]
  /** The project files each content module a page read was made from, by the module's id. */
  modules: Record<string, string[]>
  /** Per file of dist/, what it was made from besides `shared`: content modules (named, not spelled out) and project files. */
  files: Record<string, string[]>
}

/** A page's image under public/images/, by its name there (a variant's, "hero/home", has no extension), each looked up once. */
function imageFinder(root: string): (name: string) => string[] {
  const known = new Map<string, string[]>()
  const find = (name: string) =>
    ['', '.jpg', '.jpeg', '.png'].map((ext) => `public/images/${name}${ext}`).filter((file) => existsSync(join(root, file)))
  return (name) => known.get(name) ?? known.set(name, find(name).slice(0, 1)).get(name)!
}

const sorted = (files: Iterable<string>) => [...new Set(files)].sort()

/** `.build/sources.json`: the content modules each page read and the images it shows; what each step says it read. */
export const sources: Step = {
  name: 'sources',
  run({ root, dist, pages, contentSources, server, stepSources, codeModules }) {
    const files: Record<string, string[]> = {}
    const modules: Record<string, string[]> = {}
    const notFoundReads = NOT_FOUND_PATHS.flatMap((path) => pages.get(path)?.reads ?? [])
    const image = imageFinder(root)
    for (const [path, page] of pages) {
      const reads = path === NOT_FOUND_PATHS[0] ? notFoundReads : page.reads
      const images = (page.facts?.images ?? []).flatMap(image)
      for (const id of reads) modules[id] ??= sorted(contentSources.get(id) ?? [id])
      files[relative(dist, pageFile(dist, path))] = sorted([...reads, ...images])
    }
    for (const [file, made] of stepSources) files[file] = sorted(made)
    const shared = sorted(['index.html', ...(server?.code ?? []), ...codeModules])
    mkdirSync(join(root, '.build'), { recursive: true })
    writeFileSync(join(root, SOURCES_FILE), `${JSON.stringify({ version: 2, shared, modules, files } satisfies BuildSources, null, 1)}\n`)
  },
}
