// @vitest-environment jsdom
import i18next from 'i18next'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactSection } from '../../../src/contact/ContactSection.tsx'
import { readFieldTexts } from '../../../src/contact/fields.ts'
import esContact from '../../../content/es/strings/contact.json'
import { SERVICES } from './dom.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const container = document.body.appendChild(document.createElement('div'))
let root: ReturnType<typeof createRoot> | undefined
afterEach(() => act(() => root?.unmount()))

/** Renders the section with an i18next whose contact strings are `contact` (base is complete). */
async function renderWith(contact: Record<string, unknown> | undefined): Promise<HTMLElement> {
  const i18n = i18next.createInstance()
  await i18n.init({
    lng: 'es',
    fallbackLng: false,
    ns: ['base', 'contact'],
    resources: { es: { base: { loading: 'Cargando...' }, ...(contact ? { contact } : {}) } },
    interpolation: { escapeValue: false },
  })
  root = createRoot(container)
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <ContactSection services={SERVICES} />
      </I18nextProvider>,
    ),
  )
  return container
}

const withFields = (fields: unknown) => ({ ...esContact, form: { ...esContact.form, fields } })
const { user_email: _email, ...withoutEmail } = esContact.form.fields

describe('the contact section while its field definitions are missing', () => {
  it.each([
    ['no contact strings at all', undefined],
    ['no form.fields', { ...esContact, form: { title: 'Escribinos' } }],
    ['empty field definitions', withFields({})],
    ['a field missing', withFields(withoutEmail)],
    ['an empty label', withFields({ ...esContact.form.fields, user_name: { ...esContact.form.fields.user_name, label: '' } })],
    ['a field without its invalid message', withFields({ ...esContact.form.fields, user_phone: { label: 'Teléfono', placeholder: '099 123 456' } })],
  ])('shows "Cargando..." instead of the form with %s', async (_case, contact) => {
    const section = await renderWith(contact)
    expect(section.querySelector('form')).toBeNull()
    expect(section.querySelector('[role="status"]')?.textContent).toBe('Cargando...')
  })

  it('shows the form once the definitions are there', async () => {
    const section = await renderWith(esContact)
    expect(section.querySelector('form')).not.toBeNull()
    expect(section.textContent).not.toContain('Cargando...')
    // The labels a person meets: the spam trap's is hidden from everyone.
    const labels = [...section.querySelectorAll('label')].filter((label) => !label.closest('[aria-hidden="true"]'))
    expect(labels.map((label) => label.textContent)).toEqual(['Nombre completo', 'Correo electrónico', 'Teléfono', 'Mensaje'])
  })
})

describe('readFieldTexts', () => {
  it('keeps the texts of the real strings, the message without an invalid message', () => {
    const texts = readFieldTexts(esContact.form.fields)
    expect(texts?.user_email).toEqual({ label: 'Correo electrónico', placeholder: 'nombre@empresa.com', invalidMessage: 'Correo inválido' })
    expect(texts?.message).toEqual({ label: 'Mensaje', placeholder: 'Contanos brevemente qué necesitás' })
  })

  it('refuses what is not an object, such as the key i18next returns for a missing one', () => {
    expect(readFieldTexts('form.fields')).toBeUndefined()
    expect(readFieldTexts(null)).toBeUndefined()
  })
})
