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

export const codeHighlighting: PluggableList = [
  [
    rehypeShikiFromHighlighter,
    siteHighlighter(),
    {
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
