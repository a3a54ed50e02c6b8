import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../../../scripts/build/content/parse.ts'
import { fieldAt, locatorOf } from '../../../../scripts/build/content/positions.ts'
import { ROOT, contentCopy } from './fixtures.ts'

/** A valid service whose layout the expected positions below are read from. */
const SAMPLE = readFileSync(join(import.meta.dirname, 'samples/service.mdx'), 'utf8')
const FILE = 'content/es/services/integracion_crms.mdx'

function problemsOf(source: string): string[] {
  return parseContentFile(FILE, source, ROOT).issues.map(formatIssue)
}

describe('a content problem points at its line and column', () => {
  it('the sample is valid as it is', () => {
    expect(problemsOf(SAMPLE)).toEqual([])
  })

  it.each([
    ['a wrong value: at the value', 'order: 3', 'order: first', ['6:8: order: expected a number']],
    ['a value nested in a map', '  backgroundPosition: center', '  backgroundPosition: middle', ['13:23: hero.backgroundPosition: expected one of']],
    [
      'a value in a list item',
      '    image: /images/case-studies/integracion_crms-1.jpg',
      '    image: case.jpg',
      ['22:12: caseStudies[0].image: expected an image path'],
    ],
    [
      'a list item that is a sentence',
      '  - Partimos de tu proceso de ventas.',
      '  - No',
      ['24:5: whyChooseUs[0]: expected at least 5 characters, found 2'],
    ],
    [
      'a list left empty: at its name',
      'whyChooseUs:\n  - Partimos de tu proceso de ventas.',
      'whyChooseUs: []',
      ['23:1: whyChooseUs: expected at least one reason'],
    ],
    ['a missing top-level field: missing, at the first line of the frontmatter', 'buttonLabel: Ver más\n', '', ['1:1: buttonLabel: missing']],
    ['a missing nested field: missing, at its parent', '  title: Integración de CRM | TecnoSoluciones\n', '', ['7:1: meta.title: missing']],
    [
      'a misspelt field in a list item: the item, and the unknown name',
      '  - title: Integraciones a medida',
      '  - titel: Integraciones a medida',
      ['18:5: whatWeOffer[0].title: missing', '18:5: whatWeOffer[0].titel: unknown field'],
    ],
    ['broken YAML: where the parser stopped', 'order: 3', 'order: [3', ['7:1: frontmatter: expected valid YAML']],
    [
      'a component outside the allow-list: its tag in the body',
      '<Approach>',
      '<Script />\n\n<Approach>',
      ['33:1: body: <Script> is not allowed here'],
    ],
    [
      'a second block: the second one',
      '</Approach>',
      '</Approach>\n\n<Description>\nAgain.\n</Description>',
      ['37:1: body: expected exactly one <Description> block, found 2'],
    ],
  ])('%s', (_, find, replace, expected) => {
    expect(SAMPLE).toContain(find)
    const problems = problemsOf(SAMPLE.replace(find, replace))
    expect(problems).toHaveLength(expected.length)
    expected.forEach((start, i) => expect(problems[i]).toMatch(new RegExp(`^${FILE}:${start.replace(/[[\]().]/g, '\\$&')}`)))
  })
})

describe('a problem in a JSON strings file points at its line and column', () => {
  let dir = ''
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  /** The problems check:content finds in `relative` after writing `text` there. */
  function problemsAfterWriting(relative: string, text: string): string[] {
    dir = contentCopy()
    writeFileSync(join(dir, relative), text)
    return checkContent(dir)
      .filter((issue) => issue.file === relative)
      .map(formatIssue)
  }

  it('a key missing from a translation: its parent; a key es lacks: the key', () => {
    const en = [
      '{',
      '  "meta": {',
      '    "title": "About us | TecnoSoluciones",',
      '    "descripton": "We design custom software."',
      '  }',
      '}',
      '',
    ].join('\n')
    expect(problemsAfterWriting('content/en/strings/about.json', en)).toEqual([
      'content/en/strings/about.json:2:3: meta.description: missing translation (present in es)',
      'content/en/strings/about.json:4:5: meta.descripton: not in es (remove it or add it there first)',
    ])
  })

  it('a placeholder es does not have: the value', () => {
    const pt = [
      '{',
      '  "meta": {',
      '    "title": "Política | {{company}}",',
      '    "description": "Como protegemos os seus dados pessoais."',
      '  }',
      '}',
      '',
    ].join('\n')
    expect(problemsAfterWriting('content/pt/strings/politics.json', pt)).toEqual([
      'content/pt/strings/politics.json:3:14: meta.title: expected the placeholders {{}} of es, found {{company}}',
    ])
  })

  it('invalid JSON: where the parser stopped', () => {
    const pt = ['{', '  "meta": {', '    "title": "Sobre nós",', '  }', '}', ''].join('\n')
    expect(problemsAfterWriting('content/pt/strings/about.json', pt)[0]).toMatch(/^content\/pt\/strings\/about\.json:4:3: expected valid JSON/)
  })

  it('an image that does not exist, named in an MDX frontmatter: the value', () => {
    const sample = SAMPLE.replace('image: /images/services/integracion_crms.jpg', 'image: /images/services/missing.jpg')
    expect(problemsAfterWriting(FILE, sample)).toEqual([`${FILE}:5:8: image: expected an image at public/images/services/missing.jpg, found none`])
  })

  it('a field deep in lists and maps (the schema of home.json)', () => {
    const json = JSON.stringify({ testimonials: { items: [{ nombre: 'Ana' }, { nombre: 'Luis', empresa: 'X' }] } }, null, 2)
    expect(locatorOf(json)(['testimonials', 'items', 1, 'empresa'])).toEqual({ line: 9, col: 20 })
    expect(locatorOf(json)(['testimonials', 'items', 1, 'empresa'], 'key')).toEqual({ line: 9, col: 9 })
  })
})

describe('the field written at an offset, the inverse of the locator', () => {
  const yaml = 'title: Hola\nhero:\n  title: Banner\nbenefits:\n  - description: Uno\n  - description: Dos\n'
  it.each([
    ['Hola', 'title'],
    ['Banner', 'hero.title'],
    ['Dos', 'benefits[1].description'],
    ['hero', 'hero'],
  ])('"%s" is in %s', (text, field) => {
    expect(fieldAt(yaml, yaml.indexOf(text) + 1)).toBe(field)
  })

  it('names the key path in JSON too, and nothing between the values', () => {
    const json = '{\n  "meta": {\n    "title": "About us"\n  }\n}\n'
    expect(fieldAt(json, json.indexOf('About'))).toBe('meta.title')
    expect(fieldAt('# a comment\ntitle: x\n', 2)).toBeUndefined()
  })
})
