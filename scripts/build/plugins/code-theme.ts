import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore, type RegexEngine, type ShikiTransformer } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { bundledLanguages } from 'shiki/langs'
import type { Root } from 'hast'
import type { PluggableList } from 'unified'

/** Code in posts is coloured with a theme of CSS variables that classesNotStyles turns into classes: pages carry no inline styles. */
export const CODE_THEME = 'site-tokens'

export const classesNotStyles: ShikiTransformer = {
  pre(node) {
    delete node.properties.style
  },
  span(node) {
    const token = /var\(--shiki-(token-[\w-]+)\)/.exec(String(node.properties.style ?? ''))?.[1]
    delete node.properties.style
    if (token) this.addClassToHast(node, token)
  },
}

const POST_LANGS = ['bash', 'css', 'html', 'javascript', 'json', 'tsx', 'typescript', 'yaml'] as const
const grammars = (await Promise.all(POST_LANGS.map((name) => bundledLanguages[name]()))).flatMap((grammar) => grammar.default)

/** The languages posts use; shiki's JavaScript regex engine colours them as Oniguruma does (code-theme.test.ts), synchronously and faster. */
export function siteHighlighter(engine: RegexEngine = createJavaScriptRegexEngine()): HighlighterCore {
  const theme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--shiki-', fontStyle: false })
  return createHighlighterCoreSync({ themes: [theme], langs: grammars, engine })
}

/** Each distinct code block highlighted once per process, the newest `limit` kept; each use gets a copy, which later plugins may change. */
export function highlightCache(limit = 2000) {
  const blocks = new Map<string, Root>()
  return {
    get: (key: string) => (blocks.has(key) ? structuredClone(blocks.get(key)) : undefined),
    set: (key: string, fragment: Root) => {
      if (blocks.size >= limit) blocks.delete(blocks.keys().next().value as string)
      blocks.set(key, structuredClone(fragment))
    },
  }
}

// No time limit per line: on a busy machine shiki's 500 ms left long lines half-coloured, differently each build.
const shikiOptions = { theme: CODE_THEME, fallbackLanguage: 'text', defaultLanguage: 'text', transformers: [classesNotStyles], tokenizeTimeLimit: 0 }
export const codeHighlighting: PluggableList = [[rehypeShikiFromHighlighter, siteHighlighter(), { ...shikiOptions, cache: highlightCache() }]]
