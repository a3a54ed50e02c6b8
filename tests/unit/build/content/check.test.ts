import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { readStrings } from '../../../../scripts/build/content/files.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { checkPosts } from '../../../../scripts/build/content/post-files.ts'
import { ROOT, contentCopy, editJson, formatWithoutPosition } from './fixtures.ts'

let dir = ''
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))
const problems = () => checkContent(dir).map(formatWithoutPosition)

describe('npm run check:content', () => {
  it('passes on the real content', () => {
    expect(checkContent(ROOT).map(formatWithoutPosition)).toEqual([])
  })

  it('names a byte order mark as check:content, the build and the dev server read the file: the same line each, and no other', () => {
    dir = contentCopy()
    const post = 'content/en/blog/que-implica-integrar-un-crm.mdx'
    const base = 'content/pt/strings/base.json'
    for (const file of [post, base]) writeFileSync(join(dir, file), `\uFEFF${readFileSync(join(dir, file), 'utf8')}`)
    const postLine = `${post}:1:1: frontmatter: expected the file to start with ---, found a byte order mark (U+FEFF) before it: save the file as UTF-8 without BOM`
    const baseLine = `${base}:1:1: expected JSON, found a byte order mark (U+FEFF) before it: save the file as UTF-8 without BOM`
    expect(checkContent(dir).map(formatIssue)).toEqual([postLine, baseLine])
    // The build's and the dev server's lists of posts, and the strings they load.
    expect(checkPosts(dir, 'en').broken.flatMap((broken) => broken.issues.map(formatIssue))).toEqual([postLine])
    expect(() => readStrings(dir, 'pt')).toThrow(baseLine)
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
