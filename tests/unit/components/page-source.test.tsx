import { readFileSync } from 'node:fs'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { EditLink } from '../../../src/components/EditLink/EditLink.tsx'
import { TranslationNotice } from '../../../src/components/translation/TranslationNotice.tsx'
import { LangContext } from '../../../src/i18n/LangContext.tsx'
import type { Lang } from '../../../src/i18n/languages.ts'

/** The two settings of src/site.ts that a page's source gives: the edit link and the translation notice, with the site's own strings. */
function render(lang: Lang, element: React.ReactElement): string {
  const i18n = i18next.createInstance()
  const base = JSON.parse(readFileSync(`content/${lang}/strings/base.json`, 'utf8')) as Record<string, unknown>
  void i18n.init({ lng: lang, initAsync: false, interpolation: { escapeValue: false }, resources: { [lang]: { base } } })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LangContext.Provider value={lang}>{element}</LangContext.Provider>
    </I18nextProvider>,
  )
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').trim()

describe('Edit this page', () => {
  it("links the page's file in its language on the repository host, in the page's language", () => {
    const html = render('pt', <EditLink file="services/integracion_crms.mdx" editUrl="https://github.com/acme/site/edit/main/" />)
    expect(html).toContain('href="https://github.com/acme/site/edit/main/content/pt/services/integracion_crms.mdx"')
    expect(text(html)).toBe('Editar esta página')
  })

  it('takes the setting with or without its closing slash', () => {
    expect(render('en', <EditLink file="about.mdx" editUrl="https://git.example/edit/main" />)).toContain(
      'href="https://git.example/edit/main/content/en/about.mdx"',
    )
  })

  it('is not there without the setting', () => {
    expect(render('en', <EditLink file="about.mdx" editUrl="" />)).toBe('')
  })
})

describe('the translation notice', () => {
  it('tells a page behind its original, in one sentence linking the Spanish page', () => {
    const html = render('en', <TranslationNotice page="/about" translation={{ translationBehind: 2 }} enabled />)
    expect(text(html).replace(/\s+/g, ' ')).toBe(
      'Parts of this page changed in the Spanish original after it was translated: read the original in Spanish.',
    )
    expect(html).toMatch(/<a href="\/about\/" hreflang="es">/i)
  })

  it('says nothing with the setting off, on a page with nothing behind, or on a Spanish page', () => {
    expect(render('en', <TranslationNotice page="/about" translation={{ translationBehind: 2 }} enabled={false} />)).toBe('')
    expect(render('pt', <TranslationNotice page="/about" translation={{}} enabled />)).toBe('')
    expect(render('es', <TranslationNotice page="/about" translation={{ translationBehind: 1 }} enabled />)).toBe('')
  })

  it("lists, in the preview, each section behind with its Spanish change, even with the visitors' notice off", () => {
    const html = render(
      'pt',
      <TranslationNotice
        page="/about"
        enabled={false}
        translation={{
          translationBehind: 1,
          translationChanges: [
            {
              heading: 'hero.paragraph',
              lines: [12, 12],
              since: 'saved, not committed yet',
              runs: [
                { text: 'conectada', added: false, removed: true },
                { text: 'unida', added: true, removed: false },
              ],
            },
          ],
          translationDrift: ['content/pt/about.mdx:20:1: body:3: "## Extra" pairs with no section of the Spanish original (content/es/about.mdx)'],
        }}
      />,
    )
    expect(html).not.toContain('hreflang')
    expect(text(html)).toContain('Preview only: 1 section behind the Spanish original, 1 structure warning')
    expect(html).toContain('<del style="background:#fee2e2;color:#7f1d1d">conectada</del>')
    expect(html).toContain('<ins style="background:#dcfce7;color:#14532d">unida</ins>')
    expect(text(html)).toContain('content/pt/about.mdx:20:1: body:3')
  })
})
