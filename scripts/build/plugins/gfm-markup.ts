import type { Element, ElementContent, Root, RootContent } from 'hast'

/** GFM as the site writes it: a column's alignment as `data-align`, not the obsolete `align`; a task's checkbox labelled by its text. */
export const gfmMarkup = () => (tree: Root) => visit(tree)

const isElement = (node: RootContent | ElementContent | undefined): node is Element => node?.type === 'element'
const isCheckbox = (node: ElementContent | undefined) => isElement(node) && node.tagName === 'input' && node.properties.type === 'checkbox'

/** What a label may not hold: flow content, which ends the item's first line (a nested list). */
const FLOW = new Set(['ul', 'ol', 'p', 'div', 'pre', 'blockquote', 'table', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr'])

function visit(node: Root | Element): void {
  if (node.type === 'element') {
    if ((node.tagName === 'td' || node.tagName === 'th') && node.properties.align) {
      node.properties.dataAlign = node.properties.align
      delete node.properties.align
    }
    if (node.tagName === 'li') labelCheckbox(node)
  }
  for (const child of node.children) if (isElement(child)) visit(child)
}

/** The checkbox of a task list's item (first in it, or in its first paragraph) and its text, in a label. */
function labelCheckbox(item: Element): void {
  const paragraph = item.children.find(isElement)
  const holder = paragraph?.tagName === 'p' ? paragraph : item
  const start = holder.children.findIndex(isCheckbox)
  if (start < 0) return
  const flow = holder.children.findIndex((child, i) => i > start && isElement(child) && FLOW.has(child.tagName))
  const end = flow < 0 ? holder.children.length : flow
  holder.children.splice(start, end - start, { type: 'element', tagName: 'label', properties: {}, children: holder.children.slice(start, end) })
}
