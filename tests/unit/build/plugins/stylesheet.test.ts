import { join } from 'node:path'
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { buildTimeModulesIn, inliningStylesheet } from '../../../../scripts/build/plugins/stylesheet.ts'

const ROOT = '/site'
const chunk = (...modules: string[]) =>
  ({ type: 'chunk', modules: Object.fromEntries(modules.map((id) => [id, {}])) }) as unknown as Rolldown.OutputChunk

describe('the client build', () => {
  it('may hold the islands and what they import', () => {
    const bundle = {
      'contact.js': chunk(join(ROOT, 'src/islands/contact.tsx'), join(ROOT, 'src/contact/ContactForm.tsx'), '/site/node_modules/react-dom/client.js'),
    }
    expect(buildTimeModulesIn(ROOT, bundle)).toEqual([])
  })

  it('names the app entry, a page or a post it compiled', () => {
    const bundle = {
      'app.js': chunk(join(ROOT, 'src/main.tsx'), join(ROOT, 'src/pages/HomePage.tsx')),
      'post.js': chunk(join(ROOT, 'content/es/blog/a.mdx')),
    }
    expect(buildTimeModulesIn(ROOT, bundle)).toEqual([
      join(ROOT, 'src/main.tsx'),
      join(ROOT, 'src/pages/HomePage.tsx'),
      join(ROOT, 'content/es/blog/a.mdx'),
    ])
  })
})

describe('a page carries the server build’s stylesheet inline', () => {
  const css = '.a{color:red}@media (min-width:40rem){.b>.c{content:"<x>"}}\n'

  it('in place of the islands’ stylesheet the client build linked', () => {
    const page = '<head><link rel="manifest" href="/m"><link rel="stylesheet" crossorigin href="/assets/style-island.css"></head>'
    expect(inliningStylesheet(page, css)).toBe(`<head><link rel="manifest" href="/m"><style>${css}</style></head>`)
  })

  it('at the end of <head> when the client build linked none', () => {
    expect(inliningStylesheet('<head><title>x</title></head>', css)).toBe(`<head><title>x</title><style>${css}</style></head>`)
  })

  it('never with CSS that would end its <style> element early', () => {
    expect(() => inliningStylesheet('<head></head>', '.a{content:"</STYLE><script>alert(1)</script>"}')).toThrow(/<\/style/)
  })
})
