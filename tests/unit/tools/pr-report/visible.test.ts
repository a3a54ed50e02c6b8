import { describe, expect, it } from 'vitest'
import { visibleOf } from '../../../../scripts/tools/pr-report/visible.ts'

/** A page shaped as the build writes them: CSP meta, inlined stylesheet, hashed asset, island markers, JSON-LD. */
const page = (o: { csp?: string; asset?: string; island?: string; body?: string; title?: string } = {}) => `<!DOCTYPE html>
<html lang="pt"><head><meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="script-src 'strict-dynamic' 'sha256-${o.csp ?? 'AAA'}='">
<title data-rh="true">${o.title ?? 'Integração de CRM | TecnoSoluciones'}</title>
<meta data-rh="true" name="description" content="O que uma integração exige.">
<meta data-rh="true" property="og:title" content="Integração de CRM">
<link data-rh="true" rel="canonical" href="https://example.com/pt/blog/crm/">
<script data-rh="true" type="application/ld+json">{"@type":"BlogPosting", "headline":"Integração de CRM"}</script>
<style>.a{color:red} body::after{content:"not text"}</style>
<link rel="preload" as="font" href="/assets/font-${o.asset ?? 'abc123'}.woff2">
</head><body><div id="root">
<a href="#main">Pular para o conteúdo</a>
<h1>Integração de CRM</h1>
<picture><source srcset="/images/blog/crm-320.avif 320w, /images/blog/crm-800.avif 800w"><img src="/images/blog/crm.jpg" alt="Um diagrama"></picture>
<p>Primeiro <strong>parágrafo</strong> do texto.</p>${o.body ?? ''}
<div hidden>Escondido</div><div style="display: none">Também escondido</div>
<form data-island="${o.island ?? 'contact'}"><input type="hidden" name="x" value="segredo"><input name="user_name" placeholder="Seu nome"></form>
<script>window.secret = "não é texto"</script><template><p>Modelo</p></template>
<h2>Próximos passos</h2><p>Fale <a href="/pt/contact/">conosco</a>.</p>
</div></body></html>`

describe('visibleOf', () => {
  it('reads what a visitor gets: text in reading order, headings, links, images, title, description, tags, structured data', () => {
    const seen = visibleOf(page())
    expect(seen.lang).toBe('pt')
    expect(seen.title).toBe('Integração de CRM | TecnoSoluciones')
    expect(seen.description).toBe('O que uma integração exige.')
    expect(seen.meta).toEqual(['og:title: Integração de CRM', 'canonical: https://example.com/pt/blog/crm/'])
    expect(seen.structured).toEqual(['{"@type":"BlogPosting","headline":"Integração de CRM"}'])
    expect(seen.headings).toEqual(['h1: Integração de CRM', 'h2: Próximos passos'])
    expect(seen.links).toEqual(['Pular para o conteúdo → #main', 'conosco → /pt/contact/'])
    expect(seen.images).toEqual([{ src: '/images/blog/crm.jpg', alt: 'Um diagrama' }])
    expect(seen.text.split('\n')).toEqual([
      'Pular para o conteúdo',
      'Integração de CRM',
      'Primeiro parágrafo do texto.',
      'Seu nome',
      'Próximos passos',
      'Fale conosco.',
    ])
  })

  it('leaves out scripts, styles, templates, hidden elements and hidden inputs', () => {
    const text = visibleOf(page()).text
    for (const unseen of ['secret', 'não é texto', 'color:red', 'not text', 'Modelo', 'Escondido', 'segredo']) expect(text).not.toContain(unseen)
  })

  it('is the same when only hashes and island markers move', () => {
    expect(visibleOf(page({ csp: 'ZZZ', asset: 'f00d42', island: 'contact-v2' }))).toEqual(visibleOf(page()))
  })

  it('differs when a word, a title or a link changes', () => {
    expect(visibleOf(page({ body: '<p>Novo.</p>' })).text).toContain('Novo.')
    expect(visibleOf(page({ title: 'Outro' })).title).toBe('Outro')
    expect(visibleOf(page().replace('/pt/contact/', '/pt/about/')).links).toContain('conosco → /pt/about/')
  })

  it('names an image by its source, not by a variant width', () => {
    expect(visibleOf('<html><body><img src="/images/hero/home-480.webp" alt="x"></body></html>').images).toEqual([{ src: '/images/hero/home.webp', alt: 'x' }])
  })
})
