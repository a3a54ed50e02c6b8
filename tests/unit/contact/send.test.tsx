// @vitest-environment jsdom
import { EmailJSResponseStatus } from '@emailjs/browser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HONEYPOT_NAME } from '../../../src/contact/honeypot.ts'
import { SEND_RATE_LIMIT, sendContactMessage } from '../../../src/contact/send.ts'
import { LAST_SEND_STORAGE_KEY } from '../../../src/contact/tabStorage.ts'
import { EMAILJS_ERROR_ANSWERS } from '../../support/emailjs-errors.ts'
import { VALID, control, fillValid, mount, notificationText, submit, type, type Mounted } from './dom.tsx'

// The real EmailJS library 4.4.1 over a stubbed fetch: what it sends and how it fails.
const config = { serviceId: 'service_x', templateId: 'template_y', publicKey: 'pk_z', origin: 'https://api.example.test', usesOutbox: false }

function stubFetch(response: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const message = {
  user_name: 'Ana',
  user_email: 'ana@example.com',
  user_phone: '099 123 456',
  message: 'Hola,\nuna consulta.',
  selected_service: 'contact',
}
const libraryFields = { lib_version: '4.4.1', service_id: 'service_x', template_id: 'template_y', user_id: 'pk_z' }

let page: Mounted | undefined
afterEach(() => {
  page?.unmount()
  page = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  sessionStorage.clear()
  localStorage.clear()
})

describe('sendContactMessage', () => {
  it('posts the five fields and the library’s four as form data to the configured origin', async () => {
    const fetch = stubFetch(async () => new Response('OK', { status: 200 }))
    await sendContactMessage(message, config)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://api.example.test/api/v1.0/email/send-form')
    expect(init.method).toBe('POST')
    expect([...(init.body as FormData).keys()]).toEqual([...Object.keys(message), ...Object.keys(libraryFields)])
    expect(Object.fromEntries(init.body as FormData)).toMatchObject({ ...libraryFields, user_name: 'Ana', selected_service: 'contact' })
  })

  it('sends only the five fields, whatever else the object carries', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    await sendContactMessage({ ...message, [HONEYPOT_NAME]: '' } as typeof message, config)
    expect([...(fetch.mock.calls[0]![1].body as FormData).keys()]).not.toContain(HONEYPOT_NAME)
  })

  it.each(EMAILJS_ERROR_ANSWERS)('rejects a %i answer with its status and text', async (status, text) => {
    stubFetch(async () => new Response(text, { status }))
    const failure = sendContactMessage(message, config)
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus)
    await expect(failure).rejects.toMatchObject({ status, text })
  })

  it('rejects with the TypeError of a failed connection', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(sendContactMessage(message, config)).rejects.toThrow(TypeError)
  })

  it('rejects, sending nothing, when the service or template id is not configured', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    await expect(sendContactMessage(message, { ...config, serviceId: '' })).rejects.toMatch(/service ID is required/)
    await expect(sendContactMessage(message, { ...config, templateId: '' })).rejects.toMatch(/template ID is required/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends a second time through a new origin when the settings change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetch = stubFetch(async () => new Response('OK'))
    await sendContactMessage(message, config)
    vi.setSystemTime(Date.now() + SEND_RATE_LIMIT.throttle) // past the rate limit
    await sendContactMessage(message, { ...config, origin: 'http://localhost:4173' })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example.test/api/v1.0/email/send-form',
      'http://localhost:4173/api/v1.0/email/send-form',
    ])
  })
})

describe('EmailJS’s rate limit', () => {
  it('is 10 s, kept under its own key in the tab’s session storage, never in localStorage', () => {
    expect(SEND_RATE_LIMIT).toEqual({ id: LAST_SEND_STORAGE_KEY, throttle: 10_000 })
  })

  it('refuses a second send within 10 s with the library’s 429, before any request; the next after it goes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetch = stubFetch(async () => new Response('OK'))
    await sendContactMessage(message, config)
    expect(sessionStorage.getItem(SEND_RATE_LIMIT.id)).toBe(String(Date.now()))
    expect(localStorage.length).toBe(0)

    vi.setSystemTime(Date.now() + SEND_RATE_LIMIT.throttle - 1)
    const refused = sendContactMessage(message, config)
    await expect(refused).rejects.toBeInstanceOf(EmailJSResponseStatus)
    await expect(refused).rejects.toMatchObject({ status: 429, text: 'Too Many Requests' })
    expect(fetch).toHaveBeenCalledTimes(1)

    vi.setSystemTime(Date.now() + 1)
    await sendContactMessage(message, config)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500 answer', async () => new Response('Internal Server Error', { status: 500 })],
    ['a 451 answer', async () => new Response('Unavailable For Headless Browser', { status: 451 })],
  ])('does not hold back the retry after %s: nothing was delivered', async (_case, failure) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetch = stubFetch(failure)
    await expect(sendContactMessage(message, config)).rejects.toBeDefined()
    expect(sessionStorage.getItem(SEND_RATE_LIMIT.id)).toBeNull()
    fetch.mockImplementation(async () => new Response('OK'))
    await sendContactMessage(message, config) // at the same instant
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the limit after the provider’s own 429', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetch = stubFetch(async () => new Response('Too Many Requests', { status: 429 }))
    await expect(sendContactMessage(message, config)).rejects.toMatchObject({ status: 429 })
    await expect(sendContactMessage(message, config)).rejects.toMatchObject({ status: 429 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('lets the message go when the tab’s storage is refused, rather than never', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    await sendContactMessage(message, config)
    await sendContactMessage(message, config)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

describe('the contact form through the real library', () => {
  it('sends no trap: exactly the five fields, with the trap left empty as a person leaves it', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    page = await mount()
    fillValid(page.container)
    await submit(page.container)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const keys = [...(fetch.mock.calls[0]![1].body as FormData).keys()]
    expect(keys).toEqual([
      'user_name',
      'user_email',
      'user_phone',
      'message',
      'selected_service',
      'lib_version',
      'service_id',
      'template_id',
      'user_id',
    ])
  })

  it('a second message within 10 s is refused by the library: the error notice, every field kept, one request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = stubFetch(async () => new Response('OK'))
    page = await mount()
    fillValid(page.container)
    await submit(page.container)
    await vi.waitFor(() => expect(notificationText(page!.container, 'status')).toBe('¡Mensaje enviado con éxito!'))
    fillValid(page.container)
    type(control(page.container, 'message'), 'Otra consulta')
    await submit(page.container)
    await vi.waitFor(() => expect(notificationText(page!.container, 'alert')).toMatch(/^Error al enviar el mensaje/))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(control(page.container, 'user_name').value).toBe(VALID.user_name)
    expect(control(page.container, 'message').value).toBe('Otra consulta')
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('429 Too Many Requests'), expect.anything())
  })

  it('sends exactly the five fields and the library’s four, to the local outbox of this build', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    page = await mount({ url: '/contact?selected_service=integracion_crms' })
    fillValid(page.container)
    await submit(page.container)
    // The phone check may still be fetching its library: wait for the send itself.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))

    const [url, init] = fetch.mock.calls[0]!
    // No public key in the test environment: the outbox on the page's own origin.
    expect(url).toBe(`${window.location.origin}/api/v1.0/email/send-form`)
    expect(Object.fromEntries(init.body as FormData)).toEqual({
      ...VALID,
      selected_service: 'integracion_crms',
      lib_version: '4.4.1',
      service_id: 'local-outbox',
      template_id: 'local-outbox',
      user_id: 'local-outbox',
    })
  })
})
