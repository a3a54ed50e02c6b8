// @vitest-environment jsdom
import { EmailJSResponseStatus } from '@emailjs/browser'
import { act } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPhoneLibrary } from '../../../src/contact/phone.ts'
import { HONEYPOT_NAME } from '../../../src/contact/honeypot.ts'
import { sendContactMessage } from '../../../src/contact/send.ts'
import { VALID, control, fillValid, mount, notificationText, submit, submitButton, type, type Mounted } from './dom.tsx'

vi.mock('../../../src/contact/send.ts', async (original) => ({
  ...(await original<typeof import('../../../src/contact/send.ts')>()),
  sendContactMessage: vi.fn(),
}))
const send = vi.mocked(sendContactMessage)

let page: Mounted | undefined
// Fetched once up front, so a submit's checks settle within the test's act() like in a warm page.
beforeAll(() => loadPhoneLibrary())
afterEach(() => {
  page?.unmount()
  page = undefined
  sessionStorage.clear()
  send.mockReset()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function mountForm(url = '/contact', lang: 'es' | 'en' | 'pt' = 'es', state: unknown = null) {
  page = await mount({ url, lang, state })
  return page.container
}

describe('the contact form on submit', () => {
  it('sends nothing when fields are empty, marks each invalid field, and moves focus to the first', async () => {
    const form = await mountForm()
    expect(form.querySelectorAll('[aria-invalid]')).toHaveLength(0) // nothing checked yet
    await submit(form)

    expect(send).not.toHaveBeenCalled()
    expect(notificationText(form, 'status')).toBe('Por favor, completá todos los campos.')
    for (const [name, message] of [
      ['user_name', 'Nombre inválido'],
      ['user_email', 'Correo inválido'],
      ['user_phone', 'Teléfono inválido'],
    ]) {
      const field = control(form, name!)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message)
    }
    expect(control(form, 'message').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(control(form, 'user_name'))
  })

  it('shows the English field messages on the English page', async () => {
    const form = await mountForm('/en/contact', 'en')
    type(control(form, 'user_name'), 'Jane')
    type(control(form, 'user_email'), 'jane@example')
    type(control(form, 'user_phone'), '099 12')
    await submit(form)

    expect(form.textContent).toContain('Invalid email')
    expect(form.textContent).toContain('Invalid phone')
    expect(form.textContent).not.toContain('Invalid name')
    expect(document.activeElement).toBe(control(form, 'user_email'))
    expect(notificationText(form, 'status')).toBe('Please fill out all fields.')
  })

  it('checks trimmed values: a name of spaces is invalid', async () => {
    const form = await mountForm()
    fillValid(form)
    type(control(form, 'user_name'), '   ')
    await submit(form)
    expect(send).not.toHaveBeenCalled()
    expect(control(form, 'user_name').getAttribute('aria-invalid')).toBe('true')
    expect(control(form, 'user_email').hasAttribute('aria-invalid')).toBe(false)
  })

  it('drops a field’s verdict once the visitor edits it', async () => {
    const form = await mountForm()
    await submit(form)
    type(control(form, 'user_email'), 'a')
    expect(control(form, 'user_email').hasAttribute('aria-invalid')).toBe(false)
    expect(form.textContent).not.toContain('Correo inválido')
    expect(form.textContent).toContain('Nombre inválido')
  })

  it('on success clears the fields, keeps the selected service and the draft is gone', async () => {
    send.mockResolvedValueOnce()
    const form = await mountForm('/contact?selected_service=integracion_crms')
    fillValid(form)
    expect(sessionStorage.length).toBe(1)
    await submit(form)

    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0]).toEqual({ ...VALID, selected_service: 'integracion_crms' })
    expect(notificationText(form, 'status')).toBe('¡Mensaje enviado con éxito!')
    for (const name of Object.keys(VALID)) expect(control(form, name).value).toBe('')
    expect(control(form, 'selected_service').value).toBe('integracion_crms')
    expect(sessionStorage.length).toBe(0)
  })

  it.each([
    ['a 400 answer', new EmailJSResponseStatus(400, 'The user_id parameter is required'), '400 The user_id parameter is required'],
    ['a 429 answer', new EmailJSResponseStatus(429, 'Too Many Requests'), '429 Too Many Requests'],
    ['a network error', new TypeError('Failed to fetch'), 'TypeError: Failed to fetch'],
    ['missing settings', 'The service ID is required. Visit https://dashboard.emailjs.com/admin', 'The service ID is required'],
  ])('on %s shows the error, logs it, and keeps every typed value', async (_name, failure, logged) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    send.mockRejectedValueOnce(failure)
    const form = await mountForm()
    fillValid(form)
    await submit(form)

    expect(notificationText(form, 'alert')).toBe('Error al enviar el mensaje. Por favor, intentá de nuevo más tarde.')
    expect(notificationText(form, 'status')).toBe('')
    expect(log).toHaveBeenCalledWith(expect.stringContaining(logged), failure)
    for (const [name, value] of Object.entries(VALID)) expect(control(form, name).value).toBe(value)
    expect(submitButton(form).textContent).toBe('Enviar mensaje')
  })

  it('while sending, says so, refuses a second submit, and keeps the fields still', async () => {
    let finish = () => {}
    send.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)))
    const form = await mountForm()
    fillValid(form)
    await submit(form)

    const button = submitButton(form)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.textContent).toBe('Enviando…')
    expect(control(form, 'message').readOnly).toBe(true)
    await submit(form)
    expect(send).toHaveBeenCalledTimes(1)

    await act(async () => finish())
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(button.textContent).toBe('Enviar mensaje')
  })
})

describe('the notification after a submit', () => {
  beforeEach(() => vi.useFakeTimers())

  it('is cleared 3 s after submit', async () => {
    const form = await mountForm()
    await submit(form)
    act(() => vi.advanceTimersByTime(2999))
    expect(notificationText(form, 'status')).toBe('Por favor, completá todos los campos.')
    act(() => vi.advanceTimersByTime(1))
    expect(notificationText(form, 'status')).toBe('')
  })

  it('counts its 3 s from the latest submit', async () => {
    const form = await mountForm()
    await submit(form)
    act(() => vi.advanceTimersByTime(2000))
    await submit(form)
    act(() => vi.advanceTimersByTime(2000))
    expect(notificationText(form, 'status')).toBe('Por favor, completá todos los campos.')
    act(() => vi.advanceTimersByTime(1000))
    expect(notificationText(form, 'status')).toBe('')
  })

  it('closes with its X button, named for screen readers', async () => {
    const form = await mountForm()
    await submit(form)
    const close = form.querySelector<HTMLButtonElement>('button[aria-label="Cerrar notificación"]')
    expect(close).not.toBeNull()
    act(() => close?.click())
    expect(notificationText(form, 'status')).toBe('')
  })

  it('closes itself 6 s after it appears when the send outlasted the 3 s clear', async () => {
    let finish = () => {}
    send.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)))
    const form = await mountForm()
    fillValid(form)
    await submit(form)
    act(() => vi.advanceTimersByTime(4000)) // the 3 s clear has passed with nothing on show
    await act(async () => finish())
    expect(notificationText(form, 'status')).toBe('¡Mensaje enviado con éxito!')
    act(() => vi.advanceTimersByTime(5999))
    expect(notificationText(form, 'status')).toBe('¡Mensaje enviado con éxito!')
    act(() => vi.advanceTimersByTime(1))
    expect(notificationText(form, 'status')).toBe('')
  })
})

describe('the selected service', () => {
  it('comes from ?selected_service, is shown, and leaves the address', async () => {
    window.history.replaceState(null, '', '/contact')
    const historyLength = window.history.length
    const form = await mountForm('/contact?selected_service=integracion_crms&ref=x#form')
    expect(control(form, 'selected_service').value).toBe('integracion_crms')
    expect(form.textContent).toContain('Consulta sobre: Integración de CRM')
    const { pathname, search, hash } = window.location
    expect({ pathname, search, hash }).toEqual({ pathname: '/contact', search: '?ref=x', hash: '#form' })
    // Replaced, not pushed: back still leaves the page. The key moves into the entry's state,
    // which a reload keeps.
    expect(window.history.length).toBe(historyLength)
    expect(window.history.state).toEqual({ selectedService: 'integracion_crms' })
  })

  it('goes along in the header’s language links, and leaves them when it is the general inquiry', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<nav id="langs"><a data-lang-link href="/en/contact">English</a><a data-lang-link href="/contact">Español</a></nav>',
    )
    await mountForm('/contact?selected_service=integracion_crms')
    const hrefs = () => [...document.querySelectorAll('#langs a')].map((link) => link.getAttribute('href'))
    expect(hrefs()).toEqual(['/en/contact?selected_service=integracion_crms', '/contact?selected_service=integracion_crms'])
    page?.unmount()
    await mountForm('/contact')
    expect(hrefs()).toEqual(['/en/contact', '/contact'])
    document.getElementById('langs')?.remove()
  })

  it('comes back from the history entry’s state, as after a reload of the cleaned address', async () => {
    const form = await mountForm('/contact', 'es', { selectedService: 'transformacion_digital' })
    expect(control(form, 'selected_service').value).toBe('transformacion_digital')
    expect(form.textContent).toContain('Consulta sobre: Transformación Digital')
  })

  it('is "contact", with no line about it, without the parameter or with an unknown key', async () => {
    let form = await mountForm()
    expect(control(form, 'selected_service').value).toBe('contact')
    expect(form.textContent).not.toContain('Consulta sobre')
    page?.unmount()
    form = await mountForm('/contact?selected_service=no_such_service')
    expect(control(form, 'selected_service').value).toBe('contact')
    expect(form.textContent).not.toContain('Consulta sobre')
    expect(window.location.search).toBe('')
  })

  it('is the only hidden field: the named controls are the five fields and the spam trap', async () => {
    const form = await mountForm()
    const names = [...form.querySelectorAll('[name]')].map((element) => element.getAttribute('name'))
    expect(names.sort()).toEqual(['message', 'selected_service', 'user_email', 'user_name', 'user_phone', HONEYPOT_NAME].sort())
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(1)
  })
})

/** The spam trap, as a bot finds it in the page's form. */
const trap = (form: HTMLElement) => control(form, HONEYPOT_NAME) as HTMLInputElement

describe('the honeypot', () => {
  it('is out of the tab order, hidden from screen readers, never autofilled, and empty', async () => {
    const form = await mountForm()
    const field = trap(form)
    expect(field.tabIndex).toBe(-1)
    expect(field.getAttribute('autocomplete')).toBe('off')
    expect(field.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(field.value).toBe('')
    // Labelled, as a bot expects a field to be; the label asks a person to leave it empty.
    expect(field.labels?.[0]?.textContent).toBe('Dejá este campo vacío')
  })

  it('filled, the form shows the success notice, clears the fields as a send does, and sends nothing', async () => {
    const form = await mountForm()
    fillValid(form)
    type(trap(form), 'https://spam.example')
    await submit(form)

    expect(send).not.toHaveBeenCalled()
    expect(notificationText(form, 'status')).toBe('¡Mensaje enviado con éxito!')
    for (const name of Object.keys(VALID)) expect(control(form, name).value).toBe('')
    expect(sessionStorage.length).toBe(0)
  })

  it('filled with invalid fields, answers as it answers a person: the incomplete notice', async () => {
    const form = await mountForm()
    type(trap(form), 'x')
    await submit(form)
    expect(send).not.toHaveBeenCalled()
    expect(notificationText(form, 'status')).toBe('Por favor, completá todos los campos.')
  })

  it('left empty, as every person leaves it, lets the message go with the five fields only', async () => {
    send.mockResolvedValueOnce()
    const form = await mountForm()
    fillValid(form)
    await submit(form)
    expect(send).toHaveBeenCalledTimes(1)
    expect(Object.keys(send.mock.calls[0]?.[0] ?? {}).sort()).toEqual(['message', 'selected_service', 'user_email', 'user_name', 'user_phone'])
  })
})

describe('the message field', () => {
  it('is limited to 250 characters, cannot be resized by attribute, and counts what is typed', async () => {
    const form = await mountForm()
    const message = control(form, 'message')
    expect(message.maxLength).toBe(250)
    expect(message.required).toBe(true)
    type(message, 'Hola')
    expect(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent).toBe('4 de 250 caracteres')
  })

  /** The counter under the message, as a screen reader hears it with the field. */
  const counter = (form: HTMLElement) => document.getElementById(control(form, 'message').getAttribute('aria-describedby') ?? '')

  it('refuses a message past 250 characters whatever the field allows: nothing sent, the text kept whole and marked', async () => {
    const form = await mountForm()
    fillValid(form)
    const message = control(form, 'message')
    message.removeAttribute('maxlength') // as a visitor's devtools, or a bot, can
    const long = 'x'.repeat(251)
    type(message, long)
    await submit(form)

    expect(send).not.toHaveBeenCalled()
    expect(notificationText(form, 'status')).toBe('Por favor, completá todos los campos.')
    expect(message.value).toBe(long)
    expect(message.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(message)
    expect(counter(form)?.textContent).toBe('251 de 250 caracteres: sobran 1')
    expect(counter(form)?.hasAttribute('data-over')).toBe(true)
  })

  it('sends a message of exactly 250 characters, counted as the counter counts them', async () => {
    send.mockResolvedValue()
    const form = await mountForm()
    fillValid(form)
    type(control(form, 'message'), '😀'.repeat(125)) // two UTF-16 units each: 250, as maxlength counts
    expect(counter(form)?.textContent).toBe('250 de 250 caracteres')
    await submit(form)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0]?.[0].message).toBe('😀'.repeat(125))
  })
})
