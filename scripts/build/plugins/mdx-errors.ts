import { relative, sep } from 'node:path'
import type mdxRollup from '@mdx-js/rollup'
import { contentError, contentErrorIn } from '../content/content-error.ts'
import { parseContentFile } from '../content/parse.ts'

export type MdxPlugin = ReturnType<typeof mdxRollup>

/** The MDX compiler, whose parser's refusals (`x<2`, an unclosed `{`) are said as check:content says them, never in the parser's words. */
export function withContentErrors(mdx: MdxPlugin, root: string, serving = false): MdxPlugin {
  const transform = mdx.transform as unknown as (this: unknown, code: string, id: string) => Promise<unknown>
  return {
    ...mdx,
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
