import { buildCacheDir } from './cache-dir.ts'
import { buildCodeVersion } from './build-code.ts'
import { sha256 } from './cache-key.ts'
import { passedKeys } from './passed-keys.ts'

/**
 * The pages that passed the inline-script check (scripts/build/prerender/policy.ts) in the last build, by
 * the hash of their HTML with the checker's code and the build's own scripts: a page with the
 * same bytes passes again, so a build after editing one post parses one page instead of all of
 * them. A page with any byte changed, a changed checker or a changed page script is parsed.
 */
export function checkedPages(root: string, ownScripts: readonly string[], file = `${buildCacheDir(root, 'pages')}/checked.json`) {
  const version = buildCodeVersion(root)
  const keyOf = (html: string) => sha256(version, ...ownScripts, html)
  const record = passedKeys(file)
  return {
    /** A page's key: its HTML, the checker's code and the build's own scripts. */
    keyOf,
    /** Whether the page with this key passed in the last build. */
    passed: record.passed,
    /** Once every page has passed: remembers this build's pages (their keys), and only them. */
    save: (keys: readonly string[]): void => record.save(keys),
  }
}

/** The pages that passed before, and where this build's are saved: checkedPages. */
export type CheckedPages = ReturnType<typeof checkedPages>
