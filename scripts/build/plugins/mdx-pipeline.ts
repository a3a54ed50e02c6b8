import mdx from '@mdx-js/rollup'
import { remarkContent } from '../content/remark-content.ts'
import { codeHighlighting } from './code-theme.ts'
import { gfmMarkup } from './gfm-markup.ts'
import { withContentErrors } from './mdx-errors.ts'

/** The MDX compiler of every content file, in one place: the build and the dev server must compile a file alike. */
export function mdxPipeline(root: string, serving: boolean): ReturnType<typeof mdx> {
  const compiler = mdx({
    // Content's rules (which add remark-gfm) come first, so that nothing an editor writes compiles into code that runs.
    remarkPlugins: [[remarkContent, { root, serving }]],
    rehypePlugins: [...codeHighlighting, gfmMarkup],
  })
  return withContentErrors(compiler, root, serving)
}
