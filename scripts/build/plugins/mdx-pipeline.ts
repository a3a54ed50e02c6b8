import mdx from '@mdx-js/rollup'
import { remarkContent } from '../content/remark-content.ts'
import { codeHighlighting } from './code-theme.ts'
import { gfmMarkup } from './gfm-markup.ts'
import { withContentErrors } from './mdx-errors.ts'

/**
 * The MDX compiler every content file goes through, in one place: the build's plugin
 * (vite.config.ts), cached or not (mdx-cache.ts), and the dev server's must produce the same
 * code for the same file.
 */
export function mdxPipeline(root: string, serving: boolean): ReturnType<typeof mdx> {
  return withContentErrors(
    mdx({
      providerImportSource: undefined,
      // First, before anything else reads the tree: content's rules (content/README.md), so
      // nothing an editor writes compiles into code that runs. They also wire the syntax
      // content is written in, GitHub-flavoured Markdown included (remark-gfm), the one
      // check:content parses with (scripts/build/content/mdx-parser.ts).
      remarkPlugins: [[remarkContent, { root, serving }]],
      rehypePlugins: [...codeHighlighting, gfmMarkup],
    }),
    root,
    serving,
  )
}
