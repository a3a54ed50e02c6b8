import emailjs, { EmailJSResponseStatus } from '@emailjs/browser'
import { emailConfigFrom, type EmailConfig } from './config.ts'
import { LAST_SEND_STORAGE_KEY, tabStorage } from './tabStorage.ts'
import { TYPED_FIELDS, type ContactValues } from './values.ts'

/** What the e-mail template receives: exactly the five fields (docs/product.md, "What is sent"). */
export type ContactMessage = ContactValues & { selected_service: string }

/** The five fields' names, in the form's order. */
export const MESSAGE_FIELDS = [...TYPED_FIELDS, 'selected_service'] as const satisfies readonly (keyof ContactMessage)[]

/**
 * EmailJS's own rate limit: a send within 10 s of the last one from this tab is refused by the
 * library, before any request, as a 429 "Too Many Requests" (the visitor sees the error notice and
 * keeps every field). Nobody writes a second message in 10 s; a script looping over the form does,
 * and the company's monthly quota is what it would eat. The id is the key of the last send's time
 * in the tab's session storage (./tabStorage.ts), where the draft is too.
 */
export const SEND_RATE_LIMIT = { id: LAST_SEND_STORAGE_KEY, throttle: 10_000 } as const

let initialisedWith: string | undefined

/** This build's settings; the outbox lives on the origin the page was served from. */
export function currentEmailConfig(): EmailConfig {
  return emailConfigFrom(import.meta.env, window.location.origin)
}

/**
 * The message as a form of its own, holding the five fields and nothing else: the page's form
 * also holds the spam trap, which must never reach the provider. Textareas carry every value as
 * typed, line breaks included, as the page's own fields did.
 */
function messageForm(message: ContactMessage): HTMLFormElement {
  const form = document.createElement('form')
  for (const name of MESSAGE_FIELDS) {
    const field = form.appendChild(document.createElement('textarea'))
    field.name = name
    field.value = message[name]
  }
  return form
}

/**
 * Sends the message through EmailJS as its form-data call (send-form: docs/product.md, "What is
 * sent"). `init` runs once per settings (the origin can only be set there: sendForm's own
 * options ignore it), with the rate limit; the library ignores the limit unless `init` is also
 * given a storage. Only a delivered message (or a 429) starts the limit's 10 s. Resolves on a
 * 200; rejects with what the library throws: an EmailJSResponseStatus for any other status and
 * for the rate limit, a string for missing settings, a TypeError when the connection fails.
 */
export async function sendContactMessage(message: ContactMessage, config: EmailConfig = currentEmailConfig()): Promise<void> {
  const settings = `${config.publicKey} ${config.origin}`
  if (initialisedWith !== settings) {
    emailjs.init({ publicKey: config.publicKey, origin: config.origin, limitRate: SEND_RATE_LIMIT, storageProvider: tabStorage })
    initialisedWith = settings
  }
  try {
    await emailjs.sendForm(config.serviceId, config.templateId, messageForm(message))
  } catch (error) {
    // The library stamps the time before its request: a send that failed (the network, a refusal)
    // delivered nothing, so it does not hold the visitor's retry back. A 429, the limit's own or
    // the provider's, keeps it.
    if (!(error instanceof EmailJSResponseStatus && error.status === 429)) await tabStorage.remove(LAST_SEND_STORAGE_KEY)
    throw error
  }
}

/** A failed send in one line for the console: "429 Too Many Requests", the library's text, a message. */
export function describeSendError(error: unknown): string {
  if (error instanceof EmailJSResponseStatus) return `${error.status} ${error.text}`
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}
