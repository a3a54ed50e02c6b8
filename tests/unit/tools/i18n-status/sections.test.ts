import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { structureDrift } from '../../../../scripts/tools/i18n-status/drift.ts'
import { translationStatus, type TranslationStatus } from '../../../../scripts/tools/i18n-status/freshness.ts'
import { changeLine } from '../../../../scripts/tools/i18n-status/report.ts'
import { sectionsOf } from '../../../../scripts/tools/i18n-status/sections.ts'
import { SPAWN_TIMEOUT } from '../../build/content/fixtures.ts'

/**
 * Translations kept up section by section (docs/decisions.md, "Translations kept up section by
 * section"), on a throwaway git history built commit by commit: a post in three languages whose
 * Spanish sections change one at a time, and the status read after each step.
 */
const IDENTITY = { GIT_AUTHOR_NAME: 'Editor', GIT_AUTHOR_EMAIL: 'e@example.com', GIT_COMMITTER_NAME: 'Editor', GIT_COMMITTER_EMAIL: 'e@example.com' }
let dir = ''
const hashes: Record<string, string> = {}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...IDENTITY } }).trim()

function commit(name: string, message: string, files: Record<string, string> = {}, ...flags: string[]): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  git('add', '-A')
  git('commit', '-q', ...flags, '-m', message)
  hashes[name] = git('rev-parse', '--short=7', 'HEAD')
}

const post = (title: string, sections: [heading: string, text: string][], lead: string) =>
  [
    `---`,
    `title: ${title}`,
    `description: ${title}, in a sentence long enough.`,
    `---`,
    '',
    lead,
    '',
    ...sections.flatMap(([h, t]) => [`## ${h}`, '', t, '']),
  ].join('\n')

const ES = {
  title: 'Integrar un CRM',
  lead: 'Casi todas las conversaciones empiezan igual.',
  sections: [
    ['Primero, el mapa', 'Quién escribe qué, y cuándo.'],
    ['Los datos', 'Los datos que ya tenés están sucios. Hay que limpiarlos antes.'],
    ['Cuánto lleva', 'Entre cuatro y ocho semanas.'],
  ] as [string, string][],
}
const EN = {
  title: 'Integrating a CRM',
  lead: 'Almost every conversation starts the same way.',
  sections: [
    ['First, the map', 'Who writes what, and when.'],
    ['The data', 'The data you already have is messy. It needs cleaning first.'],
    ['How long it takes', 'Between four and eight weeks.'],
  ] as [string, string][],
}
const PT = {
  title: 'Integrar um CRM',
  lead: 'Quase toda conversa começa igual.',
  sections: [
    ['Primeiro, o mapa', 'Quem escreve o quê, e quando.'],
    ['Os dados', 'Os dados que você já tem estão sujos. É preciso limpá-los antes.'],
    ['Quanto leva', 'Entre quatro e oito semanas.'],
  ] as [string, string][],
}
const write = (lang: string, name: string, doc: typeof ES) => ({ [`content/${lang}/blog/${name}.mdx`]: post(doc.title, doc.sections, doc.lead) })
const status = (): TranslationStatus => translationStatus(dir)
const listed = (s: TranslationStatus) => s.outdated.map((item) => `${item.file} ${item.section}`)

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'i18n-sections-'))
  git('init', '-q')
  commit('start', 'Add the CRM post in three languages', { ...write('es', 'crm', ES), ...write('en', 'crm', EN), ...write('pt', 'crm', PT) })
}, SPAWN_TIMEOUT)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a translation kept up section by section, step by step', () => {
  it('one sentence changed in one Spanish section lists exactly that section in both translations, with its word diff', () => {
    ES.sections[1] = ['Los datos', 'Los datos que ya tenés están más sucios de lo que creés. Hay que limpiarlos antes.']
    commit('esData', 'Say how dirty the data is', write('es', 'crm', ES))
    const { outdated } = status()
    expect(listed({ outdated, unpaired: [] })).toEqual(['content/en/blog/crm.mdx body:2', 'content/pt/blog/crm.mdx body:2'])
    expect(outdated[0]).toMatchObject({
      heading: '## The data',
      lines: [12, 14],
      since: { commit: hashes.esData, subject: 'Say how dirty the data is' },
    })
    expect(outdated[1]).toMatchObject({ heading: '## Os dados', lines: [12, 14] })
    expect(changeLine(outdated[0]!)).toBe('## Los datos Los datos que ya tenés están {+más +}sucios {+de lo que creés+}. Hay que limpiarlos antes.')
  })

  it('the English translation of that section updated clears English only', () => {
    EN.sections[1] = ['The data', 'The data you already have is messier than you think. It needs cleaning first.']
    commit('enData', 'Translate how dirty the data is', write('en', 'crm', EN))
    expect(listed(status())).toEqual(['content/pt/blog/crm.mdx body:2'])
  })

  it('a review mark clears a section without a change to it', () => {
    commit('ptReviewed', 'Review the Portuguese data section\n\nI18n-Reviewed: content/pt/blog/crm.mdx body:2', {}, '--allow-empty')
    expect(listed(status())).toEqual([])
  })

  it('a heading renamed in Spanish pairs by position: its section is behind, named in each translation’s words, and nothing drifts', () => {
    ES.sections[2] = ['Cuánto lleva, de verdad', 'Entre cuatro y ocho semanas.']
    commit('esHeading', 'Rename the last heading', write('es', 'crm', ES))
    const { outdated } = status()
    expect(outdated.map((item) => `${item.file} ${item.heading}`)).toEqual([
      'content/en/blog/crm.mdx ## How long it takes',
      'content/pt/blog/crm.mdx ## Quanto leva',
    ])
    const read = (lang: string) => ({ file: `content/${lang}/blog/crm.mdx`, source: readFileSync(join(dir, `content/${lang}/blog/crm.mdx`), 'utf8') })
    expect(structureDrift(read('es'), read('en'))).toEqual([])
  })

  it('a renamed file keeps its history: what was caught up stays so, what was behind stays behind', () => {
    for (const lang of ['es', 'en', 'pt']) renameSync(join(dir, `content/${lang}/blog/crm.mdx`), join(dir, `content/${lang}/blog/integrar-crm.mdx`))
    commit('renamed', 'Give the CRM post a clearer address')
    expect(status().outdated.map((item) => `${item.file} ${item.section} ${item.since.commit}`)).toEqual([
      `content/en/blog/integrar-crm.mdx body:3 ${hashes.esHeading}`,
      `content/pt/blog/integrar-crm.mdx body:3 ${hashes.esHeading}`,
    ])
  })

  it('a section added in Spanish is drift in both translations, at their line, naming the section', () => {
    ES.sections.push(['Antes de llamarnos', 'Traé la lista de sistemas.'])
    commit('esAdded', 'Add a last section', write('es', 'integrar-crm', ES))
    const read = (lang: string) => ({
      file: `content/${lang}/blog/integrar-crm.mdx`,
      source: readFileSync(join(dir, `content/${lang}/blog/integrar-crm.mdx`), 'utf8'),
    })
    for (const lang of ['en', 'pt']) {
      expect(structureDrift(read('es'), read(lang))).toEqual([
        {
          file: `content/${lang}/blog/integrar-crm.mdx`,
          field: 'body:4',
          line: 18,
          col: 1,
          message:
            'the Spanish original has a section here, "## Antes de llamarnos" (content/es/blog/integrar-crm.mdx:20), that the translation lacks',
        },
      ])
    }
  })

  it('a translation with a syntax slip is reported once, and does not stop the others', () => {
    commit('ptBroken', 'Break the Portuguese frontmatter', {
      'content/pt/blog/integrar-crm.mdx': post(PT.title, PT.sections, PT.lead).replace(/^---\n\n/m, '\n'),
    })
    const { outdated, unpaired } = status()
    expect(unpaired).toEqual([{ file: 'content/pt/blog/integrar-crm.mdx', problem: expect.stringMatching(/frontmatter/) }])
    expect(outdated.every((item) => item.lang === 'en')).toBe(true)
    expect(outdated.map((item) => item.section)).toEqual(['body:3'])
  })
})

describe("a section's text, as translations are compared by it", () => {
  const page = (body: string) => `---\ntitle: T\n---\n\n## A\n\n${body}\n`
  const textOf = (source: string) => {
    const read = sectionsOf('content/es/blog/x.mdx', source)
    return 'sections' in read ? read.sections.find((section) => section.id === 'body:1')?.text : undefined
  }

  it('leaves out notes for editors, which visitors never read: adding one changes no section', () => {
    expect(textOf(page('Uno.\n\n{/* Revisar las cifras en enero. */}'))).toBe(textOf(page('Uno.')))
    expect(textOf(page('Uno. {/*\n  en dos líneas\n*/}'))).toBe(textOf(page('Uno.')))
  })

  it('keeps every word a visitor reads: a changed word changes the section', () => {
    expect(textOf(page('Uno, dos.'))).not.toBe(textOf(page('Uno.')))
    expect(textOf(page('Uno.'))).toBe('## A\n\nUno.')
  })
})
