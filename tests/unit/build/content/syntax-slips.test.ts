import { createProcessor } from '@mdx-js/mdx'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../../../scripts/build/content/check.ts'
import { formatIssue } from '../../../../scripts/build/content/issues.ts'
import { CONTENT_SYNTAX } from '../../../../scripts/build/content/mdx-parser.ts'
import { FIVE_SLIPS_FILE, FIVE_SLIPS_LINES, FIVE_SLIPS_SLUG, fiveSlipsPost } from '../../../fixtures/five-slips.ts'
import { post } from '../../../fixtures/hostile.ts'
import { ROOT, contentCopy } from './fixtures.ts'

/**
 * Every message the MDX parser can stop with, listed from its sources, triggered by what an
 * editor writes, and said by check:content in an editor's words at the slip's line and column,
 * with nothing of the parser's vocabulary.
 */

/** The parser's words: a message that carries one is the parser speaking, not the check. */
const PARSER_WORDS = /paragraph|mdxJsx|acorn|Unexpected character|micromark|closing slash|U\+00|estree|lazy line|end of file in/i

/**
 * The messages of the parser's extensions, from their sources: each `crash(code, at, expect)` of
 * a tag, and each `new VFileMessage(...)`, as a pattern of its text (an expression in it matches
 * anything).
 */
function parserMessages(): { where: string; pattern: RegExp }[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const read = (file: string) => readFileSync(join(ROOT, 'node_modules', file), 'utf8')
  const tag = 'micromark-extension-mdx-jsx/lib/factory-tag.js'
  const listed = [...read(tag).matchAll(/crash\(code, '([^']+)', '([^'(]+)/g)].map(([, at, expect]) => ({
    where: `${tag}: ${at}`,
    pattern: new RegExp(` ${escape(at ?? '')}, expected ${escape(expect?.replace(/\\$/, '') ?? '')}`),
  }))
  const files = [
    tag,
    'micromark-factory-mdx-expression/index.js',
    'micromark-util-events-to-acorn/lib/index.js',
    'micromark-extension-mdxjs-esm/lib/syntax.js',
    'micromark-extension-mdx-expression/lib/syntax.js',
    'mdast-util-mdx-jsx/lib/index.js',
    'remark-mdx/lib/index.js',
  ]
  for (const file of files) {
    const text = read(file)
    for (const match of text.matchAll(/new VFileMessage\(/g)) {
      // The tag's `crash` itself: its messages are listed above, one per call.
      if (text.lastIndexOf('function ', match.index) === text.lastIndexOf('function crash(', match.index)) continue
      // The first argument: string literals and expressions joined by `+`, up to a `,` at depth 0.
      let depth = 0
      let i = (match.index ?? 0) + match[0].length
      const parts: string[] = []
      let literal: string | undefined
      for (; i < text.length; i++) {
        const c = text[i]
        if (literal !== undefined) {
          if (c === "'") {
            parts.push(escape(literal))
            literal = undefined
          } else literal += c
        } else if (c === "'") literal = ''
        else if ('([{'.includes(c ?? '')) depth++
        else if (')]}'.includes(c ?? '') && depth-- === 0) break
        else if (c === ',' && depth === 0) break
        else if (c === '+' && parts.at(-1) !== '.*?') parts.push('.*?')
      }
      const pattern = parts.join('').replace(/(\.\*\?)+/g, '.*?')
      listed.push({ where: `${file}: ${pattern.slice(0, 50)}`, pattern: new RegExp(`^${pattern}`) })
    }
  }
  return listed
}

/**
 * A spread attribute ends at the first `}` where `({…})` parses, which is always an object: a
 * head that is not one cannot be written.
 */
const UNREACHABLE = /expected an object spread/

const ALLOWED = 'tags allowed here: components Callout, Figure, Video and basic inline HTML'
const LESS_THAN = (found: string) => `expected a tag after <, found "${found}": to write a less-than sign, write \\< (x \\< y); ${ALLOWED}`
const BRACE = (found: string) =>
  `expected no {expression}, found "${found}": to write a brace, write \\{ instead (a note for editors is written {/* … */})`
const ATTRIBUTES = (tag: string, found: string) => `${tag}: expected attributes written name="text", with a space between them, found "${found}"`
const ESM = (found: string) =>
  `expected no import or export (content imports and exports nothing), found "${found}": start the line with another word, or write it as \`code\``
const LAZY = (found: string) =>
  `expected "${found}" to end on its line in a quote or a list: write it on one line (or start the next with > in a quote)`
const MISMATCH = (name: string, at: string, closer: string) =>
  `expected </${name}> to close <${name}> (from ${at}) before ${closer}: close tags in the reverse order they were opened, with the same name`

/** What an editor writes (from line 13 of a post), and what check:content says of it: `line:col: body: message`. */
const SLIPS: [name: string, body: string, expected: string[]][] = [
  // A tag's tokenizer (micromark-extension-mdx-jsx), by where in the tag it stopped.
  ['a < before a number', 'Carga en <2 segundos.', [`13:10: ${LESS_THAN('<2 segundos.')}`]],
  ['a < at the end of the text', 'Elegí el menor: a <', [`13:19: ${LESS_THAN('<')}`]],
  [
    'an HTML comment',
    'Texto <!-- nota --> más.',
    ['13:7: expected no HTML comment, found "<!--": write a note for editors as {/* … */}, which is never published'],
  ],
  ['a < before a word with a mark in it', 'Recordá: a<b! siempre.', [`13:11: ${LESS_THAN('<b! siempre.')}`]],
  ['a known tag followed by a mark', 'El tag <em (énfasis)> no se escribe así.', [`13:12: ${ATTRIBUTES('<em>', '<em (')}`]],
  ['a key combination written as a tag', 'Usá <Ctrl.+> para ampliar.', [`13:5: ${LESS_THAN('<Ctrl.+> par')}`]],
  ['a dotted name with a mark in it', 'Pulsá <Ctrl.S!> ya.', [`13:7: ${LESS_THAN('<Ctrl.S!> ya')}`]],
  ['a dotted name and a number', 'La versión <v.beta 2> sale hoy.', [`13:12: ${LESS_THAN('<v.beta 2> s')}`]],
  ['a time written as a tag', 'Abrimos a la <Hora:9> en punto.', [`13:14: ${LESS_THAN('<Hora:9> en ')}`]],
  ['a colon name with a mark in it', 'Ver <Nota:revisar!> hoy.', [`13:5: ${LESS_THAN('<Nota:revisar!')}`]],
  ['a colon name and a number', 'Ver <Nota:revisar 2> hoy.', [`13:5: ${LESS_THAN('<Nota:revisar 2')}`]],
  [
    'a word after an attribute',
    '<abbr title="Gestión de clientes" (CRM)>CRM</abbr>',
    [`13:35: ${ATTRIBUTES('<abbr>', '<abbr title="Gestión de clientes" (')}`],
  ],
  ['a mark in an attribute name', '<span lang="es" dir?>hola</span>', [`13:20: ${ATTRIBUTES('<span>', '<span lang="es" dir?')}`]],
  ['an attribute without =', '<abbr title "Gestión">CRM</abbr>', [`13:13: ${ATTRIBUTES('<abbr>', '<abbr title "')}`]],
  ['an attribute name ending in a colon', '<span lang: "es">hola</span>', [`13:13: ${ATTRIBUTES('<span>', '<span lang: "')}`]],
  ['a colon attribute name with a mark', '<span xml:lang! >hola</span>', [`13:15: ${ATTRIBUTES('<span>', '<span xml:lang!')}`]],
  ['a colon attribute name without =', '<span xml:lang "es">hola</span>', [`13:16: ${ATTRIBUTES('<span>', '<span xml:lang "')}`]],
  ['a value without quotes', '<a href=/contact>escribinos</a>', ['13:9: <a> href: expected the value in quotes, href="…"']],
  ['a value whose quote never closes', '<abbr title="Gestión>CRM</abbr>', ['13:13: <abbr> title: expected a closing " to end the value']],
  ['a letter after the closing slash', 'Una línea<br/br>y otra.', ['13:14: <br>: expected > right after the / that ends it: write <br />']],
  [
    'a comment inside a tag',
    'Una línea<br /* salto */>y otra.',
    ['13:15: <br>: expected no comment inside a tag: write a note for editors as {/* … */}, outside the tag'],
  ],
  ['a tag that never ends', 'Texto en <b', ['13:10: <b>: expected > to end the tag, found "<b" and then the end of the text']],
  ['a tag going on past a line of a quote', '> <b\ntitle="x">negrita</b>', [`13:3: ${LAZY('<b')}`]],
  // Tags that do not pair up (mdast-util-mdx-jsx).
  [
    'a closing tag alone',
    'Texto </div> suelto.',
    ['13:7: expected an opening tag before </div>, found none: delete </div>, or write its opening tag before it'],
  ],
  [
    'a closing tag with an attribute',
    '<Callout>Nota.</b style="color:red"></Callout>',
    ['13:19: </b>: expected a closing tag alone, found "</b style="color:red">": write </b> (attributes go on the opening tag)'],
  ],
  ['a closing tag with a second slash', '<b>negrita</b/>', ['13:14: </b>: expected one / in a closing tag, found a second: write </b>']],
  ['tags closed out of order', '<b><i>texto</b></i>', [`13:12: ${MISMATCH('i', '13:4', '</b>')}`]],
  ['a misspelt closing tag', '<Callout>Nota.</Calout>', [`13:15: ${MISMATCH('Callout', '13:1', '</Calout>')}`]],
  ['a word in angle brackets', 'Sin <sorpresas> ocultas.', [`13:5: ${LESS_THAN('<sorpresas>')}`]],
  ['a tag never closed in its text', '<b>negrita sin cerrar', ['13:1: <b>: expected </b> to close it before the next blank line']],
  ['a tag never closed in a heading', '## Un <b>título', ['13:7: <b>: expected </b> to close it on the heading’s line']],
  ['a block never closed', '<Callout>\n\nUna nota sin cierre.', ['13:1: <Callout>: expected </Callout> to close it before the end of the file']],
  [
    'a tag closed across emphasis',
    '<b>*énfasis</b>*',
    ['13:12: </b>: expected the tag to open and close on the same side of the *emphasis* (both inside it or both outside)'],
  ],
  // Expressions (micromark-extension-mdx-expression, micromark-factory-mdx-expression).
  ['braces around words', 'Todo precio es final {sin IVA}.', [`13:22: ${BRACE('{sin IVA}')}`]],
  ['a brace never closed', 'Un conjunto { a, b sin cerrar.', [`13:13: ${BRACE('{ a, b sin cerrar.')}`]],
  ['braces going on past a line of a quote', '> {nota\nsigue}', [`13:3: ${LAZY('{nota\\nsigue}')}`]],
  [
    'an attribute value of words in braces',
    '<abbr title={Gestión de clientes}>CRM</abbr>',
    ['13:7: <abbr> title: expected a value in quotes, found {Gestión de clientes}'],
  ],
  [
    'an attribute value whose brace never closes',
    '<abbr title={Gestión>CRM</abbr>',
    ['13:7: <abbr> title: expected a value in quotes, found {Gestión>CRM</abbr>'],
  ],
  ['an empty attribute value', '<abbr title={}>CRM</abbr>', ['13:7: <abbr> title: expected a value in quotes, found {}']],
  ['braces in a tag', '<span {title}>hola</span>', ['13:7: <span>: expected attributes written name="text", found {title}']],
  ['two spreads in one', '<span {...a, b}>hola</span>', ['13:7: <span>: expected attributes written name="text", found {...a, b}']],
  ['empty braces in a tag', '<span {}>hola</span>', ['13:7: <span>: expected attributes written name="text", found {}']],
  // A recovery's echoes: never a second line for one slip.
  [
    'a tag whose closing tag is past a blank line',
    '<b>negrita\n\ny más</b> texto.',
    ['13:1: <b>: expected </b> to close it before the next blank line'],
  ],
  ['a link in braces', '<a href={/contact}>escribinos</a>', ['13:4: <a> href: expected a value in quotes, found {/contact}']],
  // Lines that start with import or export (micromark-extension-mdxjs-esm).
  ['a sentence starting with export', 'export your data every week.', [`13:1: ${ESM('export your data every week.')}`]],
  ['an export followed by code', 'export const a = 1\nfoo()', [`13:1: ${ESM('export const a = 1')}`]],
]

/** Values of 3,000 characters, as a paste gone wrong quotes them: each cut to fit a line, its column still at its start. */
const LONG: [name: string, body: string, at: string, start: string][] = [
  [
    'a link',
    `Mirá [aquí](javascript:${'a'.repeat(3000)}).`,
    '13:6',
    'link: expected a URL starting with https:, http:, mailto:, tel:, / or #, found "javascript:aaa',
  ],
  ['braces around a paste', `Texto {${'un párrafo '.repeat(300)}}`, '13:7', 'expected no {expression}, found "{un párrafo un'],
  ['an attribute value in braces', `<abbr title={${'x'.repeat(3000)}}>CRM</abbr>`, '13:7', '<abbr> title: expected a value in quotes, found {xxx'],
]

const fileOf = (index: number) => `content/es/blog/syntax-slip-${index}.mdx`
const lineOf = (index: number, line: string) => `${fileOf(index)}:${line.replace(/^(\d+:\d+): /, '$1: body: ')}`
const processor = createProcessor({ remarkPlugins: [...CONTENT_SYNTAX] })
const parserError = (source: string) => {
  try {
    processor.parse(source)
    return undefined
  } catch (error) {
    return error as { reason?: string; source?: string }
  }
}

let dir = ''
let printed: string[] = []

beforeAll(() => {
  dir = contentCopy()
  SLIPS.forEach(([, body], index) => writeFileSync(join(dir, fileOf(index)), post(body)))
  const service = join(dir, 'content/es/services/integracion_crms.mdx')
  writeFileSync(service, readFileSync(service, 'utf8').replace('</Description>\n', '\n'))
  LONG.forEach(([, body], index) => writeFileSync(join(dir, `content/es/blog/long-value-${index}.mdx`), post(body)))
  for (const lang of ['es', 'en', 'pt']) writeFileSync(join(dir, `content/${lang}/blog/${FIVE_SLIPS_SLUG}.mdx`), fiveSlipsPost(lang))
  printed = checkContent(dir).map(formatIssue)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('every message the MDX parser can stop with', () => {
  const messages = parserMessages()

  const reachable = messages.filter(({ pattern }) => !UNREACHABLE.test(pattern.source))

  it('is listed from the sources of the parser and its extensions, the one no text can reach among them', () => {
    expect(messages.length).toBeGreaterThan(30)
    expect(messages.length - reachable.length).toBe(1)
  })

  it.each(reachable.map((message) => [message.where, message] as const))('is triggered by an editor slip: %s', (_, { pattern }) => {
    const triggered = SLIPS.map(([, body]) => parserError(post(body))?.reason ?? '')
    expect(triggered.some((reason) => pattern.test(reason))).toBe(true)
  })
})

describe('check:content says each slip in an editor’s words, at its line and column, and nothing else', () => {
  it.each(SLIPS.map(([name, body, expected], index) => [name, index, body, expected] as const))('%s', (_, index, body, expected) => {
    expect(parserError(post(body)), 'the parser refuses it').toBeDefined()
    expect(printed.filter((line) => line.startsWith(`${fileOf(index)}:`))).toEqual(expected.map((line) => lineOf(index, line)))
  })

  it('with none of the parser’s vocabulary in any line', () => {
    const lines = printed.filter((line) => line.includes('/syntax-slip-') || line.includes(FIVE_SLIPS_SLUG))
    expect(lines.length).toBeGreaterThanOrEqual(SLIPS.length)
    expect(lines.filter((line) => PARSER_WORDS.test(line))).toEqual([])
  })
})

describe('a quoted value is cut to what fits a line', () => {
  it.each(LONG.map(([name, , at, start], index) => [name, index, at, start] as const))('%s', (_, index, at, start) => {
    const lines = printed.filter((line) => line.startsWith(`content/es/blog/long-value-${index}.mdx:`))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^content/es/blog/long-value-${index}\\.mdx:${at}: body: ${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^…]*…`),
    )
    expect(lines[0]?.length).toBeLessThan(240)
  })
})

describe('a required block of a service never closed', () => {
  it('is said once, not also as a block missing', () => {
    const file = 'content/es/services/integracion_crms.mdx'
    expect(printed.filter((line) => line.startsWith(`${file}:`))).toEqual([
      `${file}:48:1: body: <Description>: expected </Description> to close it before the end of the file`,
    ])
  })
})

describe('a post with five different slips', () => {
  it('gives five lines in one run, each at its own line and column', () => {
    expect(printed.filter((line) => line.includes(FIVE_SLIPS_SLUG))).toEqual(FIVE_SLIPS_LINES)
    expect(FIVE_SLIPS_LINES.every((line) => line.startsWith(`${FIVE_SLIPS_FILE}:`))).toBe(true)
  })
})
