import { randomUUID } from 'node:crypto'
import { STRINGS, outboxMessagesWith, validValues } from '../support/contact.ts'
import { expect, islandRunning, test, type Visitor } from '../support/engines/test.ts'

const FORM = '[data-island="contact"] form'
const FIELDS = { name: 'user_name', email: 'user_email', phone: 'user_phone', message: 'message' } as const
const SEND_FORM = '/api/v1.0/email/send-form'
type Values = ReturnType<typeof validValues>

/** Valid values, short: WebKitWebDriver types about 20 keys a second. The token finds the message in the outbox. */
const shortValues = (): Values => validValues(randomUUID().slice(0, 8))

async function fill(visitor: Visitor, values: Values): Promise<void> {
  for (const [key, name] of Object.entries(FIELDS))
    if (values[key as keyof Values]) await visitor.type(`${FORM} [name="${name}"]`, values[key as keyof Values])
}

/** What the form holds and says: its fields by name, its notices, the fields marked invalid. */
const formState = (form: string) => {
  const element = document.querySelector<HTMLFormElement>(form)
  const fields = Object.fromEntries(
    [...(element?.elements ?? [])].flatMap((field) =>
      'value' in field && field.getAttribute('name') ? [[field.getAttribute('name'), field.value]] : [],
    ),
  )
  return {
    fields,
    notices: [...document.querySelectorAll('[role="status"], [role="alert"]')].map((notice) => notice.textContent?.trim()).filter(Boolean),
    invalid: [...(element?.querySelectorAll('[aria-invalid="true"]') ?? [])].map((field) => field.getAttribute('name')),
  }
}

const typed = (values: Values) => ({ user_name: values.name, user_email: values.email, user_phone: values.phone, message: values.message })

// The form is filled as soon as the page shows it: the first touch asks for the island, and what
// is typed before it runs is kept (docs/decisions.md, "What was typed is never lost").
test('from a service’s call to action to a message in the outbox, through the real EmailJS client', async ({ visitor }) => {
  await visitor.open('/services/integracion_crms/')
  await visitor.follow('[data-section="callToAction"] a')
  const values = shortValues()
  await fill(visitor, values)
  await islandRunning(visitor)
  // The island took the service from the address, then cleaned the address without a reload.
  expect(await visitor.evaluate(() => [location.pathname, location.search])).toEqual(['/contact/', ''])
  expect((await visitor.evaluate(formState, FORM)).fields).toMatchObject({ ...typed(values), selected_service: 'integracion_crms' })
  await visitor.click(`${FORM} button[type="submit"]`)

  await expect.poll(async () => (await visitor.evaluate(formState, FORM)).notices).toEqual([STRINGS.es.success])
  await expect.poll(() => outboxMessagesWith(values.name).length).toBe(1)
  const [message] = outboxMessagesWith(values.name)
  expect(message).toMatchObject({ via: 'send-form', lib_version: '4.4.1' })
  expect(message?.template_params).toEqual({ ...typed(values), selected_service: 'integracion_crms' })
  // Cleared on success, the service kept.
  expect((await visitor.evaluate(formState, FORM)).fields).toMatchObject({
    user_name: '',
    user_email: '',
    user_phone: '',
    message: '',
    selected_service: 'integracion_crms',
  })
  expect(await visitor.problems()).toEqual([])
})

test('the language links carry the selected service to the form in another language', async ({ visitor }) => {
  // Untouched, the island runs once the browser is idle after the page has loaded.
  await visitor.open('/contact/?selected_service=integracion_crms')
  await islandRunning(visitor)
  expect(await visitor.problems()).toEqual([])
  await visitor.follow('a[data-lang-link][hreflang="en"]')
  await visitor.click(`${FORM} [name="user_name"]`)
  await islandRunning(visitor)
  expect(await visitor.evaluate(() => [location.pathname, location.search])).toEqual(['/en/contact/', ''])
  expect((await visitor.evaluate(formState, FORM)).fields).toMatchObject({ selected_service: 'integracion_crms' })
  expect(await visitor.problems()).toEqual([])
})

test('invalid fields are named, and nothing is sent', async ({ visitor }) => {
  let sends = 0
  visitor.plan.answer = { path: SEND_FORM, respond: (res) => void (sends++, res.writeHead(200).end('OK')) }
  await visitor.open('/contact/')
  await fill(visitor, { name: '   ', email: 'ana@example', phone: '099 12', message: '' })
  await islandRunning(visitor)
  await visitor.click(`${FORM} button[type="submit"]`)
  await expect.poll(async () => (await visitor.evaluate(formState, FORM)).notices).toEqual([STRINGS.es.incomplete])
  expect(await visitor.evaluate(formState, FORM)).toMatchObject({ invalid: Object.values(FIELDS) })
  const text = await visitor.evaluate((form) => document.querySelector(form)?.textContent ?? '', FORM)
  for (const message of Object.values(STRINGS.es.invalid)) expect(text).toContain(message)
  expect(sends).toBe(0)
  expect(await visitor.problems()).toEqual([])
})

// The provider's own answer when it refuses (tests/support/emailjs-errors.ts), and a dropped connection.
const FAILURES = [
  {
    name: 'refused by the provider (429)',
    respond: (res: import('node:http').ServerResponse) => void res.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests'),
    logged: '(429 Too Many Requests)',
  },
  { name: 'cut off (a dropped connection)', respond: (res: import('node:http').ServerResponse) => void res.socket?.destroy(), logged: '(TypeError' },
]

for (const { name, respond, logged } of FAILURES) {
  test(`a send ${name} says so and keeps every value`, async ({ visitor }) => {
    visitor.plan.answer = { path: SEND_FORM, respond }
    await visitor.open('/contact/')
    const values = shortValues()
    await fill(visitor, values)
    await islandRunning(visitor)
    await visitor.click(`${FORM} button[type="submit"]`)

    await expect.poll(async () => (await visitor.evaluate(formState, FORM)).notices).toEqual([STRINGS.es.error])
    expect((await visitor.evaluate(formState, FORM)).fields).toMatchObject(typed(values))
    expect(outboxMessagesWith(values.name)).toEqual([])
    // The island says why in the console, and that is all.
    expect(await visitor.problems()).toEqual([expect.stringContaining(`could not be sent ${logged}`)])
  })
}
