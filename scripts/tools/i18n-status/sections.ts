import { fieldPath } from '../../build/content/issues.ts'
import { leafPaths, locatorOf, pathOf, valueAt } from '../../build/content/positions.ts'
import { readFrontmatter } from '../../build/content/frontmatter.ts'

/**
 * One part of a content file that a translation keeps up with on its own: a frontmatter field, a
 * section of the body, a key of a strings file. A translation's parts pair with its Spanish
 * original's by their place in the structure (`id`), never by their words, so a translated
 * heading pairs with its original (docs/decisions.md, "Translations kept up section by section").
 */
export interface Section {
  /**
   * Its place, the same in every language: a field (`title`, `meta.description`, `benefits[2].title`),
   * a strings key (`nav.home`), or a body section by its order (`body:0` before the first heading,
   * `body:1` the first `##` or `###` heading and what follows it).
   */
  id: string
  /** What a translator reads it as: the heading as written (`## Qué cambia`), or the field. */
  label: string
  /** Its first and last line in the file, 1-based. */
  lines: [number, number]
  /** Its text, as compared from version to version: trailing spaces and blank lines around it left out. */
  text: string
  /** What must match between the original and a translation: a heading's level and the components a section uses. */
  shape: string
}

/** A file's sections, or why it has none to pair (a syntax slip: the check says the rest). */
export type Sections = { sections: Section[] } | { unreadable: string }

/**
 * A frontmatter value a translator writes: text, not a path, a day, a number or a key (`crm`,
 * `lucia-fernandez`, lowercase: "Innovation" and "Innovación" are both text, so fields pair).
 */
const isProse = (value: unknown): value is string =>
  typeof value === 'string' && !/^\//.test(value) && !/^\d{4}-\d{2}-\d{2}$/.test(value) && !/^[a-z0-9][a-z0-9_-]*$/.test(value)

const HEADING = /^(#{2,3})[ \t]+(.+?)[ \t]*#*[ \t]*$/
const FENCE = /^[ \t]*(```|~~~)/
const COMPONENT = /<([A-Z][\w.]*)/g

const tidy = (text: string) => text.replace(/[ \t]+$/gm, '').trim()

/** A body's text as a visitor reads it and a translator translates it: without editors' notes (`{/* … *\/}`, which the build drops). */
const withoutNotes = (text: string) => text.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')

/** The components a piece of MDX uses, each once, sorted. */
const componentsIn = (text: string) => [...new Set([...text.matchAll(COMPONENT)].map((m) => m[1] as string))].sort()

/** The sections of an MDX body that starts at line `firstLine` of its file: what comes before the first heading, then each heading with what follows it. */
function bodySections(body: string, firstLine: number): Section[] {
  const lines = body.split('\n')
  const starts: { at: number; level: number; heading: string }[] = [{ at: 0, level: 0, heading: '' }]
  let fenced = false
  for (const [i, line] of lines.entries()) {
    if (FENCE.test(line)) fenced = !fenced
    const heading = fenced ? null : HEADING.exec(line)
    if (heading) starts.push({ at: i, level: (heading[1] as string).length, heading: line.trim() })
  }
  return starts.flatMap(({ at, level, heading }, n) => {
    const end = (starts[n + 1]?.at ?? lines.length) - 1
    const text = tidy(withoutNotes(lines.slice(at, end + 1).join('\n')))
    // Nothing before the first heading: no section there.
    if (n === 0 && !text) return []
    const last = at + lines.slice(at, end + 1).findLastIndex((line) => line.trim() !== '')
    return [
      {
        id: `body:${n}`,
        label: heading || '(before the first heading)',
        lines: [firstLine + at, firstLine + Math.max(at, last)] as [number, number],
        text,
        shape: [level ? `h${level}` : 'lead', ...componentsIn(text)].join(' '),
      },
    ]
  })
}

/**
 * The leaves of a YAML or JSON value that a translator writes, each at its line (`lineOffset` lines
 * into its file); at line 0 without `lines`, which parse the text once more for nothing a comparison reads.
 */
function fieldSections(data: unknown, text: string, lineOffset: number, keep: (value: unknown) => boolean, lines: boolean): Section[] {
  const locate = lines ? locatorOf(text, lineOffset) : () => ({ line: 0, col: 0 })
  return leafPaths(data).flatMap((field) => {
    const value = valueAt(data, field)
    if (!keep(value)) return []
    const { line } = locate(pathOf(field))
    const span = String(value).split('\n').length
    return [
      { id: field, label: fieldPath(pathOf(field)), lines: [line, line + Math.max(0, span - 1)] as [number, number], text: String(value), shape: '' },
    ]
  })
}

/**
 * The sections of a content file by its path: an MDX page's fields and body, a strings file's keys;
 * none for anything else. `lines: false` leaves the fields' lines out (0), for a comparison of texts.
 */
export function sectionsOf(file: string, source: string, { lines = true }: { lines?: boolean } = {}): Sections {
  if (file.endsWith('.json')) {
    try {
      return { sections: fieldSections(JSON.parse(source), source, 0, (value) => typeof value === 'string', lines) }
    } catch (error) {
      return { unreadable: `expected valid JSON (${(error as Error).message.split('\n')[0]})` }
    }
  }
  if (!file.endsWith('.mdx')) return { sections: [] }
  const { data, yaml, bodyStart, issues } = readFrontmatter(file, source)
  if (issues.length || bodyStart === undefined) return { unreadable: issues[0]?.message ?? 'expected frontmatter between two --- lines' }
  const bodyLine = source.slice(0, bodyStart).split('\n').length
  return { sections: [...fieldSections(data, yaml, 1, isProse, lines), ...bodySections(source.slice(bodyStart), bodyLine)] }
}
