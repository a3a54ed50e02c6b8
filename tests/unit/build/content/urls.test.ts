import { describe, expect, it } from 'vitest'
import { urlProblem } from '../../../../scripts/build/content/urls.ts'

/**
 * The site-relative rule as a browser applies it: each URL is what content wrote (entities already
 * decoded by the MDX parser: `&#9;` is a tab here), judged by where Node's WHATWG URL parser (the
 * browsers' own algorithm) resolves it against the site's origin.
 */
const OFF_SITE = [
  ['/\t/evil.example/x', 'https://evil.example/x'],
  ['/\n/evil.example/x', 'https://evil.example/x'],
  ['/\r\n/evil.example/x', 'https://evil.example/x'],
  ['//evil.example/x', 'https://evil.example/x'],
  ['/\\evil.example/x', 'https://evil.example/x'],
  ['  //evil.example/x', 'https://evil.example/x'],
] as const

describe('a URL that a browser opens on another site', () => {
  it.each(OFF_SITE)('%j is refused, saying where it goes', (url, goes) => {
    expect(urlProblem(url)).toContain(`which a browser opens as ${goes}: another site`)
    // And the browser agrees: resolved against any page of the site, it leaves the origin.
    expect(new URL(url, 'https://www.tecnosoluciones.example/blog/x').origin).not.toBe('https://www.tecnosoluciones.example')
  })
})

describe('a URL a browser reads differently from how it is written', () => {
  it.each([
    ['\\/evil.example/x', 'expected a URL starting with https:, http:, mailto:, tel:, / or #, found "\\/evil.example/x"'],
    [
      '/%2F/evil.example',
      'expected a path on this site written plainly, found "/%2F/evil.example": no encoded slash, backslash or control character (%2F, %5C, %09…)',
    ],
    [
      '/%2f/evil.example',
      'expected a path on this site written plainly, found "/%2f/evil.example": no encoded slash, backslash or control character (%2F, %5C, %09…)',
    ],
    [
      '/%5C/evil.example',
      'expected a path on this site written plainly, found "/%5C/evil.example": no encoded slash, backslash or control character (%2F, %5C, %09…)',
    ],
    ['/%09/x', 'expected a path on this site written plainly, found "/%09/x": no encoded slash, backslash or control character (%2F, %5C, %09…)'],
    ['/con\ttact', 'expected a URL without a tab or line break inside, found "/con\\ttact" (a browser reads "/contact")'],
  ])('%j is refused', (url, message) => {
    expect(urlProblem(url)).toBe(message)
  })
})

describe('a scheme that runs code, in any case and spacing', () => {
  it.each([
    ['javascript:alert(1)', ''],
    ['JaVaScRiPt:alert(1)', ', which a browser reads as "javascript:alert(1)"'],
    [' javascript:alert(1)', ''],
    ['\u0001javascript:alert(1)', ', which a browser reads as "javascript:alert(1)"'],
    ['java\tscript:alert(1)', ', which a browser reads as "javascript:alert(1)"'],
    ['java\nscript:alert(1)', ', which a browser reads as "javascript:alert(1)"'],
    ['data:text/html,<script>alert(1)</script>', ''],
    ['vbscript:msgbox(1)', ''],
  ])('%j is refused', (url, reads) => {
    const written = url.replace('\t', '\\t').replace('\n', '\\n').replace('\u0001', '\\u0001')
    expect(urlProblem(url)).toBe(`expected a URL starting with https:, http:, mailto:, tel:, / or #, found "${written}"${reads}`)
  })
})

describe('benign controls', () => {
  it.each([
    '/about',
    '/contact?service=integracion_crms',
    '/images/blog/que-implica-integrar-un-crm.jpg',
    '/blog/a%20b',
    '/x?next=%2Fabout',
    '#top',
    ' /contact ',
    'https://example.com/a?b#c',
    'HTTPS://EXAMPLE.COM/',
    'http://example.com',
    'mailto:ventas@example.com?subject=Consulta%20CRM',
    'tel:+59821234567',
  ])('%j is allowed', (url) => {
    expect(urlProblem(url)).toBeUndefined()
  })

  it('a relative path without its slash, or a query alone, is refused: it means another page on each page', () => {
    expect(urlProblem('contact')).toBeDefined()
    expect(urlProblem('?page=2')).toBeDefined()
  })
})

describe('a URL a message quotes', () => {
  it('is cut to its start and … to fit one line: a pasted address of 3,000 characters', () => {
    expect(urlProblem(`javascript:${'a'.repeat(3000)}`)).toBe(
      `expected a URL starting with https:, http:, mailto:, tel:, / or #, found "javascript:${'a'.repeat(48)}…"`,
    )
  })
})
