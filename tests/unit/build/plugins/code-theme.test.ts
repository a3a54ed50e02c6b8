import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { unified } from 'unified'
import { describe, expect, it, vi } from 'vitest'
import { classesNotStyles, CODE_THEME, codeHighlighting, highlightCache, siteHighlighter } from '../../../../scripts/build/plugins/code-theme.ts'
import { LANGS } from '../../../../src/i18n/languages.ts'

/**
 * The build highlights code with shiki's JavaScript regex engine; Oniguruma (WebAssembly) is the
 * grammars' reference. Both must colour the site's code the same, token for token: the samples
 * are every fenced block of the posts in content/, and one awkward sample per language.
 */
const SAMPLES: Record<string, string> = {
  ts: [
    'type Lang = `es` | `en` | `pt`',
    'export async function send<T extends { id: string }>(item: T): Promise<void> {',
    '  const re = /(?<=\\d)(?=(\\d{3})+$)/gu, label = `#${item.id}: ${"ñandú"}`',
    '  if (item?.id ?? false) await fetch(`/api/${encodeURIComponent(label)}`, { method: "POST" }) // ¿listo?',
    '}',
  ].join('\n'),
  tsx: 'export const Card = ({ title }: { title: string }) => <article aria-label={title}>{title.length > 3 ? <b>{title}</b> : null}</article>',
  js: 'const total = items.reduce((sum, { price = 0 }) => sum + price, 0n) /* BigInt */\nclass A extends B { #x = 1; static { this.y = /[\\p{L}]+/v } }',
  json: '{ "title": "Integración de CRM", "tags": ["crm", "api"], "n": -1.5e3, "ok": true, "nested": { "null": null } }',
  bash: 'set -euo pipefail\nfor f in content/*/blog/*.mdx; do echo "${f%.mdx}" | sed -e \'s/-/ /g\'; done <<EOF\nhola\nEOF\nnpm run check:content && echo $((1 + 2))',
  html: '<!doctype html><html lang="es"><head><style>a { color: red }</style><script>const a = 1 < 2</script></head><body><a href="/?a=1&amp;b=2">¡Hola!</a></body></html>',
  css: '@media (min-width: 42rem) { .card:has(> img)::after { content: "→"; inset: 0 auto; color: rgb(0 0 0 / 50%); --gap: calc(1rem + 2vw) } }',
  yaml: '---\ntitle: "Qué implica: integrar un CRM"\ndate: 2026-01-15\ntags:\n  - crm # comment\nanchors: &a { x: 1 }\nref: *a\nblock: |\n  línea uno\n',
}

function fencesOfPosts(): [string, string][] {
  const fences: [string, string][] = []
  for (const lang of LANGS) {
    const dir = join('content', lang, 'blog')
    for (const name of readdirSync(dir)) {
      for (const m of readFileSync(join(dir, name), 'utf8').matchAll(/^```(\w+)\n([\s\S]*?)^```/gm)) fences.push([m[1] as string, m[2] as string])
    }
  }
  return fences
}

describe('code highlighting', () => {
  const javascript = siteHighlighter()
  const options = (lang: string) => ({ lang, theme: CODE_THEME, transformers: [classesNotStyles], tokenizeTimeLimit: 0 })

  it('finds code in the posts to compare', () => {
    expect(fencesOfPosts().length).toBeGreaterThan(0)
  })

  it('colours every sample as the Oniguruma engine does', async () => {
    const oniguruma = siteHighlighter(await createOnigurumaEngine(import('shiki/wasm')))
    for (const [lang, code] of [...Object.entries(SAMPLES), ...fencesOfPosts()]) {
      const html = javascript.codeToHtml(code, options(lang))
      expect(html, lang).toContain('token-')
      expect(html, `${lang}: ${code.slice(0, 40)}`).toBe(oniguruma.codeToHtml(code, options(lang)))
    }
  }, 60_000) // Seconds for both engines on a busy two-core machine.

  it('knows the aliases editors write after the fence', () => {
    for (const alias of ['ts', 'js', 'sh', 'yml']) expect(javascript.getLoadedLanguages(), alias).toContain(alias)
  })
})

/** A page's tree with one fenced code block, as remark-rehype gives it to the highlighter. */
function pageWithCode(lang: string, code: string): Root {
  const codeElement: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: [`language-${lang}`] },
    children: [{ type: 'text', value: code }],
  }
  return { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [codeElement] }] }
}

describe('each distinct code block highlighted once', () => {
  const highlight = async (tree: Root) => (await unified().use(codeHighlighting).run(tree)) as Root
  const [, highlighter] = codeHighlighting[0] as [unknown, ReturnType<typeof siteHighlighter>]

  it('highlights a block met again from the cache, with the same markup, in a tree of its own', async () => {
    const tokenize = vi.spyOn(highlighter, 'codeToHast')
    const code = `npm run check:content # ${Math.random()}\n`
    const first = await highlight(pageWithCode('bash', code))
    const second = await highlight(pageWithCode('bash', code))
    const other = await highlight(pageWithCode('yaml', code))
    // The same block twice tokenizes once; the same code in another language is another block.
    expect(tokenize).toHaveBeenCalledTimes(2)
    tokenize.mockRestore()
    expect(toHtml(second)).toBe(toHtml(first))
    expect(toHtml(first)).toContain('token-')
    expect(toHtml(other)).not.toBe(toHtml(first))
    // A later plugin changing one page's block leaves the next page's alone.
    // (@shikijs/rehype puts the highlighted fragment, a root holding the <pre>, where the <pre> was.)
    const highlighted = toHtml(second)
    const pre = (first.children[0] as unknown as Root).children[0] as Element
    pre.properties.id = 'changed'
    expect(toHtml(first)).toContain('id="changed"')
    const third = await highlight(pageWithCode('bash', code))
    expect(toHtml(second)).toBe(highlighted)
    expect(toHtml(third)).toBe(highlighted)
  })

  it('keeps only the newest blocks', () => {
    const cache = highlightCache(2)
    const block = (text: string): Root => ({ type: 'root', children: [{ type: 'text', value: text }] })
    for (const key of ['a', 'b', 'c']) cache.set(key, block(key))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('c')).toEqual(block('c'))
  })
})
