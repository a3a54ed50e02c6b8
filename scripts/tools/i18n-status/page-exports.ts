import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Element, ElementContent } from 'hast'
import type { Root, RootContent } from 'mdast'
import { DEFAULT_LANG } from '../../../src/i18n/languages.ts'
import { formatIssue } from '../../build/content/issues.ts'
import type { PreviewChange } from '../../../src/content/translation.ts'
import { withContext, wordDiff } from '../pr-report/word-diff.ts'
import { structureDrift } from './drift.ts'
import type { OutdatedSection } from './freshness.ts'

const sinceText = ({ since }: OutdatedSection) => (since.commit ? `${since.date} ${since.commit} “${since.subject}”` : since.subject)

/** A section behind, as the preview lists it above the page (src/components/translation/TranslationNotice.tsx). */
export function previewChange(item: OutdatedSection): PreviewChange {
  return { heading: item.heading, lines: item.lines, since: sinceText(item), runs: withContext(wordDiff(item.said, item.says, 'es'), 12) }
}

// Inline styles: the marks exist only in the preview, so the site's stylesheet carries nothing for them.
const OUTLINE = 'outline: 3px dashed #b45309; outline-offset: 0.5rem; border-radius: 2px'
const CHANGE = 'margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: #fffbeb; color: #1f2937; border: 1px solid #f59e0b; font-size: 0.9rem'
const REMOVED = 'background: #fee2e2; color: #7f1d1d'
const ADDED = 'background: #dcfce7; color: #14532d'

const text = (value: string): ElementContent => ({ type: 'text', value })
const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})

/** The Spanish change, to go under a closed <details>: one click away, in the section it changed. */
function changeParts(item: OutdatedSection): ElementContent[] {
  const { since, runs } = previewChange(item)
  const words = runs.map((run) =>
    run.removed
      ? element('del', { style: REMOVED }, [text(run.text)])
      : run.added
        ? element('ins', { style: ADDED }, [text(run.text)])
        : text(run.text),
  )
  return [
    element('summary', {}, [text(`The Spanish original of this section changed (${since}): what it said, what it says`)]),
    element('p', { style: 'white-space: pre-wrap; margin: 0.5rem 0 0' }, words),
  ]
}

/**
 * For the preview only: each body section of a translation that is behind is outlined, with the
 * Spanish change first inside it. A section is the top-level nodes on its lines; the wrapper is
 * plain markup (`data.hName`), so no page's list of components needs to know of it.
 */
function outlineSections(tree: Root, behind: readonly OutdatedSection[]): void {
  for (const item of behind) {
    if (!item.section.startsWith('body:')) continue
    const [first, last] = item.lines
    const inside = (node: RootContent) => (node.position?.start.line ?? 0) >= first && (node.position?.start.line ?? 0) <= last
    const start = tree.children.findIndex(inside)
    if (start < 0) continue
    const count = tree.children.slice(start).findIndex((node) => !inside(node))
    const wrapped = tree.children.splice(start, count < 0 ? tree.children.length - start : count)
    const change = { type: 'translationChange', data: { hName: 'details', hProperties: { style: CHANGE }, hChildren: changeParts(item) } }
    const outline = {
      type: 'translationBehind',
      data: { hName: 'div', hProperties: { style: OUTLINE, dataTranslationBehind: item.section } },
      children: [change, ...wrapped],
    }
    tree.children.splice(start, 0, outline as unknown as RootContent)
  }
}

/**
 * What a compiled translation exports for its page's notice (src/components/translation/TranslationNotice.tsx):
 * `translationBehind`, how many of its sections are behind the Spanish original, when any; and in
 * the preview only, each of them with its change (`translationChanges`), where its structure no
 * longer pairs with the original's (`translationDrift`), and each body section behind outlined in
 * place. A file with nothing behind exports nothing more in a build: its page is unchanged.
 */
export function translationExports(
  tree: Root,
  { root, file, source, behind, preview }: { root: string; file: string; source: string; behind: OutdatedSection[]; preview: boolean },
): [name: string, value: unknown][] {
  const exports: [string, unknown][] = behind.length ? [['translationBehind', behind.length]] : []
  if (!preview) return exports
  outlineSections(tree, behind)
  if (behind.length) exports.push(['translationChanges', behind.map(previewChange)])
  const original = file.replace(/^content\/[^/]+\//, `content/${DEFAULT_LANG}/`)
  if (original === file || !existsSync(join(root, original))) return exports
  const drift = structureDrift({ file: original, source: readFileSync(join(root, original), 'utf8') }, { file, source }).map(formatIssue)
  return drift.length ? [...exports, ['translationDrift', drift]] : exports
}
