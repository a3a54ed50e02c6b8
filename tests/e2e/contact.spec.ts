import { randomUUID } from 'node:crypto'
import { expect, test, type Page, type Route } from '@playwright/test'
import { HONEYPOT_NAME } from '../../src/contact/honeypot.ts'
import { CONTACT_STORAGE_KEYS, DRAFT_STORAGE_KEY, LAST_SEND_STORAGE_KEY } from '../../src/contact/tabStorage.ts'
import { EMAILJS_ERROR_ANSWERS } from '../support/emailjs-errors.ts'
import { STRINGS, outboxMessagesWith, validValues, type Lang } from './support/contact.ts'
import { throttleLikeAPhone, waitForContactForm, watchForErrors } from './support/site.ts'

const SEND_FORM = '**/api/v1.0/email/send-form'

/** Counts the page's requests to the provider's API (here the outbox, which answers as it does). */
function countProviderRequests(page: Page): () => number {
  let requests = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/v1.0/email/')) requests += 1
  })
  return () => requests
}

function form(page: Page, lang: Lang = 'es') {
  const s = STRINGS[lang]
  return {
    name: page.getByLabel(s.name, { exact: true }),
    email: page.getByLabel(s.email, { exact: true }),
    phone: page.getByLabel(s.phone, { exact: true }),
    message: page.getByLabel(s.message, { exact: true }),
    submit: page.getByRole('button', { name: new RegExp(`^(${s.submit}|${s.sending})$`) }),
    status: page.getByRole('status').filter({ hasText: /\S/ }),
    alert: page.getByRole('alert').filter({ hasText: /\S/ }),
  }
}

/** Opens a contact page and waits until its island runs (it enables the submit button). */
async function openContact(page: Page, url = '/contact') {
  await page.goto(url)
  await waitForContactForm(page)
}

async function fill(page: Page, values: ReturnType<typeof validValues>, lang: Lang = 'es') {
  const f = form(page, lang)
  await f.name.fill(values.name)
  await f.email.fill(values.email)
  await f.phone.fill(values.phone)
  await f.message.fill(values.message)
}

test('a valid message arrives in the outbox with exactly the five fields and the library’s four', async ({ page }) => {
  const check = watchForErrors(page)
  await openContact(page)
  const values = validValues()
  await fill(page, values)
  await form(page).submit.click()

  await expect(form(page).status).toHaveText(STRINGS.es.success)
  await expect.poll(() => outboxMessagesWith(values.name).length).toBe(1)
  const [message] = outboxMessagesWith(values.name)
  expect(message).toMatchObject({
    via: 'send-form',
    lib_version: '4.4.1',
    service_id: 'local-outbox',
    template_id: 'local-outbox',
    user_id: 'local-outbox',
  })
  expect(message?.template_params).toEqual({
    user_name: values.name,
    user_email: values.email,
    user_phone: values.phone,
    message: values.message,
    selected_service: 'contact',
  })
  // Cleared on success, and nothing left to restore.
  for (const field of [form(page).name, form(page).email, form(page).phone, form(page).message]) await expect(field).toHaveValue('')
  await page.reload()
  await waitForContactForm(page)
  await expect(form(page).name).toHaveValue('')
  check()
})

test('a service page’s call to action pre-selects the service and cleans the address without a reload', async ({ page }) => {
  const check = watchForErrors(page)
  await page.goto('/services/integracion_crms/')
  await page.locator('[data-section="callToAction"]').getByRole('link').click()

  // The island reads the service and cleans the address when it runs.
  await waitForContactForm(page)
  await expect(page).toHaveURL(/\/contact\/$/)
  await expect(page.getByText('Consulta sobre: Integración de CRM')).toBeVisible()

  const values = validValues()
  await fill(page, values)
  await form(page).submit.click()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  await expect.poll(() => outboxMessagesWith(values.name)[0]?.template_params.selected_service).toBe('integracion_crms')
  // Kept after success for a next message about the same service.
  await expect(page.getByText('Consulta sobre: Integración de CRM')).toBeVisible()
  // A reload of the cleaned address, or coming back to it, still knows the service.
  await page.reload()
  await waitForContactForm(page)
  await expect(page.getByText('Consulta sobre: Integración de CRM')).toBeVisible()
  // The parameter's entry was replaced, not added: back leads to the service page.
  await page.goBack()
  await expect(page).toHaveURL(/\/services\/integracion_crms\/$/)
  await page.goForward()
  await waitForContactForm(page)
  await expect(page.getByText('Consulta sobre: Integración de CRM')).toBeVisible()
  // An in-page anchor (the skip link) is a popstate, not a new visit: the service stays.
  await page.getByRole('link', { name: 'Saltar al contenido' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/contact\/#main$/)
  await expect(page.getByText('Consulta sobre: Integración de CRM')).toBeVisible()
  // A new visit through the menu is a general inquiry.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Contacto' }).first().click()
  await expect(page.locator('input[type="hidden"][name="selected_service"]')).toHaveValue('contact')
  await expect(page.getByText(/^Consulta sobre/)).toHaveCount(0)
  check()
})

test('?selected_service on arrival is read after hydration and removed with one page load only', async ({ page }) => {
  const check = watchForErrors(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url())
  })
  await openContact(page, '/en/contact/?selected_service=creacion_paginas_web')
  await expect(page).toHaveURL(/\/en\/contact\/$/)
  await expect(page.getByText(/^Inquiry about: /)).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="selected_service"]')).toHaveValue('creacion_paginas_web')
  expect(documents).toHaveLength(1)
  check()
})

test('an unknown service key falls back to a general inquiry', async ({ page }) => {
  // Typed as a person types it, without the slash: the host's redirect keeps the query.
  await openContact(page, '/contact?selected_service=no_such_service')
  await expect(page).toHaveURL(/\/contact\/$/)
  await expect(page.locator('input[type="hidden"][name="selected_service"]')).toHaveValue('contact')
  await expect(page.getByText(/^Consulta sobre/)).toHaveCount(0)
})

for (const lang of ['es', 'en'] as const) {
  test(`every invalid field shows its message in ${lang}, and nothing is sent`, async ({ page }) => {
    const check = watchForErrors(page)
    let sends = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/v1.0/email/')) sends += 1
    })
    await openContact(page, lang === 'es' ? '/contact/' : '/en/contact/')
    const f = form(page, lang)
    const s = STRINGS[lang]
    await f.name.fill('   ')
    await f.email.fill('ana@example')
    await f.phone.fill('099 12')
    await f.submit.click()

    await expect(f.status).toHaveText(s.incomplete)
    for (const [field, message] of [
      [f.name, s.invalid.name],
      [f.email, s.invalid.email],
      [f.phone, s.invalid.phone],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(f.message).toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toBeFocused()
    expect(sends).toBe(0)
    check()
  })
}

/** A failed send loses nothing: every field still holds what the visitor typed. */
async function expectValuesKept(page: Page, values: ReturnType<typeof validValues>): Promise<void> {
  await expect(form(page).name).toHaveValue(values.name)
  await expect(form(page).email).toHaveValue(values.email)
  await expect(form(page).phone).toHaveValue(values.phone)
  await expect(form(page).message).toHaveValue(values.message)
}

/** How the provider can fail: its real status codes and texts, and a dropped connection. */
const PROVIDER_FAILURES: { name: string; answer: (route: Route) => Promise<void>; logged: string }[] = [
  ...EMAILJS_ERROR_ANSWERS.map(([status, body]) => ({
    name: `the provider answering ${status}`,
    answer: (route: Route) => route.fulfill({ status, body, contentType: 'text/plain' }),
    logged: `could not be sent (${status} ${body})`,
  })),
  {
    name: 'a dropped connection',
    answer: (route: Route) => route.abort('connectionreset'),
    logged: 'could not be sent (TypeError: Failed to fetch)',
  },
]

for (const { name, answer, logged: expectedLog } of PROVIDER_FAILURES) {
  test(`${name} shows the error and keeps every value`, async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    await page.route(SEND_FORM, answer)
    await openContact(page)
    const values = validValues()
    await fill(page, values)
    await form(page).submit.click()

    await expect(form(page).alert).toHaveText(STRINGS.es.error)
    await expectValuesKept(page, values)
    await expect(form(page).submit).toHaveText(STRINGS.es.submit)
    expect(logged.some((text) => text.includes(expectedLog))).toBe(true)
    expect(outboxMessagesWith(values.name)).toEqual([])
  })
}

test('markup typed into the form is sent and listed as text, never run', async ({ page }) => {
  const check = watchForErrors(page)
  const token = randomUUID()
  const payload = `<img src=x onerror="window.__xss=1">${token}`
  await openContact(page)
  await fill(page, { ...validValues(token), name: payload, message: `<script>window.__xss=1</script>${payload}` })
  await form(page).submit.click()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  await expect.poll(() => outboxMessagesWith(token).length).toBe(1)
  const [message] = outboxMessagesWith(token)
  expect(message?.template_params.user_name).toBe(payload)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  check()

  await page.goto('/__outbox')
  await expect(page.getByText(payload).first()).toBeVisible()
  expect(await page.locator('main img, main script').count()).toBe(0)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
})

test('a double click sends once, and the button says it is sending meanwhile', async ({ page }) => {
  const check = watchForErrors(page)
  let requests = 0
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(SEND_FORM, async (route) => {
    requests += 1
    await held
    await route.continue()
  })
  await openContact(page)
  const values = validValues()
  await fill(page, values)
  await form(page).submit.dblclick()

  await expect(form(page).submit).toHaveText(STRINGS.es.sending)
  await expect(form(page).submit).toBeDisabled()
  await form(page).submit.click({ force: true })
  release()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  await expect(form(page).submit).toBeEnabled()
  expect(requests).toBe(1)
  await expect.poll(() => outboxMessagesWith(values.name).length).toBe(1)
  check()
})

test('a half-written message survives a reload', async ({ page }) => {
  const check = watchForErrors(page)
  await openContact(page, '/pt/contact/')
  await page.getByLabel('Nome completo', { exact: true }).fill('Ana Souza')
  await page.getByLabel('Mensagem', { exact: true }).fill('Preciso de um site em três idiomas')
  await page.reload()
  await waitForContactForm(page)
  await expect(page.getByLabel('Nome completo', { exact: true })).toHaveValue('Ana Souza')
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('Preciso de um site em três idiomas')
  await expect(page.getByText('34 de 250 caracteres')).toBeVisible()
  check()
})

test('a restored 5,000-character draft comes back whole and marked, is not sent, and goes once shortened', async ({ page }) => {
  const check = watchForErrors(page)
  await openContact(page)
  const values = validValues()
  const long = `${values.message} ${'x'.repeat(5000 - values.message.length - 1)}`
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [
    DRAFT_STORAGE_KEY,
    JSON.stringify({
      values: { user_name: values.name, user_email: values.email, user_phone: values.phone, message: long },
      selectedService: 'contact',
    }),
  ] as const)
  await page.reload()
  await waitForContactForm(page)
  const sends = countProviderRequests(page)
  const f = form(page)
  await expect(f.message).toHaveValue(long)
  await expect(f.message).toHaveAttribute('aria-invalid', 'true')
  await expect(f.message).toHaveAccessibleDescription('5000 de 250 caracteres: sobran 4750')

  await f.submit.click()
  await expect(f.status).toHaveText(STRINGS.es.incomplete)
  await expect(f.message).toBeFocused()
  await expect(f.message).toHaveValue(long)
  expect(sends()).toBe(0)

  // Shortened by the visitor, it goes.
  await f.message.fill(values.message)
  await expect(f.message).toHaveAccessibleDescription(`${values.message.length} de 250 caracteres`)
  await f.submit.click()
  await expect(f.status).toHaveText(STRINGS.es.success)
  await expect.poll(() => outboxMessagesWith(values.name)[0]?.template_params.message).toBe(values.message)
  check()
})

test('without the maxlength attribute, a longer message is refused, kept as typed and marked', async ({ page }) => {
  const check = watchForErrors(page)
  await openContact(page, '/en/contact/')
  const sends = countProviderRequests(page)
  const f = form(page, 'en')
  const values = validValues()
  await fill(page, values, 'en')
  await f.message.evaluate((element) => element.removeAttribute('maxlength'))
  const long = 'y'.repeat(300)
  await f.message.fill(long)
  await expect(f.message).toHaveAccessibleDescription('300 of 250 characters: 50 too many')
  await f.submit.click()
  await expect(f.status).toHaveText(STRINGS.en.incomplete)
  await expect(f.message).toHaveValue(long)
  await expect(f.message).toHaveAttribute('aria-invalid', 'true')
  expect(sends()).toBe(0)
  expect(outboxMessagesWith(values.name)).toEqual([])
  check()
})

test('a bot that fills the honeypot is told its message went, and nothing is sent', async ({ page }) => {
  const check = watchForErrors(page)
  await openContact(page)
  const sends = countProviderRequests(page)
  const values = validValues()
  await fill(page, values)
  // A bot fills every input it finds in the form; the trap is one of them.
  await page.locator(`[data-island="contact"] form [name="${HONEYPOT_NAME}"]`).fill('https://spam.example', { force: true })
  await form(page).submit.click()

  await expect(form(page).status).toHaveText(STRINGS.es.success)
  await expect(form(page).name).toHaveValue('')
  expect(sends()).toBe(0)
  expect(outboxMessagesWith(values.name)).toEqual([])
  check()
})

test('the honeypot is nowhere a person meets it: not seen, not in the tab order, not announced', async ({ page }) => {
  await openContact(page)
  const trap = page.locator(`[data-island="contact"] form [name="${HONEYPOT_NAME}"]`)
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  await expect(trap).not.toBeInViewport()
  // Absent from the accessibility tree: no textbox but the form's own four fields.
  await expect(page.locator('[data-island="contact"] form').getByRole('textbox')).toHaveCount(4)
  // Tab from the message goes straight to the send button.
  await form(page).message.focus()
  await page.keyboard.press('Tab')
  await expect(form(page).submit).toBeFocused()
})

test('a second message within EmailJS’s 10 s is refused before any request: the error notice, every field kept', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
  // The page's clock stands still (timers still run), so "within 10 s" does not depend on how fast
  // this machine is; it moves on to show the third message goes.
  const start = Date.now()
  await page.clock.setFixedTime(start)
  await openContact(page)
  const sends = countProviderRequests(page)
  const first = validValues()
  await fill(page, first)
  await form(page).submit.click()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  expect(sends()).toBe(1)

  const second = validValues()
  await fill(page, second)
  await form(page).submit.click()
  await expect(form(page).alert).toHaveText(STRINGS.es.error)
  await expectValuesKept(page, second)
  expect(sends()).toBe(1)
  expect(logged.some((text) => text.includes('could not be sent (429 Too Many Requests)'))).toBe(true)
  expect(outboxMessagesWith(second.name)).toEqual([])

  await page.clock.setFixedTime(start + 10_000)
  await form(page).submit.click()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  expect(sends()).toBe(2)
  await expect.poll(() => outboxMessagesWith(second.name).length).toBe(1)
})

/** The privacy policy's words for what the browser keeps, in each language. */
const POLICY_ON_STORAGE = {
  es: ['Este sitio no usa cookies', 'formulario de contacto', 'almacenamiento de sesión de esa pestaña (sessionStorage)', 'al cerrar la pestaña'],
  en: ['This site sets no cookies', 'contact form', "that tab's session storage (sessionStorage)", 'when you close the tab'],
  pt: ['Este site não usa cookies', 'formulário de contato', 'armazenamento de sessão dessa aba (sessionStorage)', 'quando você fecha a aba'],
} as const

for (const lang of ['es', 'en', 'pt'] as const) {
  test(`what the browser keeps is what the ${lang} privacy policy says: no cookies, the draft in the tab’s session storage`, async ({
    page,
    context,
  }) => {
    const prefix = lang === 'es' ? '' : `/${lang}`
    await openContact(page, `${prefix}/contact/`)
    const stored = () =>
      page.evaluate(() => ({
        session: Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
        local: Object.keys(localStorage),
        cookie: document.cookie,
      }))
    const token = randomUUID()
    const name = page.locator('[data-island="contact"] [name="user_name"]')
    await name.fill(`Ana ${token}`)

    // While typing: the draft, in session storage, and nothing else anywhere.
    let kept = await stored()
    expect(Object.keys(kept.session)).toEqual([DRAFT_STORAGE_KEY])
    expect(kept.session[DRAFT_STORAGE_KEY]).toContain(token)
    expect([kept.local, kept.cookie]).toEqual([[], ''])

    // Sent: the draft is gone; what stays is the last send's time for the rate limit.
    await page.locator('[data-island="contact"] [name="user_email"]').fill('ana@example.com')
    await page.locator('[data-island="contact"] [name="user_phone"]').fill('099123456')
    await page.locator('[data-island="contact"] [name="message"]').fill(`Hola ${token}`)
    await page.locator('[data-island="contact"] button[type="submit"]').click()
    await expect.poll(() => outboxMessagesWith(token).length).toBe(1)
    await expect.poll(async () => Object.keys((await stored()).session)).toEqual([LAST_SEND_STORAGE_KEY])
    kept = await stored()
    expect([kept.local, kept.cookie]).toEqual([[], ''])

    // The policy, in the same language, says exactly that.
    await page.goto(`${prefix}/privacy-policy/`)
    const cookies = page.locator('[data-section="cookies"]')
    for (const words of POLICY_ON_STORAGE[lang]) await expect(cookies).toContainText(words)
    expect(await context.cookies()).toEqual([])
    expect(Object.keys((await stored()).session).every((key) => (CONTACT_STORAGE_KEYS as readonly string[]).includes(key))).toBe(true)
  })
}

test('the message field holds 250 characters at most, cannot be resized, and counts them', async ({ page }) => {
  await openContact(page, '/en/contact/')
  const message = form(page, 'en').message
  await expect(message).toHaveAttribute('maxlength', '250')
  expect(await message.evaluate((element) => getComputedStyle(element).resize)).toBe('none')
  await message.fill('x'.repeat(300))
  await expect(message).toHaveValue('x'.repeat(250))
  await expect(page.getByText('250 of 250 characters')).toBeVisible()
})

test('the phone library is fetched by no other page, and on the way to contact only when a number needs it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const phoneLibrary = () => scripts.filter((path) => path.includes('phoneLibrary'))
  for (const url of ['/services/', '/services/integracion_crms/', '/about/', '/']) {
    await page.goto(url)
  }
  expect(phoneLibrary()).toEqual([])

  // The contact page neither preloads it nor loads it for a plain number.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Contacto' }).first().click()
  await expect(page).toHaveURL(/\/contact\/$/)
  await waitForContactForm(page)
  // A plain form, typed key by key: no prefix of it needs the library either.
  await fill(page, { ...validValues(), phone: '' })
  await form(page).phone.pressSequentially('099123456')
  await form(page).submit.click()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  expect(phoneLibrary()).toEqual([])

  // "099 123 456": only the library accepts it. It loads as soon as the number has an inner space,
  // while the visitor is still typing, so the submit does not wait for it. The page's clock moves
  // past EmailJS's 10 s rate limit first: this is a second message from the same tab.
  await page.clock.setFixedTime(Date.now() + 3_600_000)
  await fill(page, { ...validValues(), phone: '' })
  await form(page).phone.pressSequentially('099 1')
  await expect.poll(phoneLibrary).toHaveLength(1)
  await form(page).phone.pressSequentially('23 456')
  await form(page).submit.click()
  await expect(form(page).status).toHaveText(STRINGS.es.success)
  expect(phoneLibrary()).toHaveLength(1)
})

test('the contact page opens at the top, reached from the bottom of another page', async ({ page }) => {
  await page.goto('/about/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click()
  await expect(page).toHaveURL(/\/contact\/$/)
  await waitForContactForm(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('before the island has loaded', () => {
  /** Opens /contact with the island's script held back until `release` is called. */
  async function openWithIslandHeld(page: Page, url = '/contact') {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(url, { waitUntil: 'commit' })
    await expect(form(page).name).toBeVisible()
    return release
  }

  test('on a slow phone, what the visitor typed is still there once it hydrates, and it sends', async ({ page }) => {
    const check = watchForErrors(page)
    await throttleLikeAPhone(page)
    const release = await openWithIslandHeld(page, '/contact/?selected_service=integracion_crms')
    const values = validValues()
    await fill(page, values)
    const button = page.locator('[data-island="contact"] button[type="submit"]')
    await expect(button).toBeDisabled()
    await expect(button).toHaveText('Preparando el formulario…')

    release()
    await waitForContactForm(page)
    await expectValuesKept(page, values)
    await expect(page.getByText(`${values.message.length} de 250 caracteres`)).toBeVisible()
    await expect(page.getByText('Consulta sobre: Integración de CRM')).toBeVisible()
    await form(page).submit.click()
    await expect(form(page).status).toHaveText(STRINGS.es.success)
    expect(outboxMessagesWith(values.name)[0]?.template_params).toMatchObject({
      user_name: values.name,
      message: values.message,
      selected_service: 'integracion_crms',
    })
    check()
  })

  test('a number typed before it arrived: the island asks for the phone library before React hydrates the form, and it is fetched once', async ({
    page,
  }) => {
    const check = watchForErrors(page)
    // Notes, as the island adds a preload for the phone library (synchronously: an observer would
    // be told after the whole script had run), whether React DOM had been evaluated yet: its module
    // looks for the React DevTools' hook as it initialises.
    await page.addInitScript(() => {
      const state = window as unknown as { reactDomEvaluated?: boolean; preloadedBeforeReact?: boolean }
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        get: () => void (state.reactDomEvaluated = true),
      })
      const append = Element.prototype.append
      Element.prototype.append = function (this: Element, ...nodes: (Node | string)[]) {
        for (const node of nodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.href.includes('phoneLibrary'))
            state.preloadedBeforeReact ??= state.reactDomEvaluated !== true
        append.apply(this, nodes)
      }
    })
    const libraryRequests: string[] = []
    page.on('request', (request) => request.url().includes('phoneLibrary') && libraryRequests.push(request.url()))
    const release = await openWithIslandHeld(page)
    await fill(page, { ...validValues(), phone: '+598 94 123 456' })
    expect(libraryRequests).toEqual([])

    release()
    await waitForContactForm(page)
    const seen = await page.evaluate(() => {
      const { reactDomEvaluated, preloadedBeforeReact } = window as unknown as { reactDomEvaluated?: boolean; preloadedBeforeReact?: boolean }
      return { reactDomEvaluated, preloadedBeforeReact }
    })
    expect(seen).toMatchObject({ reactDomEvaluated: true, preloadedBeforeReact: true })
    await form(page).submit.click()
    await expect(form(page).status).toHaveText(STRINGS.es.success)
    expect(libraryRequests).toHaveLength(1)
    check()
  })

  test('pressing submit or Enter neither navigates nor loses anything', async ({ page }) => {
    const release = await openWithIslandHeld(page)
    const values = validValues()
    await fill(page, values)
    await page.locator('[data-island="contact"] button[type="submit"]').click({ force: true })
    await form(page).email.press('Enter')
    expect(new URL(page.url()).search).toBe('')
    await expectValuesKept(page, values)
    release()
    await waitForContactForm(page)
    await expectValuesKept(page, values)
  })
})

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false })

  test('the page says the form needs it and offers the phone instead', async ({ page }) => {
    await page.goto('/en/contact/')
    const note = page.getByRole('note')
    await expect(note).toContainText('Sending this form needs JavaScript')
    await expect(note.getByRole('link', { name: '+598 2123 4567' })).toHaveAttribute('href', 'tel:+59821234567')
    await expect(page.locator('[data-island="contact"] button[type="submit"]')).toBeDisabled()
  })
})
