import rehypeShiki from '@shikijs/rehype'
import { createCssVariablesTheme } from 'shiki/core'
import type { PluggableList } from 'unified'

/**
 * Code in posts is highlighted when the MDX compiles (build time, no client JavaScript). The
 * theme writes `var(--shiki-token-*)` instead of colours; the post's stylesheet sets those
 * variables from the site's tokens (src/components/blog/PostArticle.module.css).
 */
const siteCodeTheme = createCssVariablesTheme({ name: 'site-tokens', variablePrefix: '--shiki-', fontStyle: true })

/** The languages posts use; a fence in any other falls back to plain text. */
const LANGS = ['ts', 'tsx', 'js', 'json', 'bash', 'html', 'css', 'yaml']

export const codeHighlighting: PluggableList = [
  [rehypeShiki, { theme: siteCodeTheme, langs: LANGS, fallbackLanguage: 'text', defaultLanguage: 'text' }],
]
