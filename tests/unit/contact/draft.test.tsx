// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDraft } from '../../../src/contact/draft.ts'
import { DRAFT_STORAGE_KEY } from '../../../src/contact/tabStorage.ts'
import { VALID, control, fillValid, hydrate, mount, prerender, submitButton, type Mounted } from './dom.tsx'

let page: Mounted | undefined
afterEach(() => {
  page?.unmount()
  page = undefined
  sessionStorage.clear()
  document.body.innerHTML = ''
})

/** Sets a field's value the way typing does before any script listens: the DOM only. */
function typeBeforeHydration(container: HTMLElement, name: string, value: string): void {
  control(container, name).value = value
}

describe('a half-written message', () => {
  it('is saved as it is typed, with the service it is about', async () => {
    page = await mount({ url: '/contact?selected_service=integracion_crms' })
    fillValid(page.container)
    expect(loadDraft()).toEqual({ values: VALID, selectedService: 'integracion_crms' })
  })

  it('is forgotten once every field is empty again', async () => {
    page = await mount()
    fillValid(page.container)
    for (const name of Object.keys(VALID)) {
      const field = control(page.container, name)
      Object.getOwnPropertyDescriptor(
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype,
        'value',
      )?.set?.call(field, '')
      act(() => field.dispatchEvent(new Event('input', { bubbles: true })))
    }
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  })

  it('comes back after a reload, restored after hydration without a mismatch', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: VALID, selectedService: 'transformacion_digital' }))
    // The prerendered HTML: the empty form the build writes, its button waiting for the island.
    const container = prerender()
    expect(control(container, 'user_name').value).toBe('')
    expect(submitButton(container).disabled).toBe(true)
    expect(submitButton(container).textContent).toBe('Preparando el formulario…')

    const errors: unknown[] = []
    page = await hydrate(container, {}, errors)
    expect(errors).toEqual([])
    for (const [name, value] of Object.entries(VALID)) expect(control(container, name).value).toBe(value)
    expect(control(container, 'selected_service').value).toBe('transformacion_digital')
    expect(submitButton(container).disabled).toBe(false)
    expect(submitButton(container).textContent).toBe('Enviar mensaje')
  })

  it('typed before the island woke is kept by hydration, ahead of an older draft, and saved', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { ...VALID, user_name: 'Borrador viejo' }, selectedService: 'contact' }))
    const container = prerender()
    typeBeforeHydration(container, 'user_name', 'Ana Pérez')
    typeBeforeHydration(container, 'message', 'Escrito antes de que cargara el script')

    const errors: unknown[] = []
    page = await hydrate(container, {}, errors)
    expect(errors).toEqual([])
    expect(control(container, 'user_name').value).toBe('Ana Pérez')
    expect(control(container, 'message').value).toBe('Escrito antes de que cargara el script')
    // A field left alone before hydration takes the draft's value.
    expect(control(container, 'user_email').value).toBe(VALID.user_email)
    // React's state holds them too: the character count and the saved draft agree.
    expect(container.textContent).toContain(`${'Escrito antes de que cargara el script'.length} de 250 caracteres`)
    expect(loadDraft()?.values.user_name).toBe('Ana Pérez')
  })

  it('past the limit, comes back whole and marked: never cut to 250', async () => {
    const long = 'x'.repeat(5000)
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { ...VALID, message: long }, selectedService: 'contact' }))
    const container = prerender()
    const errors: unknown[] = []
    page = await hydrate(container, {}, errors)
    expect(errors).toEqual([])
    const message = control(container, 'message')
    expect(message.value).toBe(long)
    expect(message.getAttribute('aria-invalid')).toBe('true')
    const counter = document.getElementById(message.getAttribute('aria-describedby') ?? '')
    expect(counter?.textContent).toBe('5000 de 250 caracteres: sobran 4750')
    // The other fields carry no verdict until a submit.
    expect(control(container, 'user_name').hasAttribute('aria-invalid')).toBe(false)
    expect(loadDraft()?.values.message).toBe(long)
  })

  it('within the limit, comes back unmarked', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { ...VALID, message: 'x'.repeat(250) }, selectedService: 'contact' }))
    page = await mount()
    expect(control(page.container, 'message').hasAttribute('aria-invalid')).toBe(false)
  })

  it('ignores a stored draft of the wrong shape', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { user_name: 1 }, selectedService: 'contact' }))
    page = await mount()
    expect(control(page.container, 'user_name').value).toBe('')
  })
})
