import { describe, expect, it } from 'vitest'

/**
 * vite.config.ts's MDX pipeline, as vitest runs it (it loads the same config): content's rules
 * are its first remark plugin, so importing an MDX file is compiling it through them.
 */
describe('the MDX pipeline of vite.config.ts', () => {
  it('compiles content, with the frontmatter export the rules write (the date as text)', async () => {
    const post = (await import('../../../../content/en/blog/velocidad-sitio-web-ventas.mdx')) as { frontmatter: { date: string; title: string } }
    expect(post.frontmatter).toMatchObject({ date: '2026-08-05', title: expect.any(String) })
  })

  it('refuses, before compiling it, an MDX file that is not content: nothing of it runs', async () => {
    await expect(import('../../../fixtures/not-content.mdx')).rejects.toThrow(
      /tests\/fixtures\/not-content\.mdx: unexpected file: expected services\/<key>\.mdx/,
    )
    expect((globalThis as { __notContentRan?: boolean }).__notContentRan).toBeUndefined()
  })
})
