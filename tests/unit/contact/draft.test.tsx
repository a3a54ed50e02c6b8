// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactForm } from '../../../src/contact/ContactForm'
import { loadDraft } from '../../../src/contact/draft'
import { readFieldTexts, type FieldTexts } from '../../../src/contact/fields'
import { ensureStrings, i18nFor } from '../../../src/i18n/instances'
import { SERVICES, VALID, control, fillValid, mount, submitButton, type Mounted } from './dom'

let page: Mounted | undefined
afterEach(() => {
  page?.unmount()
  page = undefined
  sessionStorage.clear()
  document.body.innerHTML = ''
})

async function fieldTexts(): Promise<FieldTexts> {
  await ensureStrings('es')
  const texts = readFieldTexts(i18nFor('es').t('form.fields', { ns: 'contact', returnObjects: true }))
  if (!texts) throw new Error('the real strings lack field texts')
  return texts
}

describe('a half-written message', () => {
  it('is saved as it is typed, with the service it is about', async () => {
    page = await mount(<ContactForm fields={await fieldTexts()} services={SERVICES} />, { url: '/contact?selected_service=integracion_crms' })
    fillValid(page.container)
    expect(loadDraft()).toEqual({ values: VALID, selectedService: 'integracion_crms' })
  })

  it('is forgotten once every field is empty again', async () => {
    page = await mount(<ContactForm fields={await fieldTexts()} services={SERVICES} />)
    fillValid(page.container)
    for (const name of Object.keys(VALID)) {
      const field = control(page.container, name)
      Object.getOwnPropertyDescriptor(field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')?.set?.call(field, '')
      act(() => field.dispatchEvent(new Event('input', { bubbles: true })))
    }
    expect(sessionStorage.getItem('contact-draft')).toBeNull()
  })

  it('comes back after a reload, restored after hydration without a mismatch', async () => {
    sessionStorage.setItem('contact-draft', JSON.stringify({ values: VALID, selectedService: 'transformacion_digital' }))
    const fields = await fieldTexts()
    const page = () => (
      <MemoryRouter initialEntries={['/contact']}>
        <I18nextProvider i18n={i18nFor('es')}>
          <ContactForm fields={fields} services={SERVICES} />
        </I18nextProvider>
      </MemoryRouter>
    )
    // The prerendered HTML: the empty form the build writes.
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(page())
    expect(control(container, 'user_name').value).toBe('')
    expect(submitButton(container).disabled).toBe(true)

    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    for (const [name, value] of Object.entries(VALID)) expect(control(container, name).value).toBe(value)
    expect(control(container, 'selected_service').value).toBe('transformacion_digital')
    expect(submitButton(container).disabled).toBe(false)
  })

  it('ignores a stored draft of the wrong shape', async () => {
    sessionStorage.setItem('contact-draft', JSON.stringify({ values: { user_name: 1 }, selectedService: 'contact' }))
    page = await mount(<ContactForm fields={await fieldTexts()} services={SERVICES} />)
    expect(control(page.container, 'user_name').value).toBe('')
  })
})
