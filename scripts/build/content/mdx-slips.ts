import { quote } from './issues.ts'

/** One of the MDX parser's refusals, said for an editor where it is, and the spans that recovering past it blanks. */
export interface Slip {
  at: number
  /** None: the slip is only the echo of an earlier one's recovery. */
  message?: string
  /** Spans to blank, each with its character: `x` in text, a space or `"` inside a tag. */
  spans: [start: number, end: number, fill?: string][]
}

/** Tag names whose other half a recovery blanked: the half left is no slip of its own. */
export interface Echoes {
  closers: string[]
  openers: string[]
  /** Tags blanked: a component the body must hold once is not missing because of it. */
  lost: Set<string>
}

/** What a slip is read against: the text as recovered so far, the tags the file may use. */
interface Reading {
  text: string
  known: (name: string) => boolean
  /** The allowed tags, as a message lists them. */
  allowed: string
  echoes: Echoes
}

export interface ParserError {
  source?: string
  ruleId?: string
  reason?: string
  place?: { offset?: number; start?: { offset?: number }; end?: { offset?: number } }
}

export const SAY = {
  lessThan: (found: string, allowed: string) =>
    `expected a tag after <, found "${found}": to write a less-than sign, write \\< (x \\< y); tags allowed here: ${allowed}`,
  comment: 'expected no HTML comment, found "<!--": write a note for editors as {/* … */}, which is never published',
  address: (found: string, target: string) =>
    `expected no address in angle brackets, found "${found}": write [text](${target}), or the address alone (it is linked by itself)`,
  attributes: (tag: string, found: string) => `${tag}: expected attributes written name="text", with a space between them, found "${found}"`,
  unquoted: (tag: string, name: string) => `${tag} ${name}: expected the value in quotes, ${name}="…"`,
  unclosedQuote: (tag: string, name: string, mark: string) => `${tag} ${name}: expected a closing ${mark} to end the value`,
  selfClosing: (tag: string) => `${tag}: expected > right after the / that ends it: write ${tag.slice(0, -1)} />`,
  tagComment: (tag: string) => `${tag}: expected no comment inside a tag: write a note for editors as {/* … */}, outside the tag`,
  unended: (tag: string, found: string) => `${tag}: expected > to end the tag, found "${found}" and then the end of the text`,
  lazy: (found: string) => `expected "${found}" to end on its line in a quote or a list: write it on one line (or start the next with > in a quote)`,
  strayCloser: (tag: string) => `expected an opening tag before ${tag}, found none: delete ${tag}, or write its opening tag before it`,
  closerAttribute: (tag: string, found: string) =>
    `${tag}: expected a closing tag alone, found "${found}": write ${tag} (attributes go on the opening tag)`,
  closerSlash: (tag: string) => `${tag}: expected one / in a closing tag, found a second: write ${tag}`,
  mismatch: (closer: string, name: string, at: string) =>
    `expected </${name}> to close <${name}> (from ${at}) before ${closer}: close tags in the reverse order they were opened, with the same name`,
  unclosed: (name: string, within: string) => `<${name}>: expected </${name}> to close it ${within}`,
  crossing: (tag: string, across: string) =>
    `${tag}: expected the tag to open and close on the same side of the ${across} (both inside it or both outside)`,
  brace: (found: string) =>
    `expected no {expression}, found "${found}": to write a brace, write \\{ instead (a note for editors is written {/* … */})`,
  value: (name: string, attribute: string, found: string) => `<${name}> ${attribute}: expected a value in quotes, found ${found}`,
  spread: (name: string, found: string) => `<${name}>: expected attributes written name="text", found ${found}`,
  esm: (found: string) =>
    `expected no import or export (content imports and exports nothing), found "${found}": start the line with another word, or write it as \`code\``,
  unknown: 'expected text, Markdown or an allowed tag here: to write < or { as text, write \\< or \\{',
  more: 'expected fewer mistakes in one file: the ones from here on are not listed; fix those above and run the check again',
}

/** Where an unclosed tag had to close, by the parser's name of the block it is in. */
const WITHIN: Record<string, string> = {
  paragraph: 'before the next blank line',
  atxHeading: 'on the heading’s line',
  setextHeading: 'in the heading',
  emphasis: 'inside the *emphasis*',
  strong: 'inside the **bold** text',
  strikethrough: 'inside the ~~strikethrough~~',
  link: 'inside the link’s text',
  tableData: 'in its table cell',
  tableHeader: 'in its table cell',
}
const ACROSS: Record<string, string> = { emphasis: '*emphasis*', strong: '**bold** text', strikethrough: '~~strikethrough~~', link: 'link' }

const ADDRESS = /^((?:https?|mailto|ftp):[^\s<>]*|www\.[^\s<>]*|[^\s<>@]+@[^\s<>@]+)>/i

/** The last `char` at or before `offset` that no backslash escapes. */
function opener(text: string, char: string, offset: number): number {
  let at = text.lastIndexOf(char, offset)
  while (at > 0 && text[at - 1] === '\\') at = at > 1 ? text.lastIndexOf(char, at - 2) : -1
  return at
}

/** Just past the `>` that ends a tag read up to `from`, or `from` when there is none before a blank line. */
function tagEnd(text: string, from: number): number {
  const end = text.indexOf('>', from)
  return end < 0 || /\n[ \t]*\r?\n/.test(text.slice(from, end)) ? from : end + 1
}

/** The `}` that closes the `{` at `start`, counting nested braces, or -1 before a blank line. */
function closingBrace(text: string, start: number): number {
  for (let depth = 0, i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
    else if (text[i] === '\n' && /^\n[ \t]*\r?\n/.test(text.slice(i, i + 8))) return -1
  }
  return -1
}

const nameAt = (text: string, start: number) => /^<\/?\s*([^\s/>{}"'=]*)/.exec(text.slice(start))?.[1] ?? ''
const lineOf = (text: string, start: number) => text.slice(start).split('\n')[0] ?? ''
/** The span of the one character at `at`, blanked with `fill`. */
const char = (at: number, fill?: string): Slip['spans'][number] => [at, at + 1, fill]
const take = (list: string[], name: string) => list.includes(name) && Boolean(list.splice(list.indexOf(name), 1))

/** The opener a message names by its range, `(12:72-12:83)`, as offsets and its `line:col`. */
function rangeIn(text: string, reason: string): { span: [number, number]; at: string } | undefined {
  const match = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason)
  if (!match) return undefined
  const lines = text.split('\n')
  const offset = (line: number, col: number) => lines.slice(0, line - 1).reduce((sum, { length }) => sum + length + 1, col - 1)
  const [, l1, c1, l2, c2] = match.map(Number) as number[]
  return { span: [offset(l1!, c1!), offset(l2!, c2!)], at: `${l1}:${c1}` }
}

/** The slip a parser error is, or undefined for one this table does not know. */
export function slipOf(error: ParserError, reading: Reading): Slip | undefined {
  const { source, ruleId = '', reason = '' } = error
  const { text } = reading
  const offset = error.place?.start?.offset ?? error.place?.offset
  if (source === 'mdast-util-mdx-jsx') return nestingSlip(reading, offset, error.place?.end?.offset, ruleId, reason)
  if (offset === undefined) return undefined
  if (source === 'micromark-extension-mdx-jsx') return tagSlip(reading, offset, ruleId, reason)
  if (source === 'micromark-extension-mdx-expression') return braceSlip(reading, offset, ruleId)
  if (source === 'micromark-extension-mdxjs-esm') {
    const at = Math.max(text.lastIndexOf('\nimport', offset), text.lastIndexOf('\nexport', offset)) + 1
    if (at === 0) return undefined
    return { at, message: SAY.esm(quote(lineOf(text, at))), spans: [char(at)] }
  }
  return undefined
}

/** A tag the tokenizer stopped in (mdx-jsx's `crash`): by what it had read, and its state. */
function tagSlip({ text, known, allowed, echoes }: Reading, offset: number, ruleId: string, reason: string): Slip | undefined {
  const state = /^Unexpected (?:character .*? \(U\+[0-9A-F]+\)|end of file) (.+?), expected/.exec(reason)?.[1]
  // The `<` that starts the tag: not one inside a quoted value before the stop (odd quotes after it).
  const mark = state === 'in attribute value' ? (reason.at(-2) ?? '"') : '"'
  const open = state === 'in attribute value' ? 1 : 0
  let start = opener(text, '<', offset - 1)
  while (start > 0 && (text.slice(start, offset).split(mark).length - 1) % 2 !== open) start = opener(text, '<', start - 1)
  if (start < 0) return undefined
  const read = text.slice(start, ruleId === 'unexpected-eof' ? offset : offset + 1)
  if (text.startsWith('<!', start)) {
    const close = text.indexOf('-->', start)
    return { at: start, message: SAY.comment, spans: [[start, close < 0 ? start + 1 : close + 3]] }
  }
  const address = ADDRESS.exec(text.slice(start + 1))?.[1]
  if (address) {
    const target = address.includes('@') && !address.includes(':') ? `mailto:${address}` : address
    const end = start + address.length + 1
    return { at: start, message: SAY.address(quote(`<${address}>`), quote(target)), spans: [char(start), char(end)] }
  }
  const name = nameAt(text, start)
  if (ruleId === 'unexpected-lazy') {
    echoes.closers.push(name)
    return { at: start, message: SAY.lazy(quote(lineOf(text, start))), spans: [[start, offset]] }
  }
  if (!known(name)) {
    const found = text.slice(start, Math.max(start + 12, offset + 1)).split('\n')[0] ?? ''
    return { at: start, message: SAY.lessThan(quote(found), allowed), spans: [char(start)] }
  }
  const tag = `<${name}>`
  const whole: Slip['spans'] = [[start, ruleId === 'unexpected-eof' ? offset : tagEnd(text, offset)]]
  echoes.closers.push(name)
  echoes.lost.add(name)
  const attribute = (before: string) => /([^\s"'=<>{}/]+)\s*=\s*["']?[^"']*$/.exec(before)?.[1] ?? 'attribute'
  if (state === 'before attribute value') return { at: offset, message: SAY.unquoted(tag, attribute(read)), spans: whole }
  if (state === 'in attribute value') {
    const at = text.lastIndexOf(mark, offset - 1)
    return { at, message: SAY.unclosedQuote(tag, attribute(text.slice(start, at + 1)), mark), spans: whole }
  }
  if (ruleId === 'unexpected-eof') return { at: start, message: SAY.unended(tag, quote(read)), spans: whole }
  const comment = text[offset] === '*' || text[offset] === '/'
  if (state === 'after self-closing slash') return { at: offset, message: comment ? SAY.tagComment(tag) : SAY.selfClosing(tag), spans: whole }
  return { at: offset, message: SAY.attributes(tag, quote(read)), spans: whole }
}

/** Tags that do not pair up (mdast-util-mdx-jsx): a closing tag alone, misnested or never written. */
function nestingSlip(reading: Reading, offset: number | undefined, end: number | undefined, ruleId: string, reason: string): Slip | undefined {
  const { text, known, allowed, echoes } = reading
  const range = rangeIn(text, reason)
  const unclosed = /^Expected a closing tag for `<([^`]*)>`/.exec(reason)?.[1]
  if (unclosed !== undefined && range) {
    const [from] = range.span
    if (take(echoes.openers, unclosed)) return { at: from, spans: [range.span] }
    echoes.closers.push(unclosed)
    if (!known(unclosed)) return { at: from, message: SAY.lessThan(quote(text.slice(...range.span)), allowed), spans: [char(from)] }
    echoes.lost.add(unclosed)
    const block = / before the end of `(\w+)`/.exec(reason)?.[1]
    const within = block ? (WITHIN[block] ?? 'in the same block') : 'before the end of the file'
    return { at: from, message: SAY.unclosed(unclosed, within), spans: [range.span] }
  }
  if (offset === undefined) return undefined
  const start = text.lastIndexOf('<', offset)
  const name = nameAt(text, start)
  const closer: [number, number] = [start, tagEnd(text, end ?? offset)]
  const tag = `</${name}>`
  if (ruleId === 'unexpected-closing-slash')
    return { at: start, message: take(echoes.closers, name) ? undefined : SAY.strayCloser(tag), spans: [closer] }
  if (ruleId === 'unexpected-attribute' || ruleId === 'unexpected-self-closing-slash') {
    echoes.openers.push(name)
    const message = ruleId === 'unexpected-attribute' ? SAY.closerAttribute(tag, quote(text.slice(...closer))) : SAY.closerSlash(tag)
    return { at: offset, message, spans: [closer] }
  }
  const mismatch = /^Unexpected closing tag `<\/([^`]*)>`, expected corresponding closing tag for `<([^`]*)>`/.exec(reason)
  if (mismatch && range) {
    const [, closed = '', open = ''] = mismatch
    if (take(echoes.closers, closed)) return { at: start, spans: [closer] }
    echoes.closers.push(open)
    echoes.openers.push(closed)
    echoes.lost.add(open)
    return { at: start, message: SAY.mismatch(`</${closed}>`, open, range.at), spans: [closer, range.span] }
  }
  const crossing = /^Expected the closing tag `<\/([^`]*)>` either after the end of `(\w+)`/.exec(reason)
  if (!crossing) return undefined
  echoes.openers.push(name)
  return { at: start, message: SAY.crossing(tag, ACROSS[crossing[2] ?? ''] ?? 'formatting'), spans: [closer] }
}

/** An expression that is no JavaScript, or none at all (mdx-expression): in text, or in a tag. */
function braceSlip({ text, echoes }: Reading, offset: number, ruleId: string): Slip | undefined {
  const start = opener(text, '{', offset - 1)
  if (start < 0) return undefined
  const close = closingBrace(text, start)
  const found = quote(close < 0 ? lineOf(text, start) : text.slice(start, close + 1))
  const tagStart = text.lastIndexOf('<', start)
  const inTag = tagStart >= 0 && tagStart > text.lastIndexOf('>', start) && !/\n[ \t]*\r?\n/.test(text.slice(tagStart, start))
  if (!inTag) return { at: start, message: ruleId === 'unexpected-lazy' ? SAY.lazy(found) : SAY.brace(found), spans: [char(start)] }
  const name = nameAt(text, tagStart)
  const before = /([^\s"'=<>{}/]+)\s*=\s*$/.exec(text.slice(tagStart, start))
  const at = before ? tagStart + before.index : start
  const message = before ? SAY.value(name, before[1] ?? '', found) : SAY.spread(name, found)
  if (close < 0 || ruleId === 'unexpected-lazy') {
    echoes.closers.push(name)
    echoes.lost.add(name)
    return { at, message, spans: [[tagStart, Math.max(offset, start + 1)]] }
  }
  if (!before) return { at, message, spans: [[start, close + 1, ' ']] }
  return { at, message, spans: [char(start, '"'), [start + 1, close], char(close, '"')] }
}
