import { relative, sep } from 'node:path'
import type mdxRollup from '@mdx-js/rollup'
import { contentError, contentErrorIn } from '../content/content-error.ts'
import { parseContentFile } from '../content/parse.ts'

type MdxPlugin = ReturnType<typeof mdxRollup>

/**
 * The MDX compiler, whose parser's refusals are said as check:content says them. The content
 * rules run on the parsed tree (scripts/build/content/remark-content.ts), but a source the parser
 * cannot read (`x<2`, `<!-- -->`, an unclosed `{`, a `---js` block) never becomes a tree, and the
 * parser's own words ("Unexpected character `2` (U+0032) before name") would reach the build's
 * output and the dev server's error page. Such a file is checked as check:content checks it, and
 * its problems thrown as content errors: the same lines everywhere.
 */
export function withContentErrors(mdx: MdxPlugin, root: string, serving = false): MdxPlugin {
  const transform = mdx.transform as unknown as (this: unknown, code: string, id: string) => Promise<unknown>
  return {
    ...mdx,
    async transform(code: string, id: string) {
      try {
        return await transform.call(this, code, id)
      } catch (error) {
        const path = id.split('?')[0] ?? id
        if (contentErrorIn(error) || !path.endsWith('.mdx')) throw error
        const { issues } = parseContentFile(relative(root, path).split(sep).join('/'), code, root)
        if (issues.length) throw contentError(root, issues, code, serving)
        throw error
      }
    },
  } as MdxPlugin
}
