import { createContext, useContext } from 'react'
import type contact from '../../content/es/strings/contact.json'

type Form = typeof contact.form
const FORM_KEYS = [
  'fields',
  'selectedService',
  'characterCount',
  'characterCountOver',
  'submit',
  'preparing',
  'sending',
  'honeypot',
] as const satisfies readonly (keyof Form)[]

/**
 * The strings the form reads, from the contact namespace: inlined in the contact page for the
 * island (src/islands/contact.tsx), and nothing else of it. Typed from the Spanish source, so a
 * key the form uses that es lacks fails the type check.
 */
export interface ContactStrings {
  form: Pick<Form, (typeof FORM_KEYS)[number]>
  notifications: typeof contact.notifications
}

/** The island's strings out of a language's whole contact namespace. */
export function contactStrings(namespace: { form: Form; notifications: ContactStrings['notifications'] }): ContactStrings {
  const form = Object.fromEntries(FORM_KEYS.map((key) => [key, namespace.form[key]])) as ContactStrings['form']
  return { form, notifications: namespace.notifications }
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A dotted key of a string in ContactStrings: "form.submit", "notifications.error". */
export type ContactKey = Leaves<ContactStrings>

export type Translate = (key: ContactKey, values?: Record<string, string | number>) => string

/**
 * Looks `key` up and fills its {{placeholders}}, as i18next does for these strings (none of them
 * has plural forms). The island ships this instead of i18next: a dozen lines for a dozen strings.
 */
export function translator(strings: ContactStrings): Translate {
  return (key, values = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings)
    if (typeof found !== 'string') return key
    return found.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  }
}

const TextContext = createContext<Translate>((key) => key)

export const ContactTextProvider = TextContext.Provider

/** The form's translate function: `const t = useContactText(); t('form.submit')`. */
export function useContactText(): Translate {
  return useContext(TextContext)
}
