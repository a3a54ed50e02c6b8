import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LANG, LANGS } from '../../../src/i18n/languages.ts'
import type { ContentIssue } from '../../build/content/issues.ts'
import { sectionsOf, type Section } from './sections.ts'

/** A section's shape in words: "a ### heading, with <Callout>". */
function described(shape: string): string {
  const [kind = '', ...components] = shape.split(' ')
  const what = kind === 'lead' ? 'text before any heading' : `a ${'#'.repeat(Number(kind.slice(1)))} heading`
  return components.length ? `${what}, with ${components.map((c) => `<${c}>`).join(', ')}` : `${what}, with no component`
}

/** A body section as people read it: its heading, or where it stands. */
const named = (section: Section) => (section.id === 'body:0' ? 'the text before the first heading' : `"${section.label}"`)

/**
 * Where a translation's structure no longer pairs with its Spanish original's (docs/decisions.md,
 * "Translations kept up section by section"): a body section or a field one has and the other
 * lacks, a heading of another level, a component one section uses and the other does not. Each is
 * a warning at the translation's line, never an error: the sections after it may pair wrongly
 * until it is fixed, and the translator is told which. A file that cannot be read pairs nothing
 * and says nothing here: the check reports its syntax once.
 */
export function structureDrift(original: { file: string; source: string }, translation: { file: string; source: string }): ContentIssue[] {
  const [from, to] = [sectionsOf(original.file, original.source), sectionsOf(translation.file, translation.source)]
  if ('unreadable' in from || 'unreadable' in to) return []
  const theirs = new Map(from.sections.map((section) => [section.id, section]))
  const ours = new Map(to.sections.map((section) => [section.id, section]))
  const lastLine = Math.max(1, ...to.sections.map((section) => section.lines[1]))
  const at = (section: Section | undefined) => ({ line: section?.lines[0] ?? lastLine, col: 1 })
  const warnings: ContentIssue[] = []
  for (const section of from.sections) {
    const mine = ours.get(section.id)
    if (!section.id.startsWith('body:')) {
      if (!mine)
        warnings.push({
          file: translation.file,
          field: section.id,
          message: `the Spanish original has this field (${original.file}:${section.lines[0]}); the translation lacks it`,
          ...at(undefined),
        })
      continue
    }
    if (!mine) {
      warnings.push({
        file: translation.file,
        field: section.id,
        message: `the Spanish original has a section here, ${named(section)} (${original.file}:${section.lines[0]}), that the translation lacks`,
        ...at(undefined),
      })
    } else if (mine.shape !== section.shape) {
      warnings.push({
        file: translation.file,
        field: section.id,
        message: `${named(mine)} pairs with ${named(section)} (${original.file}:${section.lines[0]}), which is ${described(section.shape)}; the translation's is ${described(mine.shape)}`,
        ...at(mine),
      })
    }
  }
  for (const section of to.sections) {
    if (theirs.has(section.id) || !section.id.startsWith('body:')) continue
    warnings.push({
      file: translation.file,
      field: section.id,
      message: `${named(section)} pairs with no section of the Spanish original (${original.file})`,
      ...at(section),
    })
  }
  return warnings
}

/** Every MDX file under content/<lang>/, relative to content/<lang>/. */
function mdxFilesOf(root: string, lang: string): string[] {
  const dir = join(root, 'content', lang)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.split('\\').join('/'))
    .sort()
}

/** The structure drift of every translation of content/ against its Spanish original, as warnings. */
export function driftWarnings(root: string): ContentIssue[] {
  return mdxFilesOf(root, DEFAULT_LANG).flatMap((name) => {
    const original = { file: `content/${DEFAULT_LANG}/${name}`, source: readFileSync(join(root, 'content', DEFAULT_LANG, name), 'utf8') }
    return LANGS.filter((lang) => lang !== DEFAULT_LANG).flatMap((lang) => {
      const path = join(root, 'content', lang, name)
      return existsSync(path) ? structureDrift(original, { file: `content/${lang}/${name}`, source: readFileSync(path, 'utf8') }) : []
    })
  })
}
