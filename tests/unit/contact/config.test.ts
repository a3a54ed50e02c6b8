import { describe, expect, it } from 'vitest'
import { emailConfigFrom, usesLocalOutbox } from '../../../src/contact/config.ts'

const page = 'http://localhost:4173'

describe('emailConfigFrom', () => {
  it('without a public key, sends to the outbox on the page’s own origin with stand-in ids', () => {
    expect(emailConfigFrom({}, page)).toEqual({
      serviceId: 'local-outbox',
      templateId: 'local-outbox',
      publicKey: 'local-outbox',
      origin: page,
      usesOutbox: true,
    })
    expect(usesLocalOutbox({ VITE_EMAILJS_PUBLIC_KEY: '  ' })).toBe(true)
  })

  it('with a public key, sends to EmailJS’s own API by default', () => {
    const env = { VITE_EMAILJS_SERVICE_ID: 'service_1', VITE_EMAILJS_TEMPLATE_ID: 'template_1', VITE_EMAILJS_PUBLIC_KEY: 'pk_1' }
    expect(emailConfigFrom(env, page)).toEqual({
      serviceId: 'service_1',
      templateId: 'template_1',
      publicKey: 'pk_1',
      origin: 'https://api.emailjs.com',
      usesOutbox: false,
    })
  })

  it('takes VITE_EMAILJS_ORIGIN, without a trailing slash', () => {
    const env = { VITE_EMAILJS_PUBLIC_KEY: 'pk_1', VITE_EMAILJS_ORIGIN: 'https://emailjs.proxy.example/' }
    expect(emailConfigFrom(env, page).origin).toBe('https://emailjs.proxy.example')
  })

  it('keeps a missing service id missing, so the library refuses to send', () => {
    expect(emailConfigFrom({ VITE_EMAILJS_PUBLIC_KEY: 'pk_1' }, page)).toMatchObject({ serviceId: '', templateId: '' })
  })
})
