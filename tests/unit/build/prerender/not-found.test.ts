import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PAGES_ID, withLanguagePages } from '../../../../scripts/build/prerender/not-found.ts'

const page = (lang: string, title: string, main: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"><title data-rh="true">${title}</title></head><body><main>${main}</main><script>PAGE</script></body></html>`

describe('the root 404.html, for hosts that send it at every unknown address', () => {
  const others = [
    { lang: 'en', html: page('en', 'Page &amp; &quot;not&quot; found', '<h1>Page not found</h1><p>a &lt;/script&gt; in text</p>') },
    { lang: 'pt', html: page('pt', 'Página não encontrada', '<h1>Página não encontrada</h1>') },
  ]
  const root = withLanguagePages(page('es', 'Página no encontrada', '<h1>Página no encontrada</h1>'), others, 'PAGE')

  it('carries the other languages’ bodies, without their scripts, and titles as data, just before its page script, which swaps them in', () => {
    const data = new RegExp(`<script type="application/json" id="${NOT_FOUND_PAGES_ID}">([^<]*)</script><script>PAGE</script></body>`).exec(root)?.[1]
    expect(JSON.parse(data ?? 'null')).toEqual({
      en: { title: 'Page & "not" found', body: '<main><h1>Page not found</h1><p>a &lt;/script&gt; in text</p></main>' },
      pt: { title: 'Página não encontrada', body: '<main><h1>Página não encontrada</h1></main>' },
    })
    expect(root).toContain('<main><h1>Página no encontrada</h1></main><script type="application/json"')
    expect(root.match(/<script>PAGE<\/script>/g)).toHaveLength(1)
  })

  it('writes no `<` into the data block, so no text can close it early', () => {
    const [, data = ''] = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(root) ?? []
    expect(data).not.toContain('<')
  })

  it('fails the build rather than ship a page whose data would come after its page script', () => {
    expect(() => withLanguagePages('<html><body></body></html>', [], 'PAGE')).toThrow(/no page script/)
  })
})
