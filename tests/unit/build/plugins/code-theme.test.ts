import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { describe, expect, it } from 'vitest'
import { classesNotStyles, CODE_THEME, siteHighlighter } from '../../../../scripts/build/plugins/code-theme'
import { LANGS } from '../../../../src/i18n/languages'

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
