import { relative, sep } from 'node:path'
import type { Root, RootContent } from 'mdast'
import type { Processor } from 'unified'
import type { VFile } from 'vfile'
import { contentError } from './content-error.ts'
import { exportConst, expressionProgram } from './estree.ts'
import { CONTENT_SYNTAX } from './mdx-parser.ts'
import { parseContentFile } from './parse.ts'
import { publishSiteLinks } from './site-links.ts'

/** Every expression left after the check is a `{/* comment *\/}`: out of the tree, so not even the bundle keeps its text. */
function dropComments(node: Root | RootContent): void {
  if (!('children' in node)) return
  node.children = node.children.filter((child) => child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') as typeof node.children
  for (const child of node.children) dropComments(child)
}

export interface RemarkContentOptions {
  /** The project root: files are named from it, local images looked up under its public/. */
  root: string
  /** Under the dev server, the error carries the lines around the problem (Vite shows only the stack there). */
  serving?: boolean
}

/**
 * The content rules inside the build: the first remark plugin of @mdx-js/rollup (vite.config.ts),
 * so every MDX file the site compiles, checked by check:content or not, passes the same check
 * (scripts/build/content/parse.ts) on the very tree that becomes code, before anything is compiled.
 * It refuses the file with `file:line:col: field: message`; a file that passes gets its
 * validated frontmatter as `export const frontmatter = …` and its components' attributes as
 * their schemas type them, both written by the build as literals, never parsed from the file.
 */
export function remarkContent(this: Processor, { root, serving = false }: RemarkContentOptions) {
  // The syntax (frontmatter, GitHub-flavoured Markdown) is part of what this plugin reads, and
  // check:content parses with the same list: nobody can wire one without the other.
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
        attribute.value = { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree: expressionProgram(value) } }
      }
    }
    dropComments(tree)
    publishSiteLinks(tree)
    const yaml = tree.children.findIndex((node) => node.type === 'yaml')
    tree.children.splice(yaml, 1, { type: 'mdxjsEsm', value: '', data: { estree: exportConst('frontmatter', data) } })
  }
}
