import { describe, expect, it } from 'vitest'
import { devClientCode, inlinedScripts, SPECULATION_RULES, withClientCode, type ClientCode } from '../../../../scripts/build/prerender/client-code'

// What each page runs (decisions.md, "What runs in the browser"): every page its page script,
// and only a page with an island the islands' loader, which requests the island's one file.

const built: ClientCode = {
  island: (name) => `/assets/${name}-abc123.js`,
  pageScript: () => ({ inline: 'PAGE' }),
  islandLoader: () => ({ inline: 'LOADER' }),
  notFoundScript: () => ({ inline: 'SWAP' }),
}

const page = (main: string) =>
  `<html><head><script type="module" src="/assets/app-1.js"></script><link rel="modulepreload" href="/assets/x.js"></head><body>${main}</body></html>`
const CONTACT = '<main><div data-island="contact"><form></form></div></main>'

describe('withClientCode', () => {
  it('gives a static page the page script alone, last in its body, and drops the template’s module script and preloads', () => {
    const html = withClientCode(page('<main><h1>Hola</h1></main>'), built)
    expect(html).toBe(
      `<html><head><script type="speculationrules">${SPECULATION_RULES}</script></head><body><main><h1>Hola</h1></main><script>PAGE</script></body></html>`,
    )
  })

  it('gives a page with an island the loader after the page script, and names the island’s file on its container', () => {
    const html = withClientCode(page(CONTACT), built)
    expect(html).toContain('<div data-island="contact" data-island-src="/assets/contact-abc123.js">')
    expect(html).toMatch(/<script>PAGE<\/script><script>LOADER<\/script><\/body><\/html>$/)
    expect(html).not.toContain('app-1.js')
    expect(html).not.toContain('modulepreload')
  })

  it('names the files the island imports on demand on its container, for the island to preload; none, no attribute', () => {
    const withLazy: ClientCode = { ...built, islandLazy: () => ['/assets/phoneLibrary-def456.js'] }
    expect(withClientCode(page(CONTACT), withLazy)).toContain(
      '<div data-island="contact" data-island-src="/assets/contact-abc123.js" data-island-lazy="/assets/phoneLibrary-def456.js">',
    )
    expect(withClientCode(page(CONTACT), { ...built, islandLazy: () => [] })).not.toContain('data-island-lazy')
    expect(withClientCode(page(CONTACT), devClientCode)).not.toContain('data-island-lazy')
  })

  it('in the dev server, loads the same scripts as modules from their sources, with Vite’s client and no Speculation Rules', () => {
    const staticPage = withClientCode(page('<main></main>'), devClientCode)
    const contact = withClientCode(page(CONTACT), devClientCode)
    expect(staticPage).toContain('<script type="module" src="/src/islands/enhance.ts"></script>')
    expect(staticPage).not.toContain('load-islands')
    expect(contact).toContain(
      '<script type="module" src="/@vite/client"></script><script type="module" src="/src/islands/enhance.ts"></script><script type="module" src="/src/islands/load-islands.ts"></script>',
    )
    expect(contact).not.toContain('speculationrules')
    expect(contact).toContain('data-island-src="/src/islands/contact.tsx"')
  })
})

describe('inlinedScripts', () => {
  it('lists the code the CSP allows: the three inlined scripts, and nothing in the dev server', () => {
    expect(inlinedScripts(built)).toEqual(['PAGE', 'LOADER', 'SWAP'])
    expect(inlinedScripts(devClientCode)).toEqual([])
  })
})
