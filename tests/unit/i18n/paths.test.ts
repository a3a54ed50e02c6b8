import { describe, expect, it } from 'vitest'
import { fileAddress, langFromPath, localePath, neutralPath, publishedPath } from '../../../src/i18n/paths.ts'

describe('localePath', () => {
  it('keeps es unprefixed and prefixes en and pt, every page behind a trailing slash', () => {
    expect(localePath('es', '/services/integracion_crms')).toBe('/services/integracion_crms/')
    expect(localePath('en', '/services/integracion_crms')).toBe('/en/services/integracion_crms/')
    expect(localePath('pt', '/blog/page/2')).toBe('/pt/blog/page/2/')
  })

  it('maps the home page to the bare prefix, with its slash', () => {
    expect(localePath('es', '/')).toBe('/')
    expect(localePath('en', '/')).toBe('/en/')
  })

  it('puts the slash before the query and the fragment, which it keeps', () => {
    expect(localePath('pt', '/contact?selected_service=x')).toBe('/pt/contact/?selected_service=x')
    expect(localePath('es', '/contact?selected_service=x#main')).toBe('/contact/?selected_service=x#main')
    expect(localePath('en', '/?a=1')).toBe('/en/?a=1')
  })

  it('leaves a file its name: the feed, an image', () => {
    expect(localePath('es', '/rss.xml')).toBe('/rss.xml')
    expect(localePath('en', '/rss.xml')).toBe('/en/rss.xml')
    expect(localePath('es', '/images/og/es.jpg')).toBe('/images/og/es.jpg')
  })

  it('accepts a path without its leading slash, and one already in the published form', () => {
    expect(localePath('pt', 'about')).toBe('/pt/about/')
    expect(localePath('en', '/about/')).toBe('/en/about/')
  })
})

describe('publishedPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about/'],
    ['/about/', '/about/'],
    ['/en/about?x=1', '/en/about/?x=1'],
    ['/en/about#team', '/en/about/#team'],
    ['/a/b/c', '/a/b/c/'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/en/404.html', '/en/404.html'],
  ])('%s is published as %s', (path, published) => {
    expect(publishedPath(path)).toBe(published)
  })
})

describe('langFromPath and neutralPath', () => {
  it.each([
    ['/', 'es', '/'],
    ['/about', 'es', '/about'],
    ['/about/', 'es', '/about'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/services/x', 'en', '/services/x'],
    ['/en/services/x/', 'en', '/services/x'],
    ['/pt/', 'pt', '/'],
    ['/es/about', 'es', '/es/about'], // es has no prefix: "/es" is just an unknown page
    ['/english', 'es', '/english'],
  ])('%s is %s, page %s', (path, lang, neutral) => {
    expect(langFromPath(path)).toBe(lang)
    expect(neutralPath(path)).toBe(neutral)
  })

  it('round-trips with localePath', () => {
    for (const lang of ['es', 'en', 'pt'] as const) {
      for (const page of ['/', '/blog', '/services/a_b']) expect(neutralPath(localePath(lang, page))).toBe(page)
    }
  })
})

describe('fileAddress', () => {
  it.each([
    ['index.html', '/'],
    ['en/index.html', '/en/'],
    ['en/about/index.html', '/en/about/'],
    ['404.html', '/404.html'],
    ['rss.xml', '/rss.xml'],
  ])('%s is served at %s', (file, address) => {
    expect(fileAddress(file)).toBe(address)
  })

  it('is where publishedPath points for every page', () => {
    for (const page of ['/', '/en/', '/en/blog/page/2/']) expect(fileAddress(`${page.slice(1)}index.html`)).toBe(publishedPath(page))
  })
})
