import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import { sectionsOf, type Section } from './sections.ts'
import { ContentHistory, type Commit, type FileChange } from './history.ts'

/** A section of a translation that fell behind its Spanish original (docs/decisions.md, "Translations kept up section by section"). */
export interface OutdatedSection {
  lang: string
  /** The translation, like "content/en/services/integracion_crms.mdx". */
  file: string
  /** Its place in the structure, the same in the original: `body:3`, `meta.description`, `nav.home`. */
  section: string
  /** The section as the translation names it: its heading in the translation's language, or the field. */
  heading: string
  /** Its lines in the translation, 1-based. */
  lines: [number, number]
  /** The Spanish original. */
  source: string
  /** The newest change of the original's section that the translation has not caught up with. */
  since: { commit: string; date: string; subject: string }
  /** The original's section as the translation last caught up with it, and as it is now. */
  said: string
  says: string
}

/** A translation whose sections cannot be paired: a syntax slip, reported once while the others are judged. */
export interface Unpaired {
  file: string
  problem: string
}

export interface TranslationStatus {
  outdated: OutdatedSection[]
  unpaired: Unpaired[]
}

const sinceOf = (commit: Commit) => ({ commit: commit.hash.slice(0, 7), date: commit.date, subject: commit.message.split('\n')[0] ?? '' })

/** Each version of a file read once: a text unchanged over many commits, or the same in a commit and its parent, is parsed once. */
const parsed = new Map<string, Map<string, Section>>()

/** A file's sections by id at a version (their texts: the fields' lines are not read); none where it did not exist or cannot be read. */
function sectionsAt(history: ContentHistory, hash: string | undefined, path: string): Map<string, Section> {
  const text = history.textAt(hash, path)
  if (text === undefined) return new Map()
  const key = `${path}\0${text}`
  const known = parsed.get(key)
  if (known) return known
  const read = sectionsOf(path, text, { lines: false })
  const sections = new Map('sections' in read ? read.sections.map((section) => [section.id, section]) : [])
  parsed.set(key, sections)
  return sections
}

/** For each section of a file: every counting commit that changed its text (its first version included), newest first. */
function sectionChanges(history: ContentHistory, changes: FileChange[]): Map<string, Commit[]> {
  const changed = new Map<string, Commit[]>()
  for (const { commit, path, before } of changes) {
    const after = sectionsAt(history, commit.hash, path)
    const earlier = sectionsAt(history, history.parentOf(commit.hash), before)
    for (const [id, section] of after) if (earlier.get(id)?.text !== section.text) (changed.get(id) ?? changed.set(id, []).get(id)!).push(commit)
  }
  return changed
}

/**
 * The sections of each translation whose Spanish original changed after the translation last caught
 * up with it: by a commit that changed that section of the translation, or one that marked it
 * reviewed (history.ts, REVIEW_TRAILER). "After" is the commit graph's, never the clock's; commits
 * marked [i18n skip] count on neither side; a file's history follows its renames. Sections not
 * committed yet are not judged: the status is that of a commit (HEAD, or `ref`: a pull request's
 * base). `only` narrows to one file, a translation or its original.
 */
export function translationStatus(
  root: string,
  { ref = 'HEAD', history = new ContentHistory(root, ref), only }: { ref?: string; history?: ContentHistory; only?: string } = {},
): TranslationStatus {
  const outdated: OutdatedSection[] = []
  const unpaired: Unpaired[] = []
  const prefix = `content/${DEFAULT_LANG}/`
  const files = history
    .filesAt(`content/${DEFAULT_LANG}`)
    .filter((file) => /\.(mdx|json)$/.test(file))
    .filter((file) => !only || only === file || only.replace(/^content\/\w+\//, prefix) === file)
  // Every version the comparison reads, fetched in one go.
  const wanted = files.flatMap((source) =>
    [source, ...LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => source.replace(prefix, `content/${lang}/`))].flatMap((file) =>
      history.changesOf(file).flatMap(({ commit, path, before }) => [[commit.hash, path] as const, [history.parentOf(commit.hash), before] as const]),
    ),
  )
  history.prefetch(wanted)
  for (const source of files) {
    const originals = history.changesOf(source)
    if (!originals.length) continue
    const originalChanged = sectionChanges(history, originals)
    const now = sectionsAt(history, originals[0]?.commit.hash, source)
    for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
      const file = source.replace(prefix, `content/${lang}/`)
      if (only && only !== file && only !== source) continue
      const changes = history.changesOf(file)
      if (!changes.length) continue
      const read = history.textAt(changes[0]?.commit.hash, file)
      const readable = read === undefined ? undefined : sectionsOf(file, read)
      if (readable && 'unreadable' in readable) {
        unpaired.push({ file, problem: readable.unreadable })
        continue
      }
      // The translation as committed last, with its lines: what the translator is pointed to.
      const head = new Map(readable ? readable.sections.map((section) => [section.id, section]) : [])
      const caughtUp = sectionChanges(history, changes)
      const paths = new Set(changes.flatMap(({ path, before }) => [path, before]))
      const reviews = history.reviews.filter((review) => paths.has(review.file))
      for (const [id, commits] of originalChanged) {
        const section = head.get(id)
        const last = commits[0]
        if (!section || !last || !now.has(id)) continue
        const catchUps = [...(caughtUp.get(id) ?? []), ...reviews.filter((r) => r.section === undefined || r.section === id).map((r) => r.commit)]
        if (!catchUps.length || catchUps.some((commit) => history.includes(commit.hash, last.hash))) continue
        // What the translator last translated: the original as it was at the newest catch-up.
        const latest = catchUps.find((commit) => catchUps.every((other) => history.includes(commit.hash, other.hash))) ?? catchUps[0]!
        const then = originals.find(({ commit }) => history.includes(latest.hash, commit.hash))
        const said = then ? (sectionsAt(history, then.commit.hash, then.path).get(id)?.text ?? '') : ''
        outdated.push({
          lang,
          file,
          section: id,
          heading: section.label,
          lines: section.lines,
          source,
          since: sinceOf(last),
          said,
          says: now.get(id)?.text ?? '',
        })
      }
    }
  }
  const order = (item: OutdatedSection) => [LANGS.indexOf(item.lang as never), item.file, item.lines[0]] as const
  outdated.sort((a, b) => {
    const [x, y] = [order(a), order(b)]
    return x[0] - y[0] || x[1].localeCompare(y[1]) || x[2] - y[2]
  })
  return { outdated, unpaired }
}
