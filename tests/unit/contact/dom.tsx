import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { ServiceChoice } from '../../../src/contact/ContactForm.tsx'
import { ContactIsland, type ContactIslandProps } from '../../../src/contact/ContactIsland.tsx'
import { contactStrings } from '../../../src/contact/strings.tsx'
import type { Lang } from '../../../src/i18n/languages.ts'
import { islandIdPrefix } from '../../../src/islands/names.ts'
import en from '../../../content/en/strings/contact.json'
import es from '../../../content/es/strings/contact.json'
import pt from '../../../content/pt/strings/contact.json'

// Tells React these renders run inside act(), as a test renderer does.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const SERVICES: ServiceChoice[] = [
  { key: 'integracion_crms', title: 'Integración de CRM' },
  { key: 'transformacion_digital', title: 'Transformación Digital' },
]

const NAMESPACES = { es, en, pt }

/** What the contact page inlines for its island, from a language's real strings. */
export function islandProps(lang: Lang = 'es'): ContactIslandProps {
  return { strings: contactStrings(NAMESPACES[lang]), services: SERVICES, labelledBy: 'contact-heading' }
}

export interface Mounted {
  container: HTMLElement
  root: Root
  unmount: () => void
}

/** Where the page is: its address and its history entry's state, as the island finds them. */
export interface Arrival {
  url?: string
  state?: unknown
  lang?: Lang
}

function arrive({ url = '/contact', state = null }: Arrival): void {
  window.history.replaceState(state, '', url)
}

/** Renders the contact island afresh, as the page at `url` with that history state. */
export async function mount(arrival: Arrival = {}): Promise<Mounted> {
  arrive(arrival)
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => root.render(<ContactIsland {...islandProps(arrival.lang)} />))
  return mounted(container, root)
}

/** The island as the build writes it into the page: rendered on its own, ids prefixed. */
export function prerender(lang: Lang = 'es'): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<ContactIsland {...islandProps(lang)} />, { identifierPrefix: islandIdPrefix('contact') })
  return container
}

/** Hydrates a prerendered island as src/islands/hydrate.tsx does; recoverable errors are collected. */
export async function hydrate(container: HTMLElement, arrival: Arrival = {}, errors: unknown[] = []): Promise<Mounted> {
  arrive(arrival)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, <ContactIsland {...islandProps(arrival.lang)} />, {
      identifierPrefix: islandIdPrefix('contact'),
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return mounted(container, root as Root)
}

function mounted(container: HTMLElement, root: Root): Mounted {
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Types into a controlled field the way a browser does: sets the value, fires `input`. */
export function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** A form control by its name, typed. */
export function control(container: HTMLElement, name: string): HTMLInputElement & HTMLTextAreaElement {
  const element = container.querySelector(`[name="${name}"]`)
  if (!element) throw new Error(`no control named ${name}`)
  return element as HTMLInputElement & HTMLTextAreaElement
}

export function submitButton(container: HTMLElement): HTMLButtonElement {
  const button = container.querySelector('button[type="submit"]')
  if (!(button instanceof HTMLButtonElement)) throw new Error('no submit button')
  return button
}

/** Clicks submit and lets the submit's promises settle. */
export async function submit(container: HTMLElement): Promise<void> {
  await act(async () => submitButton(container).click())
}

/** The text of the notification on show, by its live region's role. */
export function notificationText(container: HTMLElement, role: 'status' | 'alert'): string {
  const regions = [...container.querySelectorAll(`[role="${role}"]`)]
  return regions
    .map((region) => region.textContent ?? '')
    .join('')
    .trim()
}

export const VALID = {
  user_name: 'Ana Pérez',
  user_email: 'ana@example.com',
  user_phone: '099 123 456',
  message: 'Quisiera una consulta sobre un CRM.',
}

export function fillValid(container: HTMLElement): void {
  for (const [name, value] of Object.entries(VALID)) type(control(container, name), value)
}
