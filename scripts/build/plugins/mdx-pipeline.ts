import { relative, sep } from 'node:path'
import mdx from '@mdx-js/rollup'
import { contentError, contentErrorIn } from '../content/content-error.ts'
import { parseContentFile } from '../content/parse.ts'
import { remarkContent } from '../content/remark-content.ts'
import { codeHighlighting } from './code-theme.ts'
import { gfmMarkup } from './gfm-markup.ts'

export type MdxPlugin = ReturnType<typeof mdx>

/** The MDX compiler of every content file, in one place: the build and the dev server must compile a file alike. */
export function mdxPipeline(root: string, serving: boolean): MdxPlugin {
  const compiler = mdx({
    // Content's rules (which add remark-gfm) come first, so that nothing an editor writes compiles into code that runs.
    remarkPlugins: [[remarkContent, { root, serving }]],
    rehypePlugins: [...codeHighlighting, gfmMarkup],
  })
  return withContentErrors(compiler, root, serving)
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
