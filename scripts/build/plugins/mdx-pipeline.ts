import { relative, sep } from 'node:path'
import mdx from '@mdx-js/rollup'
import { contentError, contentErrorIn } from '../content/content-error.ts'
import { parseContentFile } from '../content/parse.ts'
import { remarkContent } from '../content/remark-content.ts'
import { site } from '../../../src/site.ts'
import { committedLag, previewLag, type CommittedLag, type Lag } from '../../tools/i18n-status/lag.ts'
import { codeHighlighting } from './code-theme.ts'
import { gfmMarkup } from './gfm-markup.ts'

/** The compiler, and what it reads of each translation's history (for the MDX cache's key). */
export type MdxPlugin = ReturnType<typeof mdx> & { lag?: Lag | CommittedLag }

/**
 * The MDX compiler of every content file, in one place: the build and the dev server must compile a file alike. A translation's sections behind its
 * original come from git: as committed in a build with the translation notice on (src/site.ts), as saved in the preview, which marks them.
 */
export function mdxPipeline(root: string, serving: boolean): MdxPlugin {
  const say = (message: string) => console.info(message)
  const lag = serving ? previewLag(root, say) : site.translationNotice ? committedLag(root, say) : undefined
  const compiler = mdx({
    // Content's rules (which add remark-gfm) come first, so that nothing an editor writes compiles into code that runs.
    remarkPlugins: [[remarkContent, { root, serving, lag }]],
    rehypePlugins: [...codeHighlighting, gfmMarkup],
  })
  return { ...withContentErrors(compiler, root, serving), lag }
}

/** The MDX compiler, whose parser's refusals (`x<2`, an unclosed `{`) are said as check:content says them, never in the parser's words. */
export function withContentErrors(compiler: MdxPlugin, root: string, serving = false): MdxPlugin {
  const transform = compiler.transform as unknown as (this: unknown, code: string, id: string) => Promise<unknown>
  return {
    ...compiler,
    transform(code: string, id: string) {
      return transform.call(this, code, id).catch((error: unknown) => {
        const path = id.split('?')[0] ?? id
        if (contentErrorIn(error) || !path.endsWith('.mdx')) throw error
        const { issues } = parseContentFile(relative(root, path).split(sep).join('/'), code, root)
        throw issues.length ? contentError(root, issues, code, serving) : error
      })
    },
  } as MdxPlugin
}
