import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

// The folder playwright.config.ts gives the server (OUTBOX_DIR). Tests run in parallel, so each
// finds its own message by a token it typed, never by position.
export const OUTBOX = resolve('.outbox-e2e')

export interface StoredMessage {
  via: string
  lib_version: string | null
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

export function outboxMessagesWith(token: string): StoredMessage[] {
  let names: string[] = []
  try {
    names = readdirSync(OUTBOX).filter((name) => name.endsWith('.json'))
  } catch {
    return [] // nothing sent yet
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as StoredMessage)
    .filter((message) => JSON.stringify(message.template_params).includes(token))
}

/** What the contact form says, in the languages its tests use. */
export const STRINGS = {
  es: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    success: '¡Mensaje enviado con éxito!',
    error: 'Error al enviar el mensaje. Por favor, intentá de nuevo más tarde.',
    incomplete: 'Por favor, completá todos los campos.',
    invalid: { name: 'Nombre inválido', email: 'Correo inválido', phone: 'Teléfono inválido' },
  },
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    submit: 'Send message',
    sending: 'Sending…',
    success: 'Message sent successfully!',
    error: 'Error sending the message. Please try again later.',
    incomplete: 'Please fill out all fields.',
    invalid: { name: 'Invalid name', email: 'Invalid email', phone: 'Invalid phone' },
  },
} as const
export type Lang = keyof typeof STRINGS

/** Valid values, the name carrying a token that finds the message in the outbox. */
export function validValues(token: string = randomUUID()) {
  return { name: `Ana Pérez ${token}`, email: 'ana@example.com', phone: '099 123 456', message: `Quisiera una cotización. ${token}` }
}
