import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { EmulatedRegExp } from 'oniguruma-to-es'
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript'
import { installedPackages } from '../cache/build-code.ts'
import { buildCacheDir } from '../cache/cache-dir.ts'
import { sha256, writeWhole } from '../cache/cache-key.ts'

/** A converted pattern as oniguruma-to-es describes it: enough to build the same regex again. */
interface Converted {
  source: string
  flags: string
  /** Present when the pattern needs emulating (an EmulatedRegExp), absent for a plain RegExp. */
  options?: EmulatedRegExp['rawOptions']
}

/** What the file holds; nothing when it is absent or unreadable (a cache only makes things faster). */
function readConverted(file: string): Record<string, Converted> {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Converted>) : {}
  } catch {
    return {}
  }
}

/**
 * The grammars' Oniguruma patterns converted to JavaScript regexes (shiki's JavaScript engine,
 * code-theme.ts), kept between builds. Each thread that highlights code converted the same few
 * hundred patterns again on its first code blocks: about 350 ms of CPU a thread, half of it the 28
 * patterns that need emulating. A conversion depends only on the pattern, the converter and
 * shiki's options for it (which read what this Node's RegExp supports), so the file is named by
 * the installed packages and Node's version: right or absent, like every build cache.
 */
export function regexCache(file: string) {
  const known = readConverted(file)
  const added: Record<string, Converted> = {}
  return {
    /** A regex for the pattern, converted once. */
    construct(pattern: string): RegExp {
      let converted = known[pattern] ?? added[pattern]
      if (!converted) {
        const regex = defaultJavaScriptRegexConstructor(pattern, { target: 'auto' })
        converted =
          regex instanceof EmulatedRegExp
            ? { source: regex.source, flags: regex.flags, options: regex.rawOptions }
            : { source: regex.source, flags: regex.flags }
        added[pattern] = converted
      }
      return converted.options
        ? new EmulatedRegExp(converted.source, converted.flags, converted.options)
        : new RegExp(converted.source, converted.flags)
    },
    /** How many patterns this thread converted itself. */
    converted: () => Object.keys(added).length,
    /**
     * Keeps what this thread converted, with what the file held (written whole). Two threads
     * saving at once may lose one's patterns: they are converted again next time.
     */
    save(): void {
      if (Object.keys(added).length === 0) return
      const now = readConverted(file)
      mkdirSync(dirname(file), { recursive: true })
      writeWhole(file, JSON.stringify({ ...now, ...added }))
    },
  }
}

/** The file of this project's converted patterns: by Node's version and the installed packages. */
export function regexCacheFile(root: string): string {
  const key = sha256(process.version, installedPackages(root))
  return join(buildCacheDir(root, 'regexps'), `${key}.json`)
}

let shared: ReturnType<typeof regexCache> | undefined

/** This thread's cache, for the project it builds (the working directory): created on first use. */
export function buildRegexCache(): ReturnType<typeof regexCache> {
  shared ??= regexCache(regexCacheFile(process.cwd()))
  return shared
}
