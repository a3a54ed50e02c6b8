import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG } from '../../../src/i18n/languages.ts'
import { translationStatus, type OutdatedSection } from './freshness.ts'
import { NoHistoryError } from './history.ts'
import { sectionsOf, type Section } from './sections.ts'

/**
 * The sections of a translation that are behind their Spanish original, by the translation's path
 * (`content/en/about.mdx`): what a compiled page exports for its notice (docs/decisions.md,
 * "Translations kept up section by section"). An original, or a file of no translation, has none.
 */
export type Lag = (file: string) => OutdatedSection[]

/** The `since` of a change that is saved and not committed: the preview shows it before git knows it. */
export const UNCOMMITTED = { commit: '', date: '', subject: 'saved, not committed yet' }

/** The status by file, or none where git has no history to read (a copy of the project, a shallow clone): said once. */
function committedByFile(root: string, say: (message: string) => void): Map<string, OutdatedSection[]> {
  const byFile = new Map<string, OutdatedSection[]>()
  try {
    for (const item of translationStatus(root).outdated) (byFile.get(item.file) ?? byFile.set(item.file, []).get(item.file)!).push(item)
  } catch (error) {
    if (!(error instanceof NoHistoryError)) throw error
    say(`Translation notices: none, as git has no history here: ${error.message}`)
  }
  return byFile
}

/** Where a build keeps what it read of the history between builds: the MDX cache's entries (scripts/build/plugins/mdx-cache.ts). */
export interface LagStore {
  read(name: string): string | undefined
  write(name: string, data: string): void
}

/** A lag a build can keep: `keep` names the store and the key of the build's code. */
export type CommittedLag = Lag & { keep(store: LagStore, codeKey: string): void }

/**
 * As committed: what a build tells visitors. The history is read once, on the first file asked for;
 * with a store, once per commit: the status is a function of HEAD's history and the code that reads
 * it, and reading it took 0.5 to 1.5 s of every build, a warm one included.
 */
export function committedLag(root: string, say: (message: string) => void): CommittedLag {
  let byFile: Map<string, OutdatedSection[]> | undefined
  let kept: { store: LagStore; codeKey: string } | undefined
  const load = () => {
    const head = kept && headCommit(root)
    const name = head && kept ? `translation-status-${kept.codeKey}-${head}.json` : undefined
    const known = name && kept?.store.read(name)
    if (known) return new Map(JSON.parse(known) as [string, OutdatedSection[]][])
    const read = committedByFile(root, say)
    if (name) kept?.store.write(name, JSON.stringify([...read]))
    return read
  }
  return Object.assign((file: string) => (byFile ??= load()).get(file) ?? [], {
    keep: (store: LagStore, codeKey: string) => void (kept = { store, codeKey }),
  })
}

/** A file's text at HEAD, or undefined where git does not have it. */
function atHead(root: string, path: string): string | undefined {
  try {
    return execFileSync('git', ['show', `HEAD:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

function headCommit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

const byId = (path: string, text: string | undefined): Map<string, Section> => {
  const read = text === undefined ? undefined : sectionsOf(path, text)
  return new Map(read && 'sections' in read ? read.sections.map((section) => [section.id, section]) : [])
}

/**
 * The committed status of a translation with what is saved and not committed yet: a section the
 * translator has changed since HEAD has caught up; a section of the original changed since HEAD is
 * behind in a translation that has not changed it. Lines and headings are the translation's as saved.
 */
export function withSavedChanges(
  committed: readonly OutdatedSection[],
  translation: { file: string; head: string; saved: string },
  original: { file: string; head: string; saved: string | undefined },
): OutdatedSection[] {
  const ours = { head: byId(translation.file, translation.head), saved: byId(translation.file, translation.saved) }
  const theirs = { head: byId(original.file, original.head), saved: byId(original.file, original.saved) }
  const touched = (id: string) => ours.head.get(id)?.text !== ours.saved.get(id)?.text
  const lang = translation.file.split('/')[1] ?? ''
  const behind = new Map(committed.filter((item) => !touched(item.section)).map((item) => [item.section, item]))
  for (const [id, section] of theirs.saved) {
    if (theirs.head.get(id)?.text === section.text || touched(id)) continue
    const said = behind.get(id)?.said ?? theirs.head.get(id)?.text ?? ''
    const { since = UNCOMMITTED } = behind.get(id) ?? {}
    behind.set(id, { lang, file: translation.file, section: id, heading: '', lines: [0, 0], source: original.file, since, said, says: section.text })
  }
  return [...behind.values()]
    .flatMap((item) => {
      const mine = ours.saved.get(item.section)
      return mine && theirs.saved.has(item.section) ? [{ ...item, heading: mine.label, lines: mine.lines }] : []
    })
    .sort((a, b) => a.lines[0] - b.lines[0])
}

/**
 * What the preview shows: the committed status, read again when HEAD moves, with what is saved and
 * not committed yet (`withSavedChanges`), so a translator sees a section clear as they save it.
 */
export function previewLag(root: string, say: (message: string) => void): Lag {
  let head: string | undefined
  let byFile = new Map<string, OutdatedSection[]>()
  return (file) => {
    const original = file.replace(/^content\/[^/]+\//, `content/${DEFAULT_LANG}/`)
    if (original === file || !existsSync(join(root, file))) return []
    const now = headCommit(root)
    if (now !== head) [head, byFile] = [now, now ? committedByFile(root, say) : new Map()]
    const [translationHead, originalHead] = [atHead(root, file), atHead(root, original)]
    const committed = byFile.get(file) ?? []
    // A translation or an original git does not know yet: nothing to compare it with.
    if (translationHead === undefined || originalHead === undefined) return committed
    const saved = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined)
    return withSavedChanges(
      committed,
      { file, head: translationHead, saved: saved(file) ?? '' },
      { file: original, head: originalHead, saved: saved(original) },
    )
  }
}
