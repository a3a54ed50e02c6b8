import { describe, expect, it } from 'vitest'
import { langFromPath, localePath, neutralPath } from '../../../src/i18n/paths'

describe('localePath', () => {
  it('keeps es unprefixed and prefixes en and pt', () => {
    expect(localePath('es', '/services/integracion_crms')).toBe('/services/integracion_crms')
    expect(localePath('en', '/services/integracion_crms')).toBe('/en/services/integracion_crms')
    expect(localePath('pt', '/contact?selected_service=x')).toBe('/pt/contact?selected_service=x')
  })

  it('maps the home page to the bare prefix', () => {
    expect(localePath('es', '/')).toBe('/')
    expect(localePath('en', '/')).toBe('/en')
  })

  it('accepts a path without its leading slash', () => {
    expect(localePath('pt', 'about')).toBe('/pt/about')
  })
})

describe('langFromPath and neutralPath', () => {
  it.each([
    ['/', 'es', '/'],
    ['/about', 'es', '/about'],
    ['/en', 'en', '/'],
    ['/en/services/x', 'en', '/services/x'],
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
