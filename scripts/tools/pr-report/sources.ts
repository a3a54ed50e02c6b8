import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { SOURCES_FILE, type BuildSources } from '../../build/steps/sources.ts'

export { SOURCES_FILE, type BuildSources }

/** The manifest a build in `dir` wrote, or undefined when that build writes none (a commit from before it). */
export function readSources(dir: string): BuildSources | undefined {
  const file = join(dir, SOURCES_FILE)
  if (!existsSync(file)) return undefined
  const sources = JSON.parse(readFileSync(file, 'utf8')) as BuildSources
  if (sources.version !== 1) throw new Error(`${file}: version ${String(sources.version)}, this report reads version 1`)
  return sources
}

/** The project files a written file was made from, in either build: the shared code and its own sources. */
export function sourcesOf(file: string, builds: (BuildSources | undefined)[]): Set<string> | undefined {
  const known = builds.filter((b): b is BuildSources => b !== undefined)
  if (!known.length) return undefined
  const all = new Set<string>()
  for (const build of known) for (const source of [...build.shared, ...(build.files[file] ?? [])]) all.add(source)
  return all
}
