import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { leafPaths, valueAt } from '../../build/content/strings.ts'
import { ContentHistory, type Commit } from './history.ts'

/** A translation (a whole MDX file, or one key of a JSON strings file) older than its source. */
export interface Outdated {
  /** The translation, like "content/en/services/integracion_crms.mdx". */
  file: string
  /** For a strings file: the key, like "nav.about". */
  key?: string
  /** The Spanish original. */
  source: string
  /** The change to the original that the translation has not caught up with. */
  since: { commit: string; date: string; subject: string }
}

/** Every file under content/<lang>/, relative to the project root, sorted. */
function filesOf(root: string, lang: string): string[] {
  const dir = join(root, 'content', lang)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}

const sinceOf = (commit: Commit) => ({ commit: commit.hash.slice(0, 7), date: commit.date, subject: commit.message.split('\n')[0] ?? '' })

/** The newest commit that changed `file` and counts for freshness. */
function lastChange(history: ContentHistory, file: string): Commit | undefined {
  return history.commits.find((commit) => history.counts(commit) && commit.files.includes(file))
}

/** The counting commits that changed `file`, newest first. */
function changesOf(history: ContentHistory, file: string): Commit[] {
  return history.commits.filter((commit) => history.counts(commit) && commit.files.includes(file))
}

/** For each key of a JSON file: the newest counting commit that changed its value. */
function lastChangeByKey(history: ContentHistory, file: string): Map<string, Commit> {
  const parse = (text: string | undefined): unknown => {
    try {
      return text === undefined ? {} : JSON.parse(text)
    } catch {
      return {} // a commit with broken JSON changed nothing a translator can act on
    }
  }
  const last = new Map<string, Commit>()
  for (const commit of changesOf(history, file)) {
    const after = parse(history.textAt(commit.hash, file))
    const before = parse(history.textAt(history.parentOf(commit.hash), file))
    for (const key of leafPaths(after)) {
      if (!last.has(key) && valueAt(after, key) !== valueAt(before, key)) last.set(key, commit)
    }
  }
  return last
}

/**
 * Translations whose Spanish original changed after them: for an MDX file, when the original's
 * last change is not in the history of the translation's last change; for a JSON strings
 * file, the same per key. "After" is the commit graph's, never the clock's. Commits marked
 * [i18n skip] count on neither side. Files or keys not committed yet are not judged.
 */
export function outdatedTranslations(root: string, history = new ContentHistory(root)): Outdated[] {
  const outdated: Outdated[] = []
  const translations = LANGS.filter((lang) => lang !== DEFAULT_LANG)
  const prefix = `content/${DEFAULT_LANG}/`
  // Every version of every strings file that the comparison reads, fetched in one go.
  const jsonFiles = LANGS.flatMap((lang) => filesOf(root, lang)).filter((file) => file.endsWith('.json'))
  history.prefetch(
    jsonFiles.flatMap((file) =>
      changesOf(history, file).flatMap((commit) => [[commit.hash, file] as const, [history.parentOf(commit.hash), file] as const]),
    ),
  )
  for (const source of filesOf(root, DEFAULT_LANG)) {
    const rest = source.slice(prefix.length)
    const targets = translations.map((lang) => `content/${lang}/${rest}`).filter((file) => existsSync(join(root, file)))
    if (source.endsWith('.mdx')) {
      const original = lastChange(history, source)
      if (!original) continue
      for (const file of targets) {
        const translated = lastChange(history, file)
        if (translated && !history.includes(translated.hash, original.hash)) outdated.push({ file, source, since: sinceOf(original) })
      }
    } else if (source.endsWith('.json')) {
      const originals = lastChangeByKey(history, source)
      for (const file of targets) {
        const translated = lastChangeByKey(history, file)
        for (const [key, original] of originals) {
          const done = translated.get(key)
          if (done && !history.includes(done.hash, original.hash)) outdated.push({ file, key, source, since: sinceOf(original) })
        }
      }
    }
  }
  return outdated
}
