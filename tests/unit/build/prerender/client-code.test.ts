import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  devClientCode,
  inlineScriptsOf,
  ownInlineScripts,
  scriptsReferencedBy,
  SPECULATION_RULES,
  strategiesIn,
  videosIn,
  withClientCode,
  type ClientCode,
} from '../../../../scripts/build/prerender/client-code.ts'
import { INLINE_SCRIPTS } from '../../../../scripts/build/plugins/islands.ts'

// What each page runs (docs/decisions.md, "Only the contact form runs React"; docs/islands.md):
// every page its page script, and only a page with an island the islands' loader and the
// strategies its islands use, which request the island's files.

const OWN: Record<string, string> = { [INLINE_SCRIPTS.enhance]: 'PAGE', [INLINE_SCRIPTS['load-islands']]: 'LOADER', [INLINE_SCRIPTS.video]: 'VIDEO' }
const built: ClientCode = {
  island: (name) => ({ src: `/assets/${name}-abc123.js`, imports: [], lazy: [] }),
  // Each strategy as its name in capitals (TOUCH).
  script: (source) => ({ inline: OWN[source] ?? basename(source, '.ts').toUpperCase() }),
}

const page = (main: string) =>
  `<html><head><script type="module" src="/assets/app-1.js"></script><link rel="modulepreload" href="/assets/x.js"></head><body>${main}</body></html>`
const CONTACT = '<main><div data-island="contact" data-island-load="touch idle"><form></form></div></main>'

describe('withClientCode', () => {
  it('gives a static page the page script alone, last in its body, and drops the template’s module script and preloads', () => {
    const html = withClientCode(page('<main><h1>Hola</h1></main>'), built)
    expect(html).toBe(
      `<html><head><script type="speculationrules">${SPECULATION_RULES}</script></head><body><main><h1>Hola</h1></main><script>PAGE</script></body></html>`,
    )
  })

  it('gives a page with an island the loader after the page script, then the strategies it uses, and names the island’s file', () => {
    const html = withClientCode(page(CONTACT), built)
    expect(html).toContain('<div data-island="contact" data-island-src="/assets/contact-abc123.js" data-island-load="touch idle">')
    expect(html).toMatch(/<script>PAGE<\/script><script>LOADER<\/script><script>TOUCH<\/script><script>IDLE<\/script><\/body><\/html>$/)
    expect(html).not.toContain('VISIBLE')
    expect(html).not.toContain('app-1.js')
    expect(html).not.toContain('modulepreload')
  })

  it('gives a page with a video the videos’ script after the page script, and no loader; a page with a video and an island both', () => {
    const video = '<main><figure><div data-video="vimeo" data-video-id="76979871"><a href="https://vimeo.com/76979871">x</a></div></figure></main>'
    expect(withClientCode(page(video), built)).toMatch(/<\/main><script>PAGE<\/script><script>VIDEO<\/script><\/body><\/html>$/)
    expect(withClientCode(page(`${video}${CONTACT}`), built)).toMatch(
      /<script>PAGE<\/script><script>VIDEO<\/script><script>LOADER<\/script><script>TOUCH<\/script><script>IDLE<\/script><\/body><\/html>$/,
    )
    expect(withClientCode(page(CONTACT), built)).not.toContain('VIDEO')
    // Its attribute written as text is no video.
    expect(withClientCode(page('<p>data-video=&quot;youtube&quot;</p><pre>&lt;div data-video="youtube"&gt;</pre>'), built)).not.toContain('VIDEO')
  })

  it('finds each video player a page uses once, and refuses one the site does not know', () => {
    const two = '<div data-video="youtube" data-video-id="a"></div><div class="x" data-video="vimeo"></div><div data-video="youtube"></div>'
    expect(videosIn(two)).toEqual(['youtube', 'vimeo'])
    expect(videosIn('<div data-video-id="a"></div>')).toEqual([])
    expect(() => videosIn('<div data-video="dailymotion"></div>')).toThrow('Unknown video player "dailymotion"')
  })

  it('inlines each strategy once, whatever number of islands use it, in the loader’s order', () => {
    const two = '<div data-island="contact" data-island-load="visible idle"></div><div data-island="contact" data-island-load="idle"></div>'
    expect(strategiesIn(two)).toEqual(['idle', 'visible'])
    expect(() => strategiesIn('<div data-island="contact" data-island-load="hover"></div>')).toThrow('Unknown island loading strategy "hover"')
  })

  it('names the chunks the island imports and those it imports on demand on its container; none, no attribute', () => {
    const shared: ClientCode = {
      ...built,
      island: (name) => ({ src: `/assets/${name}-abc123.js`, imports: ['/assets/islands-shared-1.js'], lazy: ['/assets/phoneLibrary-def456.js'] }),
    }
    const html = withClientCode(page(CONTACT), shared)
    expect(html).toContain(
      '<div data-island="contact" data-island-src="/assets/contact-abc123.js" data-island-imports="/assets/islands-shared-1.js" data-island-lazy="/assets/phoneLibrary-def456.js" data-island-load="touch idle">',
    )
    // Kept by the build's pruning: the page's loader requests them (and the pruning keeps what they
    // import on demand, from the client build's manifest).
    expect(scriptsReferencedBy(html).sort()).toEqual(['assets/contact-abc123.js', 'assets/islands-shared-1.js'])
    expect(withClientCode(page(CONTACT), built)).not.toMatch(/data-island-(imports|lazy)/)
    expect(withClientCode(page(CONTACT), devClientCode)).not.toMatch(/data-island-(imports|lazy)/)
  })

  it('in the dev server, loads the same scripts as modules from their sources, with Vite’s client and no Speculation Rules', () => {
    const staticPage = withClientCode(page('<main></main>'), devClientCode)
    const contact = withClientCode(page(CONTACT), devClientCode)
    expect(staticPage).toContain('<script type="module" src="/src/islands/enhance.ts"></script>')
    expect(staticPage).not.toContain('load-islands')
    expect(contact).toContain(
      '<script type="module" src="/@vite/client"></script><script type="module" src="/scripts/dev/dev-refresh.client.ts"></script><script type="module" src="/src/islands/enhance.ts"></script><script type="module" src="/src/islands/load-islands.ts"></script><script type="module" src="/src/islands/strategies/touch.ts"></script><script type="module" src="/src/islands/strategies/idle.ts"></script>',
    )
    expect(contact).not.toContain('speculationrules')
    expect(contact).toContain('data-island-src="/src/islands/contact.tsx"')
  })
})

describe('ownInlineScripts', () => {
  it('lists the code any policy may allow: every script the build inlines, each strategy included, and the Speculation Rules', () => {
    expect(ownInlineScripts(built)).toEqual(['PAGE', 'LOADER', 'VIDEO', 'TOUCH', 'IDLE', 'VISIBLE', 'QUERY', SPECULATION_RULES])
    expect(ownInlineScripts(devClientCode)).toEqual([SPECULATION_RULES])
  })
})

describe("a page's own inline scripts, which its policy lists", () => {
  it('are the page script and the Speculation Rules on a static page; with an island, the loader and the strategies it uses, no other', () => {
    expect(inlineScriptsOf(withClientCode(page('<main><h1>Hola</h1></main>'), built), built)).toEqual(['PAGE', SPECULATION_RULES])
    expect(inlineScriptsOf(withClientCode(page(CONTACT), built), built)).toEqual(['PAGE', 'LOADER', 'TOUCH', 'IDLE', SPECULATION_RULES])
  })
})
