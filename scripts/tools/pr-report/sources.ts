import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { SOURCES_FILE, type BuildSources } from '../../build/steps/sources.ts'

export { SOURCES_FILE, type BuildSources }

/** Version 1 spelled out each file's sources, with no modules (a base from before version 2). */
type VersionOne = Omit<BuildSources, 'version' | 'modules'> & { version: 1 }

/** The manifest a build in `dir` wrote, or undefined when that build writes none (a commit from before it). */
export function readSources(dir: string): BuildSources | undefined {
  const file = join(dir, SOURCES_FILE)
  if (!existsSync(file)) return undefined
  const sources = JSON.parse(readFileSync(file, 'utf8')) as BuildSources | VersionOne
  if (sources.version === 1) return { ...sources, version: 2, modules: {} }
  if (sources.version !== 2) throw new Error(`${file}: version ${String((sources as { version: unknown }).version)}, this report reads versions 1 and 2`)
  return sources
}

/** The project files a written file was made from, in either build: the shared code and its own sources. */
export function sourcesOf(file: string, builds: (BuildSources | undefined)[]): Set<string> | undefined {
  const known = builds.filter((b): b is BuildSources => b !== undefined)
  if (!known.length) return undefined
  const all = new Set<string>()
  for (const build of known) {
    for (const source of build.shared) all.add(source)
    for (const source of build.files[file] ?? []) for (const made of build.modules[source] ?? [source]) all.add(made)
  }
  return all
}
