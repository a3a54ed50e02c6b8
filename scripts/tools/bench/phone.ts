import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { langFromPath } from '../../../src/i18n/paths.ts'
import { table, withSpread } from './budgets.ts'
import { chromeFlags, CHROME_PATH, withDeadline } from './chromium.ts'
import { writeNoJsCopy } from './js.ts'
import { byKind, isContact } from './lighthouse.ts'
import { H1_BINDING, OBSERVER_SCRIPT, READ_MARKS, type PageMarks } from './observer.ts'
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK, PHONE_PROFILE_LABEL, PHONE_SCREEN } from './profile.ts'

/** One turn of a page on the phone profile, each load in a fresh browser context (cold cache). */
export interface PhoneRun {
  /** From the h1 rendered visible to the menu rendered open, after a tap sent in that frame. */
  menuAfterH1: number
  /** The same on the page's copy without scripts, loaded right after: the host's floor. */
  noJsMenuAfterH1: number
  /** Contact only, a load of its own: from the h1 visible to the success notice of a filled form sent. */
  sendAfterH1?: number
}

export interface PhonePage {
  name: string
  url: string
  runs: PhoneRun[]
}

export interface PhoneReport {
  profile: string
  runsPerPage: number
  pages: PhonePage[]
}

/** The page's own times, read from the observer, with the h1 it has shown. */
async function marksOf(page: Page): Promise<PageMarks & { h1: number }> {
  const json = await page.evaluate(READ_MARKS)
  const marks = typeof json === 'string' && json !== '' ? (JSON.parse(json) as PageMarks) : undefined
  if (!marks || marks.h1 === null) throw new Error(`no h1 was seen on ${page.url()}${marks ? '' : ': the observer did not run'}`)
  return { ...marks, h1: marks.h1 }
}

/** A fresh context (cold cache) with the phone's screen and the observer, and a page throttled like the phone. */
async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const { deviceScaleFactor, ...viewport } = PHONE_SCREEN
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile: true, hasTouch: true })
  await context.addInitScript({ content: OBSERVER_SCRIPT })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  return { context, page, cdp }
}

/** A tap at a point, as Playwright's tap() sends it, but without its helper script running in the throttled page first. */
async function tap(cdp: CDPSession, point: { x: number; y: number }): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/**
 * Opens a page and taps the menu toggle in the frame the h1 shows (the page calls H1_BINDING
 * then, with the toggle's centre): the time from that h1 to the frame that shows the open menu.
 */
async function menuRun(browser: Browser, url: string): Promise<number> {
  const { context, page, cdp } = await phonePage(browser)
  try {
    let tapped: Promise<unknown> = Promise.resolve()
    await page.exposeFunction(H1_BINDING, (json: string) => {
      const point = JSON.parse(json) as { x: number; y: number } | null
      if (point) tapped = tap(cdp, point)
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { __bench: PageMarks }).__bench.menuOpen !== null)
    await tapped
    const marks = await marksOf(page)
    return (marks.menuOpen as number) - marks.h1
  } finally {
    await context.close()
  }
}

/** What the contact form is filled with: a valid Uruguayan mobile in international form, a message of a sentence. */
const CONTACT_VALUES = {
  user_name: 'Ana Pérez',
  user_email: 'ana@example.com',
  user_phone: '+598 94 123 456',
  message: 'Quisiera una cotización para integrar nuestro CRM con el sitio web.',
}

const CONTACT_FORM = '[data-island="contact"] form'

/** In the page: once the island has enabled the submit button, scrolls it to the middle of the screen and resolves with its centre. */
const SUBMIT_POINT_WHEN_ENABLED = `new Promise((resolve, reject) => {
  const button = document.querySelector('${CONTACT_FORM} button[type="submit"]')
  const ready = () => {
    if (button.disabled) return false
    button.scrollIntoView({ block: 'center' })
    const box = button.getBoundingClientRect()
    resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
    return true
  }
  if (ready()) return
  const observer = new MutationObserver(() => ready() && observer.disconnect())
  observer.observe(button, { attributes: true })
  setTimeout(() => reject(new Error('the submit button stayed disabled for 30 s')), 30000)
})`

/**
 * Evaluates an expression in the page over its DevTools session, so that no helper script of
 * Playwright's runs in the throttled page; a page whose main thread never answers fails the run
 * after 60 s rather than hang the bench.
 */
async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const answer = cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })
  const { result, exceptionDetails } = await withDeadline(answer, 60_000, `an answer to ${expression.slice(0, 60)}`)
  if (exceptionDetails) throw new Error(`${expression.slice(0, 80)}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
  return result.value as T
}

/**
 * Opens the contact page and, in the frame the h1 shows, fills the form and sends it as fast as
 * the page lets a visitor: each field focused and its value typed as a keyboard's text input,
 * then a tap on send once the island has enabled it, all through the DevTools protocol (Playwright's
 * fill and click cost the throttled page 200-900 ms of its helper script first). The real EmailJS
 * client posts to the bench server, which answers as EmailJS does; the time runs to the notice.
 */
async function sendRun(browser: Browser, url: string, success: string): Promise<number> {
  const { context, page, cdp } = await phonePage(browser)
  try {
    let showH1 = () => {}
    const h1Shown = new Promise<void>((resolve) => (showH1 = resolve))
    await page.exposeFunction(H1_BINDING, () => showH1())
    await page.goto(url, { waitUntil: 'commit' })
    await h1Shown
    for (const [name, value] of Object.entries(CONTACT_VALUES)) {
      await evaluate(cdp, `document.querySelector('${CONTACT_FORM} [name="${name}"]').focus()`)
      await cdp.send('Input.insertText', { text: value })
    }
    await tap(cdp, await evaluate<{ x: number; y: number }>(cdp, SUBMIT_POINT_WHEN_ENABLED))
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    await page.getByRole('status').filter({ hasText: success }).or(alert).first().waitFor({ state: 'visible' })
    if (await alert.count()) throw new Error(`the contact form refused to send: ${await alert.first().innerText()}`)
    const shown = (marks: PageMarks) => marks.statuses.find((status) => status.text.includes(success))
    await page.waitForFunction((text) => (window as unknown as { __bench: PageMarks }).__bench.statuses.some((s) => s.text.includes(text)), success)
    const marks = await marksOf(page)
    return (shown(marks) as { t: number }).t - marks.h1
  } finally {
    await context.close()
  }
}

/** The success notice of the contact form in a page's language. */
function successNotice(root: string, path: string): string {
  const strings = JSON.parse(readFileSync(join(root, 'content', langFromPath(path), 'strings', 'contact.json'), 'utf8'))
  return strings.notifications.success as string
}

/**
 * The phone profile on each page: `runs` turns of a cold load, each followed by a load of the
 * page's copy without scripts (on contact, and a load that sends its form).
 */
export async function measurePhone(options: {
  root: string
  origin: string
  dist: string
  pages: { name: string; path: string }[]
  runs: number
}): Promise<PhoneReport> {
  const { root, origin, dist, pages, runs } = options
  // The bench's flags but the headless one, which Playwright adds itself, and the disabled features:
  // Playwright's own --disable-features comes first, and a second would switch its list back on.
  const args = chromeFlags().filter((flag) => !flag.startsWith('--headless') && !flag.startsWith('--disable-features='))
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args })
  try {
    // A fresh Chromium's first load also starts its processes: not one of any page's runs.
    if (pages[0]) await menuRun(browser, `${origin}${pages[0].path}`)
    const measured: PhonePage[] = []
    for (const { name, path } of pages) {
      const success = isContact(name) ? successNotice(root, path) : undefined
      const noJsPath = writeNoJsCopy(dist, path)
      const each: PhoneRun[] = []
      for (let run = 0; run < runs; run++) {
        const menuAfterH1 = await menuRun(browser, `${origin}${path}`)
        const noJsMenuAfterH1 = await menuRun(browser, `${origin}${noJsPath}`)
        const sendAfterH1 = success === undefined ? undefined : await sendRun(browser, `${origin}${path}`, success)
        each.push({ menuAfterH1, noJsMenuAfterH1, ...(sendAfterH1 === undefined ? {} : { sendAfterH1 }) })
      }
      measured.push({ name, url: path, runs: each })
      const sent = sendTimes(each)
      console.log(
        `${name} (phone): menu ${withSpread(each.map((r) => r.menuAfterH1))} ms after the h1, copy ${withSpread(each.map((r) => r.noJsMenuAfterH1))}${sent.length ? `; sent ${withSpread(sent)}` : ''}`,
      )
    }
    return { profile: PHONE_PROFILE_LABEL, runsPerPage: runs, pages: measured }
  } finally {
    await browser.close()
  }
}

/** The send times of the runs that sent the contact form, in run order. */
export const sendTimes = (runs: PhoneRun[]): number[] => runs.flatMap((run) => (run.sendAfterH1 === undefined ? [] : [run.sendAfterH1]))

/** The report's section: timings beside the copies', the host's spread with each; none is a budget. */
export function phoneSection(phone: PhoneReport | undefined): string[] {
  if (!phone?.pages.length) return []
  const cell = (values: number[]) => (values.length ? withSpread(values) : '')
  const row = (name: string, runs: PhoneRun[]) =>
    `${name} | ${runs.length} | ${cell(runs.map((r) => r.menuAfterH1))} | ${cell(runs.map((r) => r.noJsMenuAfterH1))} | ${cell(sendTimes(runs))}`
  return [
    `## Phone profile (${phone.profile}; reported, not a budget)`,
    '',
    `Playwright drives Chromium as a phone (${PHONE_SCREEN.width} px at ${PHONE_SCREEN.deviceScaleFactor}x, touch, a cold cache per load), ${phone.runsPerPage} runs per page, each load`,
    "followed by one of the page's copy without scripts. Times run on the page's own clock to the frame that shows (observer.ts): the menu, tapped",
    'the moment the h1 shows, until it shows open; on contact, the form filled from the h1 on and sent through the real EmailJS client, until its',
    "notice shows. Medians, the middle half of the runs in brackets: the copy's spread is the host's.",
    '',
    ...table('page | runs | menu open after the h1, ms | the copy without scripts, ms | contact: sent after the h1, ms', [
      ...phone.pages.map((page) => row(page.name, page.runs)),
      ...byKind(phone.pages).map(({ kind, pages }) =>
        row(
          `**${kind}**`,
          pages.flatMap((p) => p.runs),
        ),
      ),
    ]),
  ]
}
