import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRegExp } from 'oniguruma-to-es'
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { regexCache } from '../../../../scripts/build/plugins/regex-cache.ts'

/**
 * The grammars' patterns converted once and kept (scripts/build/plugins/regex-cache.ts): a regex
 * built again from the file is the one shiki's converter makes, plain or emulated.
 */
let dir = ''
const file = () => join(dir, 'regexps.json')

// A plain pattern, and ones JavaScript lacks (\G, an atomic group, a possessive quantifier), which are emulated.
const PATTERNS = ['\\b(const|let)\\s+([A-Za-z_$][\\w$]*)', '\\G(?!\\s)', '(?>[a-z]+)\\d', 'a*+b', '(?i)select\\b']
const INPUTS = ['const answer = 42', 'let x', '  select * from t', 'abc1 def2', 'aaab', 'SELECT 1']

/** What a regex finds in every input, from every position, as the engine's scanner asks. */
function matches(regex: RegExp): (string | null)[] {
  return INPUTS.flatMap((input) =>
    [...Array(input.length).keys()].map((at) => {
      regex.lastIndex = at
      const found = regex.exec(input)
      return found && `${found.index}:${found[0]}:${[...found.slice(1)].join('|')}`
    }),
  )
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'regex-cache-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the converted patterns kept between builds', () => {
  it('build the regexes shiki’s converter builds, plain and emulated, from the file alone', () => {
    const first = regexCache(file())
    for (const pattern of PATTERNS) first.construct(pattern)
    expect(first.converted()).toBe(PATTERNS.length)
    first.save()
    const next = regexCache(file())
    for (const pattern of PATTERNS) {
      const direct = defaultJavaScriptRegexConstructor(pattern, { target: 'auto' })
      const kept = next.construct(pattern)
      expect(kept instanceof EmulatedRegExp).toBe(direct instanceof EmulatedRegExp)
      expect([kept.source, kept.flags]).toEqual([direct.source, direct.flags])
      expect(matches(kept)).toEqual(matches(direct))
    }
    expect(next.converted()).toBe(0)
    expect(PATTERNS.some((pattern) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' }) instanceof EmulatedRegExp)).toBe(true)
  })

  it('keeps what each build converted, and converts again what an unreadable file lost', () => {
    const one = regexCache(file())
    one.construct(PATTERNS[0] as string)
    one.save()
    const two = regexCache(file())
    two.construct(PATTERNS[1] as string)
    two.save()
    const both = regexCache(file())
    both.construct(PATTERNS[0] as string)
    both.construct(PATTERNS[1] as string)
    expect(both.converted()).toBe(0)
    writeFileSync(file(), '{"truncated')
    const after = regexCache(file())
    expect(matches(after.construct(PATTERNS[2] as string))).toEqual(
      matches(defaultJavaScriptRegexConstructor(PATTERNS[2] as string, { target: 'auto' })),
    )
    expect(after.converted()).toBe(1)
  })
})
