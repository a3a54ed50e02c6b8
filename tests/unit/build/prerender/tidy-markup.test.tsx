import fc from 'fast-check'
import { parse, serialize } from 'parse5'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { tidyMarkup } from '../../../../scripts/build/prerender/tidy-markup.ts'

/** The document a browser builds from some markup, written out: what tidying must never change. */
const documentOf = (html: string) => serialize(parse(html))

describe('markup as HTML writes it', () => {
  it('drops the closing slash of void elements, bare boolean attributes, lower-case attribute names', () => {
    expect(tidyMarkup('<meta charSet="utf-8"/><link rel="preload" imageSrcSet="a.avif 1x" fetchPriority="high"/>')).toBe(
      '<meta charset="utf-8"><link rel="preload" imagesrcset="a.avif 1x" fetchpriority="high">',
    )
    expect(tidyMarkup('<input type="checkbox" disabled="" checked=""/> <br/>')).toBe('<input type="checkbox" disabled checked> <br>')
  })

  it('keeps empty values that mean something, and every value as written', () => {
    expect(tidyMarkup('<img alt="" src="/a.png" data-x=\'1 > 0\' title="a &quot;b&quot; />"/>')).toBe(
      '<img alt="" src="/a.png" data-x=\'1 > 0\' title="a &quot;b&quot; />">',
    )
  })

  it('leaves text, comments and the contents of scripts, styles, titles and text areas alone', () => {
    const page = [
      '<title>A <Title/> x</title>',
      '<script type="application/ld+json">{"a":"<Img SRC=\\"x\\"/>"}</script>',
      '<style>.a>.b{content:"<br/>"}</style>',
      '<!-- <meta A="1"/> --><!--$--><p>x &lt;Y z=""/&gt;</p><!--/$-->',
      '<textarea><B disabled=""/></textarea>',
    ].join('')
    expect(tidyMarkup(page)).toBe(page)
  })

  it('keeps svg and math as written: their attribute names have case, their slashes close', () => {
    const svg = '<svg viewBox="0 0 4 4" aria-hidden="true"><path d="M0 0"/><circle r="1"/></svg><math><mrow mathVariant="bold"/></math>'
    expect(tidyMarkup(`${svg}<br/>`)).toBe(`${svg}<br>`)
  })

  it('leaves the rest as written after svg that holds HTML, whose parsing it does not follow', () => {
    const page = '<br/><svg><foreignObject><div hidden=""/></foreignObject></svg><textarea><br/></textarea><img/>'
    expect(tidyMarkup(page)).toBe(page.replace('<br/>', '<br>'))
  })

  it('gives a browser the same document as React’s markup for a page’s worth of elements', () => {
    const react = renderToString(
      <html lang="es">
        <head>
          <meta charSet="utf-8" />
          <link rel="preload" as="image" imageSrcSet="/a-320.avif 320w" imageSizes="92vw" fetchPriority="high" />
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"name":"a < b"}' }} />
        </head>
        <body>
          <label>
            <input type="checkbox" disabled checked readOnly /> Medir
          </label>
          <img src="/a.png" alt="" width={4} height={4} />
          <svg viewBox="0 0 4 4">
            <path d="M0 0h4" />
          </svg>
          <p>{'x <y z=""/> & more'}</p>
          <textarea defaultValue="<b/>" required />
        </body>
      </html>,
    )
    const tidy = tidyMarkup(react)
    expect(tidy).not.toMatch(/<(meta|link|img|input)[^>]*\/>/)
    expect(tidy).toContain('<input type="checkbox" disabled readonly checked>')
    expect(tidy).toContain('imagesrcset="/a-320.avif 320w" imagesizes="92vw" fetchpriority="high">')
    expect(documentOf(tidy)).toBe(documentOf(react))
  })

  it('never changes the document a browser builds, whatever the markup (fast-check)', () => {
    const name = fc.constantFrom(
      'div',
      'p',
      'input',
      'br',
      'img',
      'meta',
      'svg',
      'SVG',
      'path',
      'script',
      'Script',
      'style',
      'title',
      'textarea',
      'TEXTAREA',
      'math',
      'mi',
      'foreignObject',
    )
    const attribute = fc.tuple(
      fc.constantFrom('disabled', 'checked', 'alt', 'viewBox', 'fetchPriority', 'data-x', 'hidden', 'mathVariant'),
      fc.constantFrom('', 'x', 'a > b', '0 0 4 4', 'a/b'),
    )
    const tag = fc
      .tuple(name, fc.array(attribute, { maxLength: 3 }), fc.boolean())
      .map(([tagName, attrs, selfClosing]) => `<${tagName}${attrs.map(([n, v]) => ` ${n}="${v}"`).join('')}${selfClosing ? '/' : ''}>`)
    const piece = fc.oneof(
      tag,
      fc.constantFrom('</div>', '</svg>', '</math>', '</script>', '</style>', '</title>', '</textarea>', '<!-- x -->', 'text', ' < ', '&amp;'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (pieces) => {
        const html = `<!DOCTYPE html><html><head></head><body>${pieces.join('')}</body></html>`
        expect(documentOf(tidyMarkup(html))).toBe(documentOf(html))
      }),
      { numRuns: 2000 },
    )
  })
})
