import type { OutputChange } from './compare.ts'
import { sourcesOf, type BuildSources } from './sources.ts'
import type { WordRun } from './word-diff.ts'

/** Changed outputs that share their cause: the changed project files among their sources. */
export interface CauseGroup {
  /** The changed source files that reach these outputs; empty when none of their sources changed or the build named none. */
  causes: string[]
  /** Why `causes` is empty, in words; undefined when it is not. */
  unknown?: string
  changes: OutputChange[]
  /** What changed alike on every output of the group, a few lines (`«old» → «new»`). */
  alike: string[]
}

const NO_MANIFEST = 'the build wrote no .build/sources.json to name its sources'
const NONE_CHANGED = 'none of the sources the build names for them changed'

const clip = (text: string, n = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat
}

/** Each place a text changed, as `«removed» → «added»`; a bare insertion or deletion keeps the word before it, to be read. */
export function hunks(words: WordRun[] = []): string[] {
  const out: string[] = []
  let removed = ''
  let added = ''
  let lead = ''
  const flush = () => {
    if (removed || added) {
      const context = removed.trim() && added.trim() ? '' : lead
      out.push(`«${clip(context + removed)}» → «${clip(context + added)}»`)
    }
    removed = added = ''
  }
  for (const run of words) {
    if (run.removed) removed += run.text
    else if (run.added) added += run.text
    else {
      flush()
      lead = /\S+\s*$/.exec(run.text)?.[0] ?? ''
    }
  }
  flush()
  return out
}

/** What changed on an output, each change a line: its text's hunks, then each item of its other parts. */
function changeLines(change: OutputChange): string[] {
  return [
    ...hunks(change.words),
    ...change.fields.flatMap((f) => [...f.removed.map((l) => `${f.field}: − ${clip(l)}`), ...f.added.map((l) => `${f.field}: + ${clip(l)}`)]),
  ]
}

/** The source files of a written file that the pull request changed. */
export function causesOf(change: OutputChange, changedFiles: ReadonlySet<string>, base?: BuildSources, head?: BuildSources): string[] | undefined {
  if (change.what === 'public file') return changedFiles.has(`public/${change.file}`) ? [`public/${change.file}`] : []
  const builds = change.kind === 'added' ? [head] : change.kind === 'removed' ? [base ?? head] : [base, head]
  const sources = sourcesOf(change.file, builds)
  return sources && [...sources].filter((file) => changedFiles.has(file)).sort()
}

/**
 * Groups the changed outputs by their cause: the changed files among the sources the build names
 * for each (.build/sources.json), never guessed from paths. Largest group first.
 */
export function groupByCause(changes: OutputChange[], changedFiles: Iterable<string>, base?: BuildSources, head?: BuildSources): CauseGroup[] {
  const changed = new Set(changedFiles)
  const groups = new Map<string, CauseGroup>()
  for (const change of changes) {
    const causes = causesOf(change, changed, base, head)
    const unknown = causes === undefined ? NO_MANIFEST : causes.length ? undefined : NONE_CHANGED
    const key = unknown ?? causes!.join('\n')
    const group = groups.get(key) ?? { causes: causes ?? [], unknown, changes: [], alike: [] }
    group.changes.push(change)
    groups.set(key, group)
  }
  for (const group of groups.values()) {
    const [first, ...rest] = group.changes.map(changeLines)
    group.alike = (first ?? []).filter((line) => rest.every((lines) => lines.includes(line))).slice(0, 3)
  }
  return [...groups.values()].sort((a, b) => b.changes.length - a.changes.length || a.causes.join().localeCompare(b.causes.join()))
}
