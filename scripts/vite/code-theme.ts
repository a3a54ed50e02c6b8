import rehypeShiki from '@shikijs/rehype'
import { createCssVariablesTheme, type ShikiTransformer } from 'shiki/core'
import type { PluggableList } from 'unified'

/**
 * Code in posts is highlighted when the MDX compiles (build time, no client JavaScript). The
 * theme names CSS variables instead of colours (`var(--shiki-token-keyword)`), and the
 * transformer below turns each into a class (`token-keyword`): pages carry no inline styles,
 * and the post's stylesheet colours the classes from the site's tokens
 * (src/components/blog/PostArticle.module.css).
 */
const siteCodeTheme = createCssVariablesTheme({ name: 'site-tokens', variablePrefix: '--shiki-', fontStyle: false })

const classesNotStyles: ShikiTransformer = {
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

/** The languages posts use; a fence in any other falls back to plain text. */
const LANGS = ['ts', 'tsx', 'js', 'json', 'bash', 'html', 'css', 'yaml']

export const codeHighlighting: PluggableList = [
  [rehypeShiki, { theme: siteCodeTheme, langs: LANGS, fallbackLanguage: 'text', defaultLanguage: 'text', transformers: [classesNotStyles] }],
]
