import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { ServiceChoice } from '../../../src/contact/ContactForm'
import { ensureStrings, i18nFor } from '../../../src/i18n/instances'
import { LangContext } from '../../../src/i18n/LangContext'
import type { Lang } from '../../../src/i18n/languages'

// Tells React these renders run inside act(), as a test renderer does.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const SERVICES: ServiceChoice[] = [
  { key: 'integracion_crms', title: 'Integración de CRM' },
  { key: 'transformacion_digital', title: 'Transformación Digital' },
]

export interface Mounted {
  container: HTMLElement
  root: Root
  router: ReturnType<typeof createMemoryRouter>
  unmount: () => void
}

/** Renders `element` as the page at `url`, with a language's real strings. */
export async function mount(element: ReactNode, { url = '/contact' as string | { pathname: string; state: unknown }, lang = 'es' as Lang } = {}): Promise<Mounted> {
  await ensureStrings(lang)
  const router = createMemoryRouter([{ path: '*', element: withLanguage(element, lang) }], { initialEntries: [url] })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => root.render(<RouterProvider router={router} />))
  return {
    container,
    root,
    router,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

export function withLanguage(element: ReactNode, lang: Lang = 'es'): ReactNode {
  return (
    <I18nextProvider i18n={i18nFor(lang)}>
      <LangContext.Provider value={lang}>{element}</LangContext.Provider>
    </I18nextProvider>
  )
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
  return regions.map((region) => region.textContent ?? '').join('').trim()
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
