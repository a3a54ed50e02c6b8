import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore, type RegexEngine, type ShikiTransformer } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import bash from 'shiki/langs/bash.mjs'
import css from 'shiki/langs/css.mjs'
import html from 'shiki/langs/html.mjs'
import javascript from 'shiki/langs/javascript.mjs'
import json from 'shiki/langs/json.mjs'
import tsx from 'shiki/langs/tsx.mjs'
import typescript from 'shiki/langs/typescript.mjs'
import yaml from 'shiki/langs/yaml.mjs'
import type { Root } from 'hast'
import type { PluggableList } from 'unified'

/**
 * Code in posts is highlighted when the MDX compiles (build time, no client JavaScript). The
 * theme names CSS variables instead of colours (`var(--shiki-token-keyword)`), and the
 * transformer below turns each into a class (`token-keyword`): pages carry no inline styles,
 * and the post's stylesheet colours the classes from the site's tokens
 * (src/components/blog/PostArticle.module.css).
 */
export const CODE_THEME = 'site-tokens'
const siteCodeTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--shiki-', fontStyle: false })

export const classesNotStyles: ShikiTransformer = {
  pre(node) {
    delete node.properties.style
  },
  span(node) {
    const style = typeof node.properties.style === 'string' ? node.properties.style : ''
    const token = /var\(--shiki-(token-[\w-]+)\)/.exec(style)?.[1]
    delete node.properties.style
    if (token) this.addClassToHast(node, token)
  },
}

/** The languages posts use (with their aliases: ts, js, sh…); a fence in any other is plain text. */
export const CODE_LANGS = [bash, css, html, javascript, json, tsx, typescript, yaml].flat()

/**
 * A highlighter for the site's languages and theme. The build uses JavaScript's own regular
 * expressions (shiki's JavaScript engine) rather than the Oniguruma WebAssembly engine: the same
 * output for these grammars (tests/unit/build/plugins/code-theme.test.ts compares every sample), created
 * synchronously, without loading WebAssembly, and faster per code block.
 */
export function siteHighlighter(engine: RegexEngine = createJavaScriptRegexEngine()): HighlighterCore {
  return createHighlighterCoreSync({ themes: [siteCodeTheme], langs: CODE_LANGS, engine })
}

/** What @shikijs/rehype asks of its `cache` option: a highlighted block by its language, meta and code. */
interface HighlightCache {
  get(key: string): Root | undefined
  set(key: string, fragment: Root): void
}

/**
 * Each distinct code block highlighted once per process: tokenizing is most of a code block's
 * cost, and the same block (an install command, a config snippet) recurs across a post's three
 * languages and across posts. @shikijs/rehype keeps what this returns in the page's tree, which
 * later plugins may change, so each use gets its own copy. Only the newest `limit` blocks are
 * kept: memory stays flat however many posts there are.
 */
export function highlightCache(limit = 2000): HighlightCache {
  const blocks = new Map<string, Root>()
  return {
    get: (key) => {
      const fragment = blocks.get(key)
      return fragment && structuredClone(fragment)
    },
    set: (key, fragment) => {
      if (blocks.size >= limit) blocks.delete(blocks.keys().next().value as string)
      blocks.set(key, structuredClone(fragment))
    },
  }
}

export const codeHighlighting: PluggableList = [
  [
    rehypeShikiFromHighlighter,
    siteHighlighter(),
    {
      cache: highlightCache(),
      theme: CODE_THEME,
      fallbackLanguage: 'text',
      defaultLanguage: 'text',
      transformers: [classesNotStyles],
      // No time limit per line (shiki's default is 500 ms): on a busy machine a long line was left
      // half-coloured, so the same post built differently from one build to the next.
      tokenizeTimeLimit: 0,
    },
  ],
]
