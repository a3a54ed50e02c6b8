// @vitest-environment jsdom
import { EmailJSResponseStatus } from '@emailjs/browser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendContactForm } from '../../../src/contact/send'
import { EMAILJS_ERROR_ANSWERS } from '../../support/emailjs-errors'
import { VALID, fillValid, mount, submit, type Mounted } from './dom'

// The real EmailJS library 4.4.1 over a stubbed fetch: what it sends and how it fails.
const config = { serviceId: 'service_x', templateId: 'template_y', publicKey: 'pk_z', origin: 'https://api.example.test', usesOutbox: false }

function stubFetch(response: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function formWith(fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form')
  for (const [name, value] of Object.entries(fields)) {
    const input = form.appendChild(document.createElement('input'))
    input.name = name
    input.value = value
  }
  return form
}

let page: Mounted | undefined
afterEach(() => {
  page?.unmount()
  page = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('sendContactForm', () => {
  it('posts the form and the library’s four fields to the configured origin', async () => {
    const fetch = stubFetch(async () => new Response('OK', { status: 200 }))
    await sendContactForm(formWith({ user_name: 'Ana' }), config)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://api.example.test/api/v1.0/email/send-form')
    expect(init.method).toBe('POST')
    expect(Object.fromEntries(init.body as FormData)).toEqual({
      user_name: 'Ana',
      lib_version: '4.4.1',
      service_id: 'service_x',
      template_id: 'template_y',
      user_id: 'pk_z',
    })
  })

  it.each(EMAILJS_ERROR_ANSWERS)('rejects a %i answer with its status and text', async (status, text) => {
    stubFetch(async () => new Response(text, { status }))
    const failure = sendContactForm(formWith({ user_name: 'Ana' }), config)
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus)
    await expect(failure).rejects.toMatchObject({ status, text })
  })

  it('rejects with the TypeError of a failed connection', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(sendContactForm(formWith({}), config)).rejects.toThrow(TypeError)
  })

  it('rejects, sending nothing, when the service or template id is not configured', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    await expect(sendContactForm(formWith({}), { ...config, serviceId: '' })).rejects.toMatch(/service ID is required/)
    await expect(sendContactForm(formWith({}), { ...config, templateId: '' })).rejects.toMatch(/template ID is required/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends a second time through a new origin when the settings change', async () => {
    const fetch = stubFetch(async () => new Response('OK'))
    await sendContactForm(formWith({}), config)
    await sendContactForm(formWith({}), { ...config, origin: 'http://localhost:4173' })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example.test/api/v1.0/email/send-form',
      'http://localhost:4173/api/v1.0/email/send-form',
    ])
  })
})

describe('the contact form through the real library', () => {
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
