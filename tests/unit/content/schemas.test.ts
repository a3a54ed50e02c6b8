import { describe, expect, it } from 'vitest'
import { formatIssue } from '../../../scripts/build/content/issues.ts'
import { parseContentFile } from '../../../scripts/build/content/parse.ts'
import { serviceKeysOf } from '../../../scripts/build/content/files.ts'
import { LANGS } from '../../../src/i18n/languages.ts'
import { ROOT, formatWithoutPosition, mdx, realBody, realFrontmatter } from '../build/content/fixtures.ts'

const SERVICE = 'content/pt/services/integracion_crms.mdx'
const ABOUT = 'content/en/about.mdx'
const POLICY = 'content/es/privacy-policy.mdx'

/** The issues of a file made from a real one after `edit`, formatted as the build prints them. */
function issuesAfter(relative: string, edit: (data: any) => void, body = realBody(relative)): string[] {
  const data = realFrontmatter(relative)
  edit(data)
  return parseContentFile(relative, mdx(data, body), ROOT).issues.map(formatWithoutPosition)
}

describe('the real content', () => {
  const files = LANGS.flatMap((lang) => [
    ...serviceKeysOf(ROOT, lang).map((key) => `content/${lang}/services/${key}.mdx`),
    `content/${lang}/about.mdx`,
    `content/${lang}/privacy-policy.mdx`,
  ])

  it.each(files)('%s passes its schema', (file) => {
    expect(issuesAfter(file, () => {})).toEqual([])
  })

  it('has the service hero heights: 450px, 400px, 400px, none for the others', () => {
    const heights = Object.fromEntries(
      serviceKeysOf(ROOT, 'es').map((key) => [key, (realFrontmatter(`content/es/services/${key}.mdx`).hero as { height?: string }).height]),
    )
    expect(heights).toEqual({
      contenido_multilingue: '400px',
      creacion_paginas_web: '450px',
      integracion_crms: undefined,
      soporte_automatizado: '400px',
      transformacion_digital: undefined,
    })
  })
})

describe('a broken service file names the file and the field', () => {
  it.each([
    ['a hero height with no unit', (d: any) => (d.hero.height = '400'), 'hero.height: expected a CSS length like "400px" or "50vh"'],
    ['a missing title', (d: any) => delete d.title, 'title: missing'],
    ['an image outside /images/', (d: any) => (d.caseStudies[1].image = 'case.jpg'), 'caseStudies[1].image: expected an image path'],
    ['an empty list of reasons', (d: any) => (d.whyChooseUs = []), 'whyChooseUs: expected at least one reason'],
    [
      'a position that is not top, center or bottom',
      (d: any) => (d.hero.backgroundPosition = 'middle'),
      'hero.backgroundPosition: expected one of "top", "center", "bottom"',
    ],
    ['an order given as text', (d: any) => (d.order = 'first'), 'order: expected a number'],
    ['a benefit without a description', (d: any) => delete d.benefits[0].description, 'benefits[0].description: missing'],
  ])('%s', (_, edit, expected) => {
    const issues = issuesAfter(SERVICE, edit)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toContain(`${SERVICE}: ${expected}`)
  })

  it('a misspelt field: the unknown name and the missing one', () => {
    const issues = issuesAfter(SERVICE, (d) => ((d.buttonLabl = d.buttonLabel), delete d.buttonLabel))
    expect(issues).toEqual([
      `${SERVICE}: buttonLabel: missing`,
      `${SERVICE}: buttonLabl: unknown field (check its spelling against content/README.md)`,
    ])
  })

  it('a component outside the allow-list in the body', () => {
    const issues = issuesAfter(SERVICE, () => {}, `${realBody(SERVICE)}\n<Script />\n`)
    expect(issues).toEqual([
      `${SERVICE}: body: <Script> is not allowed here (allowed: components Description, Approach, Video and basic inline HTML)`,
    ])
  })

  it('a body without its <Approach> block', () => {
    const body = realBody(SERVICE).replace(/<Approach>[\s\S]*<\/Approach>/, '')
    expect(issuesAfter(SERVICE, () => {}, body)).toEqual([`${SERVICE}: body: expected exactly one <Approach> block, found 0`])
  })

  it('lists every problem of a file, not only the first', () => {
    expect(issuesAfter(SERVICE, (d) => ((d.title = ''), (d.hero.height = 'tall')))).toHaveLength(2)
  })
})

describe('about and privacy policy', () => {
  it('about must keep the five values in order', () => {
    expect(issuesAfter(ABOUT, (d) => d.values.icons.pop()).join('\n')).toContain(`${ABOUT}: values.icons: expected exactly the five values`)
    expect(issuesAfter(ABOUT, (d) => d.values.icons.reverse()).join('\n')).toContain('expected the values in this order')
  })

  it('the policy must keep 9/4/2025, law 18.331 and seven kinds of information', () => {
    expect(issuesAfter(POLICY, (d) => (d.effectiveDate = '1/1/2026'))).toEqual([`${POLICY}: effectiveDate: expected the effective date "9/4/2025"`])
    expect(issuesAfter(POLICY, (d) => (d.sections.intro.text = d.sections.intro.text.replaceAll('18.331', '')))).toEqual([
      `${POLICY}: sections.intro.text: expected the intro to cite Uruguay's law no. 18.331`,
    ])
    expect(issuesAfter(POLICY, (d) => d.sections.infoCollected.items.pop())).toEqual([
      `${POLICY}: sections.infoCollected.items: expected the seven kinds of information`,
    ])
  })

  it('invalid YAML is reported, not thrown', () => {
    const issues = parseContentFile(POLICY, '---\ntitle: [unclosed\n---\n', ROOT).issues.map(formatIssue)
    expect(issues[0]).toMatch(/^content\/es\/privacy-policy\.mdx:\d+:\d+: frontmatter: expected valid YAML/)
  })
})
