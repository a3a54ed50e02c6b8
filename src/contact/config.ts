/** The e-mail provider's API origin, EmailJS's own default. */
export const PROVIDER_ORIGIN = 'https://api.emailjs.com'

/** Stand-in ids sent to the local outbox, which accepts any non-empty id. */
export const OUTBOX_ID = 'local-outbox'

/** The build-time variables that configure sending (docs/decisions.md, "EmailJS, configured at build time"). */
export interface EmailEnv {
  VITE_EMAILJS_SERVICE_ID?: string
  VITE_EMAILJS_TEMPLATE_ID?: string
  VITE_EMAILJS_PUBLIC_KEY?: string
  VITE_EMAILJS_ORIGIN?: string
}

export interface EmailConfig {
  serviceId: string
  templateId: string
  publicKey: string
  /** Where the API lives: the provider, or this site itself for the outbox. */
  origin: string
  usesOutbox: boolean
}

const clean = (value: string | undefined) => value?.trim() ?? ''

/** No public key means no account: messages go to the local outbox (the build warns about it). */
export function usesLocalOutbox(env: EmailEnv): boolean {
  return clean(env.VITE_EMAILJS_PUBLIC_KEY) === ''
}

/**
 * The settings the form sends with. A public key without its service or template id is kept
 * as it is: the library then refuses to send, and the visitor sees the error notification.
 */
export function emailConfigFrom(env: EmailEnv, pageOrigin: string): EmailConfig {
  if (usesLocalOutbox(env)) {
    return {
      serviceId: clean(env.VITE_EMAILJS_SERVICE_ID) || OUTBOX_ID,
      templateId: clean(env.VITE_EMAILJS_TEMPLATE_ID) || OUTBOX_ID,
      publicKey: OUTBOX_ID,
      origin: pageOrigin,
      usesOutbox: true,
    }
  }
  return {
    serviceId: clean(env.VITE_EMAILJS_SERVICE_ID),
    templateId: clean(env.VITE_EMAILJS_TEMPLATE_ID),
    publicKey: clean(env.VITE_EMAILJS_PUBLIC_KEY),
    origin: clean(env.VITE_EMAILJS_ORIGIN).replace(/\/+$/, '') || PROVIDER_ORIGIN,
    usesOutbox: false,
  }
}
