import type { Root, RootContent } from 'mdast'
import { publishedPath } from '../../../src/i18n/paths.ts'

/** A path on this site, as content may write one (`/contact`), not `//host` nor `/\host`. */
const isSitePath = (url: string) => url.startsWith('/') && !/^\/[/\\]/.test(url)

const published = (url: string) => (isSitePath(url) ? publishedPath(url) : url)

/** Links to a page of the site, in Markdown or `<a href>`, as hosts serve them with no redirect (`/contact/`), on a checked tree. */
export function publishSiteLinks(node: Root | RootContent): void {
  if (node.type === 'link' || node.type === 'definition') node.url = published(node.url)
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a') {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string')
        attribute.value = published(attribute.value)
    }
  }
  if ('children' in node) for (const child of node.children) publishSiteLinks(child)
}
