import { relative, sep } from 'node:path'
import type { Program, VariableDeclaration } from 'estree'
import { valueToEstree } from 'estree-util-value-to-estree'
import type { Root, RootContent } from 'mdast'
import type { Processor } from 'unified'
import type { VFile } from 'vfile'
import { publishedPath } from '../../../src/i18n/paths.ts'
import type { Lag } from '../../tools/i18n-status/lag.ts'
import { translationExports } from '../../tools/i18n-status/page-exports.ts'
import { contentError } from './content-error.ts'
import { CONTENT_SYNTAX } from './mdx-parser.ts'
import { parseContentFile } from './parse.ts'

/** A program of one statement, for an MDX ESM node or attribute value. */
const program = (statement: Program['body'][number]): Program => ({ type: 'Program', sourceType: 'module', body: [statement] })

/** `export const <name> = <value>` as an MDX ESM node: what a compiled content file exports besides its body. */
export function exportConst(name: string, value: unknown): RootContent {
  const declaration: VariableDeclaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
  }
  return {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: program({ type: 'ExportNamedDeclaration', specifiers: [], source: null, attributes: [], declaration }) },
  }
}

/** A URL as published: a path on this site, as content may write one (`/contact`, not `//host` nor `/\host`), as `publishedPath` gives it. */
const published = (url: string) => (url.startsWith('/') && !/^\/[/\\]/.test(url) ? publishedPath(url) : url)

/**
 * A checked tree as published: links to a page of the site, in Markdown or `<a href>`, as hosts serve them with no redirect
 * (`/contact/`), and out of the tree every expression left, a `{/* comment *\/}`, so that not even the bundle keeps its text.
 */
export function publishTree(node: Root | RootContent): void {
  if (node.type === 'link' || node.type === 'definition') node.url = published(node.url)
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a') {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string')
        attribute.value = published(attribute.value)
    }
  }
  if (!('children' in node)) return
  node.children = node.children.filter((child) => child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') as typeof node.children
  for (const child of node.children) publishTree(child)
}

/**
 * The content check as the first remark plugin of the MDX pipeline, on the very tree that becomes code: it refuses a file with its problems, and
 * writes a good one's frontmatter (`export const frontmatter`) and components' typed attributes as literals. `serving`: the error carries the lines
 * around the problem, as Vite shows only the stack under the dev server. `lag`: the sections of a translation behind its original, which the page's
 * notice tells (page-exports.ts).
 */
export function remarkContent(this: Processor, { root, serving = false, lag }: { root: string; serving?: boolean; lag?: Lag }) {
  // The syntax is part of what this plugin reads, so nobody can wire one without the other.
  for (const syntax of CONTENT_SYNTAX) syntax.call(this)
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    // A file with no path is not a content file: parseContentFile refuses it as unexpected.
    const name = file.path ? relative(root, file.path).split(sep).join('/') : '(no file)'
    const { data, issues, props } = parseContentFile(name, source, root, tree)
    if (issues.length) throw contentError(root, issues, source, serving)
    for (const [element, values] of props) {
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof values[attribute.name] === 'string') continue
        const value = values[attribute.name]
        const estree = program({ type: 'ExpressionStatement', expression: valueToEstree(value) })
        attribute.value = { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } }
      }
    }
    publishTree(tree)
    if (lag)
      tree.children.push(
        ...translationExports(tree, { root, file: name, source, behind: lag(name), preview: serving }).map(([n, v]) => exportConst(n, v)),
      )
    const yaml = tree.children.findIndex((node) => node.type === 'yaml')
    tree.children.splice(yaml, 1, exportConst('frontmatter', data))
  }
}
