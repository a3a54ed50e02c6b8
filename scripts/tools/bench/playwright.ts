import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { langFromPath } from '../../../src/i18n/paths.ts'
import { chromeFlags, CHROME_PATH } from './chromium.ts'
import { receivedFiles } from './received-files.ts'
import { evaluateInPage } from './evaluate.ts'
import { firstLoadJsGzip } from './js.ts'
import { NOJS_PREFIX, writeNoJsCopy } from './nojs.ts'
import { H1_BINDING, OBSERVER_SCRIPT, READ_MARKS, type PageMarks } from './observer.ts'
import { isContactPage, summarize, type PhonePage, type PhoneRun, type SendPhases } from './phone.ts'
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK, PHONE_SCREEN } from './profile.ts'

export function launchPhoneBrowser(): Promise<Browser> {
  // The bench's flags but the headless one, which Playwright adds itself, and the disabled features:
  // Playwright's own --disable-features comes first and a second would switch its list back on,
  // which it does not expose to merge with. Its windows still load the address-bar popup.
  const args = chromeFlags().filter((flag) => !flag.startsWith('--headless') && !flag.startsWith('--disable-features='))
  return chromium.launch({ executablePath: CHROME_PATH, args })
}

/** A fresh context (cold cache) with the phone's screen and the observer, and a page throttled like the phone. */
async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height },
    deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  await context.addInitScript({ content: OBSERVER_SCRIPT })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  return { context, page, cdp }
}

async function marksOf(page: Page): Promise<PageMarks> {
  const json = await page.evaluate(READ_MARKS)
  if (typeof json !== 'string' || json === '') throw new Error(`the observer did not run on ${page.url()}`)
  return JSON.parse(json) as PageMarks
}

const firstH1 = (marks: PageMarks): number => {
  const h1 = marks.h1[0]
  if (!h1) throw new Error('no h1 was seen')
  return h1.t
}

type MenuRun = Omit<PhoneRun, 'sendAfterH1' | 'noJsMenuAfterH1'>

/** The path of the island's script, once the loader has put it in the <head>. */
const ISLAND_SCRIPT_PATH = `new URL(document.querySelector('head script[type=module][src]').src).pathname`

/**
 * Opens a page, taps the menu toggle in the frame the h1 shows (the page calls H1_BINDING then,
 * and the tap goes out as a touch through the DevTools protocol, as Playwright's tap() sends it),
 * and sizes the scripts of that first load: up to the load event, and on a page with an island
 * until its script, which the page requests once it is idle, has arrived (the tap is outside the
 * island: it requests nothing).
 */
async function menuRun(browser: Browser, origin: string, dist: string, path: string): Promise<MenuRun> {
  const { context, page, cdp } = await phonePage(browser)
  try {
    let tapped: Promise<unknown> = Promise.resolve()
    await page.exposeFunction(H1_BINDING, (json: string) => {
      const point = JSON.parse(json) as { x: number; y: number } | null
      if (!point) return
      tapped = (async () => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      })()
    })
    const sizes: Promise<[string, number]>[] = []
    const scriptArrived = receivedFiles(30_000)
    page.on('requestfinished', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() !== 'script' || url.origin !== origin) return
      sizes.push(request.sizes().then((size): [string, number] => [url.pathname, size.responseBodySize]))
      scriptArrived.arrived(url.pathname)
    })
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { __bench: PageMarks }).__bench.menuOpen !== null)
    await tapped
    const marks = await marksOf(page)
    await page.waitForLoadState('load')
    if (!path.startsWith(NOJS_PREFIX) && (await page.locator('[data-island]').count())) {
      // The loader removes data-island-src from an island whose script it has requested, and puts
      // the script in the <head>. Not Playwright's networkidle: it fires once per load, and where
      // the page was quiet for 500 ms before the browser went idle it had long fired, and the
      // island's script, still on its way, went uncounted (/pt/contact: 0 files in 3 of 5 runs).
      await page.waitForFunction(() => !document.querySelector('[data-island-src]'))
      await scriptArrived.of(await page.evaluate(ISLAND_SCRIPT_PATH))
    }
    const scripts = new Map(await Promise.all(sizes))
    const files = [...scripts.keys()]
    return {
      jsGzip: firstLoadJsGzip(dist, path, files),
      jsTransferred: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
      scripts: files,
      menuAfterH1: (marks.menuOpen as number) - firstH1(marks),
      tapToMenu: (marks.menuOpen as number) - (marks.tap as number),
    }
  } finally {
    await context.close()
  }
}

/** Where the island's loading stands (src/islands/load-islands.ts), for a run whose form never woke. */
function islandState() {
  const hero = document.querySelector<HTMLImageElement>('img[data-hero]')
  return {
    requested: !document.querySelector('[data-island-src]'),
    scriptElement: Boolean(document.querySelector('script[src*="/assets/contact-"]')),
    hero: hero && { loaded: hero.hasAttribute('data-loaded'), complete: hero.complete, bottom: hero.getBoundingClientRect().bottom },
    readyState: document.readyState,
  }
}

/** What the contact form is filled with: a valid Uruguayan mobile in international form, a message of a sentence. */
const CONTACT_VALUES = {
  user_name: 'Ana Pérez',
  user_email: 'ana@example.com',
  user_phone: '+598 94 123 456',
  message: 'Quisiera una cotización para integrar nuestro CRM con el sitio web.',
}

/** Evaluates an expression in the page over its DevTools session. */
const evaluateByProtocol = <T>(cdp: CDPSession, expression: string): Promise<T> =>
  evaluateInPage((method, params) => cdp.send(method, params), expression)

const CONTACT_FORM = '[data-island="contact"] form'

/**
 * In the page: once the submit button is enabled (the island has hydrated), scrolls it to the
 * median of the screen and resolves with its median, where a visitor taps it.
 */
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
 * Read in the page once the notice shows: the raw times (page clock, ms since the epoch) of what
 * the send waited for. The island's script is the module script the loader put in the <head>; the
 * phone library, the file its container names as on demand; EmailJS's request, its send-form path.
 */
const SEND_TIMELINE = `(() => {
  const entries = performance.getEntriesByType('resource')
  const find = (path) => entries.find((entry) => new URL(entry.name).pathname === path)
  const at = (time) => performance.timeOrigin + time
  const island = find(${ISLAND_SCRIPT_PATH})
  const lazy = (document.querySelector('[data-island-lazy]')?.dataset.islandLazy ?? '').split(' ').filter(Boolean)
  const library = lazy.map(find).find(Boolean)
  const api = find('/api/v1.0/email/send-form')
  return {
    islandRequested: at(island.startTime),
    islandReceived: at(island.responseEnd),
    libraryReceived: library ? at(library.responseEnd) : null,
    apiSent: at(api.startTime),
    apiAnswered: at(api.responseEnd),
  }
})()`

/**
 * Opens the contact page and, in the frame the h1 shows, fills the form and sends it as fast as
 * the page lets a visitor: each field focused and its value typed as a keyboard's text input,
 * then a tap on send once the island has enabled it. All of it through the DevTools protocol, as
 * the menu's tap: Playwright's own actions (fill, click) first run its helper script in the page
 * and wait for frames to check the element, 200-900 ms of the throttled main thread before the
 * first field was even focused, which the bench counted to the page.
 */
async function sendRun(browser: Browser, origin: string, path: string, success: string): Promise<{ sendAfterH1: number; sendPhases: SendPhases }> {
  const { context, page, cdp } = await phonePage(browser)
  try {
    let showH1 = () => {}
    const h1Shown = new Promise<void>((resolve) => (showH1 = resolve))
    await page.exposeFunction(H1_BINDING, () => showH1())
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
    await h1Shown
    for (const [name, value] of Object.entries(CONTACT_VALUES)) {
      await evaluateByProtocol(cdp, `document.querySelector('${CONTACT_FORM} [name="${name}"]').focus()`)
      await cdp.send('Input.insertText', { text: value })
    }
    // Disabled until the island has hydrated: the tap waits for it, as a visitor would.
    const point = await evaluateByProtocol<{ x: number; y: number }>(cdp, SUBMIT_POINT_WHEN_ENABLED).catch(async (error: unknown) => {
      throw new Error(`the contact form never woke: ${JSON.stringify(await page.evaluate(islandState))}`, { cause: error })
    })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    const sent = page.getByRole('status').filter({ hasText: success })
    await sent.or(alert).first().waitFor({ state: 'visible' })
    if (await alert.count()) throw new Error(`the contact form refused to send: ${await alert.first().innerText()}`)
    await page.waitForFunction(
      (text) => (window as unknown as { __bench: PageMarks }).__bench.statuses.some((status) => status.text.includes(text)),
      success,
    )
    const marks = await marksOf(page)
    const shown = marks.statuses.find((status) => status.text.includes(success)) as { t: number }
    const h1 = firstH1(marks)
    const times = (await page.evaluate(SEND_TIMELINE)) as Omit<SendPhases, 'tapped' | 'libraryReceived'> & { libraryReceived: number | null }
    if (marks.tap === null) throw new Error('the tap on send was not seen')
    const sendPhases: SendPhases = {
      islandRequested: times.islandRequested - h1,
      islandReceived: times.islandReceived - h1,
      tapped: marks.tap - h1,
      ...(times.libraryReceived === null ? {} : { libraryReceived: times.libraryReceived - h1 }),
      apiSent: times.apiSent - h1,
      apiAnswered: times.apiAnswered - h1,
    }
    return { sendAfterH1: shown.t - h1, sendPhases }
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
 * The phone profile on each page: `runs` cold loads each, each followed by a load of the page's
 * copy without scripts (contact: as many more, to send its form).
 */
export async function measurePhonePages(
  browser: Browser,
  options: { root: string; origin: string; dist: string; pages: { name: string; path: string }[]; runs: number },
): Promise<PhonePage[]> {
  const { root, origin, dist, pages, runs } = options
  // A fresh Chromium's first load also starts its processes: not one of any page's runs.
  if (pages[0]) await menuRun(browser, origin, dist, pages[0].path)
  const measured: PhonePage[] = []
  for (const { name, path } of pages) {
    const success = isContactPage(path) ? successNotice(root, path) : undefined
    const noJsPath = writeNoJsCopy(dist, path)
    const results: PhoneRun[] = []
    for (let run = 0; run < runs; run++) {
      const withJs = await menuRun(browser, origin, dist, path)
      const result: PhoneRun = { ...withJs, noJsMenuAfterH1: (await menuRun(browser, origin, dist, noJsPath)).menuAfterH1 }
      if (success !== undefined) Object.assign(result, await sendRun(browser, origin, path, success))
      results.push(result)
    }
    const page = summarize(name, path, results)
    measured.push(page)
    const send = page.median.sendAfterH1 === undefined ? '' : `, sent ${Math.round(page.median.sendAfterH1)} ms after the h1`
    console.log(
      `${name} (phone): JS ${(page.median.jsGzip / 1024).toFixed(1)} KB gzip in ${page.median.jsFiles} files, menu ${Math.round(page.median.menuAfterH1)} ms after the h1 (no-JS ${Math.round(page.median.noJsMenuAfterH1)})${send}`,
    )
  }
  return measured
}
