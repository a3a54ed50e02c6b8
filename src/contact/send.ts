import emailjs, { EmailJSResponseStatus } from '@emailjs/browser'
import { emailConfigFrom, type EmailConfig } from './config'

let initialisedWith: string | undefined

/** This build's settings; the outbox lives on the origin the page was served from. */
export function currentEmailConfig(): EmailConfig {
  return emailConfigFrom(import.meta.env, window.location.origin)
}

/**
 * Sends the form's named fields through EmailJS. `init` runs once (the origin can only be set
 * there: sendForm's own options ignore it). Resolves on a 200; rejects with what the library
 * throws: an EmailJSResponseStatus for any other status, a string for missing settings, a
 * TypeError when the connection fails.
 */
export async function sendContactForm(form: HTMLFormElement, config: EmailConfig = currentEmailConfig()): Promise<void> {
  const settings = `${config.publicKey} ${config.origin}`
  if (initialisedWith !== settings) {
    emailjs.init({ publicKey: config.publicKey, origin: config.origin })
    initialisedWith = settings
  }
  await emailjs.sendForm(config.serviceId, config.templateId, form)
}

/** A failed send in one line for the console: "429 Too Many Requests", the library's text, a message. */
export function describeSendError(error: unknown): string {
  if (error instanceof EmailJSResponseStatus) return `${error.status} ${error.text}`
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}
