import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { parseMdx } from '../../../../scripts/build/content/mdx-parser.ts'
import { publishTree } from '../../../../scripts/build/content/remark-content.ts'

/** The URLs of every link, definition and <a href> of a body, after the build's rewrite. */
function publishedUrls(body: string): string[] {
  const parsed = parseMdx('content/es/blog/x.mdx', body)
  if (!parsed.tree || parsed.slips.length) throw new Error(parsed.slips[0]?.message)
  publishTree(parsed.tree)
  const urls: string[] = []
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'link' || node.type === 'definition') urls.push(node.url)
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'a')
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href') urls.push(String(attribute.value))
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(parsed.tree)
  return urls
}

describe("links an editor writes to the site's pages", () => {
  it('are published with the trailing slash hosts serve without a redirect, query and fragment kept', () => {
    expect(publishedUrls('[a](/contact) [b](/en/services/integracion_crms#why) [c](/contact?selected_service=integracion_crms)')).toEqual([
      '/contact/',
      '/en/services/integracion_crms/#why',
      '/contact/?selected_service=integracion_crms',
    ])
  })

  it('are rewritten in reference definitions and in an <a href> too', () => {
    expect(publishedUrls('[a][ref]\n\n[ref]: /about\n\nText <a href="/pt/blog">blog</a>.')).toEqual(['/about/', '/pt/blog/'])
  })

  it('leave alone a file, a page already published, a fragment, another site and other schemes', () => {
    const kept = ['/rss.xml', '/images/blog/x.jpg', '/about/', '#top', 'https://example.com/a', 'mailto:a@b.uy', 'tel:+59800000000']
    expect(publishedUrls(kept.map((url, i) => `[${i}](${url})`).join(' '))).toEqual(kept)
  })
})
