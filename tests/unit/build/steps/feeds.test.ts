// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { PostSummary } from '../../../../src/content/schemas.ts'
import { site } from '../../../../src/site.ts'
import type { BlogStrings } from '../../../../scripts/build/steps/blog.ts'
import { feedPath, rssFeed } from '../../../../scripts/build/steps/feeds.ts'
import { sitemapXml } from '../../../../scripts/build/steps/sitemap.ts'
import { xmlErrors } from '../../../support/xml.ts'

const strings: BlogStrings = {
  meta: { title: 'TecnoSoluciones Blog', description: 'Articles on custom software.' },
  title: 'Blog',
  tags: { crm: 'CRM', integraciones: 'Integrations' },
  authors: { 'martin-rodriguez': { name: 'Martín Rodríguez', role: 'Engineer' } },
}

const post = (slug: string, date: string, title: string, updated?: string): PostSummary => ({
  slug,
  date,
  updated,
  title,
  description: `What ${title} is about, in a sentence long enough for a card & a feed <item>.`,
  author: 'martin-rodriguez',
  tags: ['crm', 'integraciones'],
  image: `/images/blog/${slug}.jpg`,
  readingMinutes: 4,
})

/** The feed read by a real XML parser (jsdom's): a malformed feed throws here, as in a reader. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'text/xml')
  const error = doc.querySelector('parsererror')
  if (error) throw new Error(error.textContent ?? 'XML parse error')
  return doc
}

describe('the RSS feed', () => {
  const xml = rssFeed('en', [post('newer', '2026-09-22', 'Q&A: "CRM" <basics>', '2026-10-01'), post('older', '2026-06-10', 'Older')], strings)
  const doc = parse(xml)
  const items = [...doc.querySelectorAll('item')]
  const text = (el: Element | Document, selector: string) => el.querySelector(selector)?.textContent

  it('is RSS 2.0 in the language, linking its own absolute URL', () => {
    expect(doc.documentElement.tagName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    expect(text(doc, 'channel > language')).toBe('en-US')
    expect(text(doc, 'channel > title')).toBe('TecnoSoluciones Blog')
    expect(text(doc, 'channel > link')).toBe(`${site.url}/en/blog/`)
    expect(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(`${site.url}/en/rss.xml`)
  })

  it('has one item per post in the given order, with absolute link, pubDate, description, author and tags', () => {
    expect(items).toHaveLength(2)
    const [first] = items
    expect(text(first!, 'title')).toBe('Q&A: "CRM" <basics>') // escaped in the XML, intact once parsed
    expect(text(first!, 'link')).toBe(`${site.url}/en/blog/newer/`)
    expect(text(first!, 'guid')).toBe(`${site.url}/en/blog/newer/`)
    expect(text(first!, 'pubDate')).toBe('Tue, 22 Sep 2026 00:00:00 GMT')
    expect(new Date(text(first!, 'pubDate')!).toISOString()).toBe('2026-09-22T00:00:00.000Z')
    expect(text(first!, 'description')).toContain('a card & a feed <item>.')
    expect(first!.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent).toBe('Martín Rodríguez')
    expect([...first!.querySelectorAll('category')].map((c) => c.textContent)).toEqual(['CRM', 'Integrations'])
    expect(text(items[1]!, 'link')).toBe(`${site.url}/en/blog/older/`)
  })

  it('dates the channel by its newest change, an update included', () => {
    expect(text(doc, 'channel > lastBuildDate')).toBe('Thu, 01 Oct 2026 00:00:00 GMT')
  })

  it('is still valid with no posts', () => {
    const empty = parse(rssFeed('pt', [], strings))
    expect(empty.querySelectorAll('item')).toHaveLength(0)
    expect(text(empty, 'channel > language')).toBe('pt-BR')
  })

  it('is served under each language prefix', () => {
    expect(['es', 'en', 'pt'].map((lang) => feedPath(lang as 'es'))).toEqual(['/rss.xml', '/en/rss.xml', '/pt/rss.xml'])
  })
})

describe('the feeds and the sitemap are XML by construction', () => {
  // Every character XML 1.0 cannot hold, and markup, in every text a feed carries: check:content
  // refuses them at their line, and whatever reaches the feed anyway is dropped, never written raw.
  const hostile = 'A\u0000B\u0008C\u000BD\u000CE\u001FF\uFFFEG\uFFFFH\uD800I <tag> & "q" \'a\' ]]> \u0085 ok'

  it('a feed whose every text holds what XML cannot hold still parses, with that text minus those characters', () => {
    const xml = rssFeed('es', [post('p', '2026-01-01', hostile)], {
      meta: { title: hostile, description: hostile },
      title: hostile,
      tags: { crm: hostile, integraciones: 'Integraciones' },
      authors: { 'martin-rodriguez': { name: hostile, role: hostile } },
    })
    expect(xmlErrors(xml)).toEqual([])
    expect(parse(xml).querySelector('item > title')?.textContent).toBe('ABCDEFGHI <tag> & "q" \'a\' ]]> \u0085 ok')
  })

  it('a feed written raw, as before, is refused by the same parser: the test can fail', () => {
    expect(xmlErrors(`<rss><channel><title>${'Un título\u000Cde prueba'}</title></channel></rss>`)).toEqual([
      expect.stringContaining('disallowed character'),
    ])
  })

  it('the sitemap parses with any path the build rendered', () => {
    expect(xmlErrors(sitemapXml(['/blog/a&b', '/en/about', '/blog/x\u000Cy']))).toEqual([])
  })
})
