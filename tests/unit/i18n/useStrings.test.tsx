import i18next from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { useStrings } from '../../../src/i18n/useStrings.ts'

/** A page's strings through src/i18n/useStrings.ts: i18next's answers, asked once per key. */
function instance() {
  const root = i18next.createInstance()
  void root.init({
    lng: 'es',
    fallbackLng: 'es',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      es: { base: { hello: 'Hola', minutes_one: '{{count}} minuto', minutes_other: '{{count}} minutos' } },
      en: { base: { hello: 'Hello', minutes_one: '{{count}} minute', minutes_other: '{{count}} minutes' } },
    },
  })
  return root
}

// The test's own keys, not the site's (whose types i18next.d.ts gives `t`).
type Untyped = (key: string, options?: object) => string

function Page() {
  const t = useStrings('base').t as unknown as Untyped
  const english = useStrings('base', { lng: 'en' }).t as unknown as Untyped
  return (
    <p>
      {t('hello')}|{t('minutes', { count: 1 })}|{t('minutes', { count: 5 })}|{english('hello')}
    </p>
  )
}

const render = (i18n: ReturnType<typeof instance>) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Page />
    </I18nextProvider>,
  )

/** The keys i18next is asked from now on, in order. */
function keysAsked(i18n: ReturnType<typeof instance>): string[] {
  const asked: string[] = []
  const t = i18n.t.bind(i18n)
  i18n.t = ((key: string, options?: object) => {
    asked.push(key)
    return t(key, options as never)
  }) as typeof i18n.t
  return asked
}

describe('useStrings', () => {
  it("gives i18next's strings: plurals and placeholders, and another language's when asked", () => {
    expect(render(instance())).toBe('<p>Hola<!-- -->|<!-- -->1 minuto<!-- -->|<!-- -->5 minutos<!-- -->|<!-- -->Hello</p>')
  })

  it('asks i18next once per key, however many components ask', () => {
    const i18n = instance()
    const asked = keysAsked(i18n)
    for (let page = 0; page < 5; page++) render(i18n)
    expect(asked.filter((key) => key === 'hello')).toHaveLength(2) // es and en, once each
    expect(asked.filter((key) => key === 'minutes')).toHaveLength(2) // once per count
  })

  it('tells calls apart by their options, and asks again when an option is an object', () => {
    const i18n = instance()
    const asked = keysAsked(i18n)
    const strings: string[] = []
    function Counts() {
      const t = useStrings('base').t as unknown as Untyped
      const count = { valueOf: () => 7 }
      strings.push(t('minutes', { count: 1 }), t('minutes', { count: 2 }), t('minutes', { count: 1 }), t('hello', { lng: 'en' }), t('hello'))
      strings.push(t('minutes', { count }), t('minutes', { count }))
      return null
    }
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Counts />
      </I18nextProvider>,
    )
    expect(strings.slice(0, 5)).toEqual(['1 minuto', '2 minutos', '1 minuto', 'Hello', 'Hola'])
    expect(asked.filter((key) => key === 'minutes')).toHaveLength(4) // 1, 2, then the two with an object
    expect(asked.filter((key) => key === 'hello')).toHaveLength(2) // with lng 'en', and without
  })

  it('shows a string changed in the store (the dev server reloading a strings file)', () => {
    const i18n = instance()
    expect(render(i18n)).toContain('Hola')
    i18n.addResourceBundle('es', 'base', { hello: '¡Hola!' }, true, true)
    expect(render(i18n)).toContain('¡Hola!')
  })
})
