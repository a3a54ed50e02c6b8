import { buildCacheDir } from './cache-dir.ts'
import { sha256 } from './cache-key.ts'
import { passedKeys } from './passed-keys.ts'

/**
 * The pages that passed the inline-script check (scripts/build/prerender/policy.ts) in the last build, by
 * the hash of their HTML with the checker's code and the build's own scripts: a page with the
 * same bytes passes again, so a build after editing one post parses one page instead of all of
 * them. A page with any byte changed, a changed checker or a changed page script is parsed.
 * `buildCode` is the build's code version (build-code.ts's buildCodeVersion), computed by the
 * build's thread and handed to the pages' thread, which would otherwise load Vite and parse the
 * build's code again to compute it (a quarter of a second before it could finish a page).
 */
export function checkedPages(root: string, ownScripts: readonly string[], buildCode: string, file = `${buildCacheDir(root, 'pages')}/checked.json`) {
  const keyOf = (html: string) => sha256(buildCode, ...ownScripts, html)
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
