import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { ROOT, contentCopy, editJson, formatWithoutPosition } from './fixtures.ts'

let dir = ''
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))
const problems = () => checkContent(dir).map(formatWithoutPosition)

describe('npm run check:content', () => {
  it('passes on the real content', () => {
    expect(checkContent(ROOT).map(formatWithoutPosition)).toEqual([])
  })

  it('finds a service whose pt translation was removed', () => {
    dir = contentCopy()
    rmSync(join(dir, 'content/pt/services/integracion_crms.mdx'))
    expect(problems()).toEqual(['content/pt/services/integracion_crms.mdx: missing translation of content/es/services/integracion_crms.mdx'])
  })

  it('finds a service that exists in en but not in es', () => {
    dir = contentCopy()
    rmSync(join(dir, 'content/es/services/integracion_crms.mdx'))
    expect(problems()).toEqual(
      expect.arrayContaining(['content/en/services/integracion_crms.mdx: has no es original (expected content/es/services/integracion_crms.mdx)']),
    )
  })

  it('finds a string key missing in a translation, and one only a translation has', () => {
    dir = contentCopy()
    editJson(dir, 'content/en/strings/base.json', (json) => {
      delete json.nav.about
      json.nav.extra = 'Extra'
    })
    expect(problems()).toEqual([
      'content/en/strings/base.json: nav.about: missing translation (present in es)',
      'content/en/strings/base.json: nav.extra: not in es (remove it or add it there first)',
    ])
  })

  it('finds a translation that lost a placeholder', () => {
    dir = contentCopy()
    editJson(dir, 'content/pt/strings/base.json', (json) => (json.footer.copyright = '© TecnoSoluciones'))
    expect(problems()).toEqual(['content/pt/strings/base.json: footer.copyright: expected the placeholders {{company, year}} of es, found {{}}'])
  })

  it('finds an image path with no file under public/', () => {
    dir = contentCopy()
    editJson(dir, 'content/es/strings/home.json', (json) => (json.hero.backgroundImage = '/images/hero/missing.jpg'))
    expect(problems()).toEqual([
      'content/es/strings/home.json: hero.backgroundImage: expected an image at public/images/hero/missing.jpg, found none',
    ])
  })

  it('finds a fourth testimonial', () => {
    dir = contentCopy()
    editJson(dir, 'content/en/strings/home.json', (json) => json.testimonials.items.push(json.testimonials.items[0]))
    expect(problems()).toEqual(expect.arrayContaining(['content/en/strings/home.json: testimonials.items: expected exactly three testimonials']))
  })

  it('reports every problem at once', () => {
    dir = contentCopy()
    rmSync(join(dir, 'content/pt/about.mdx'))
    writeFileSync(join(dir, 'content/en/services/integracion_crms.mdx'), '---\ntitle: x\n---\n')
    expect(problems().length).toBeGreaterThan(5)
  })
})
