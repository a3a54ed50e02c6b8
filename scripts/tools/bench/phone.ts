import { LANGS } from '../../../src/i18n/languages.ts'
import { localePath } from '../../../src/i18n/paths.ts'
import { median } from './median.ts'
import { PHONE_SCREEN, PHONE_THROTTLING_DETAIL } from './profile.ts'
/** Whether a page is a contact page, whose form the phone profile sends: by the address the site gives it in each language. */
export const isContactPage = (path: string): boolean => LANGS.some((lang) => path === localePath(lang, '/contact'))

/** One load of a page on the phone profile, in a fresh browser context (cold cache). */
export interface PhoneRun {
  /**
   * Gzip bytes of the JavaScript the first load ran: inline scripts plus the script files it
   * loaded without being touched (the island's, requested once the page is idle after load).
   */
  jsGzip: number
  /** What those script files weighed on the wire (brotli, as the bench server sends them). */
  jsTransferred: number
  /** The script files, as URL paths. */
  scripts: string[]
  /** From the h1 rendered visible to the menu rendered open after a tap sent right then. */
  menuAfterH1: number
  /** Of which: from the tap (its pointerdown) to the menu rendered open. */
  tapToMenu: number
  /** The same, on the page's copy without scripts, loaded right after: the menu's floor on this machine. */
  noJsMenuAfterH1: number
  /** Contact only, in a load of its own: from the h1 visible to the success notice of a filled form sent. */
  sendAfterH1?: number
  /** Contact only: where that send's time went. */
  sendPhases?: SendPhases
}

/**
 * Where a contact send's time went, each in ms after the h1 on the page's clock (its resource
 * timing, and the observer's mark of the tap): what the send waits for that no page code can
 * shorten (the island's bytes, EmailJS's round trip on slow 4G) beside what it can.
 */
export interface SendPhases {
  islandRequested: number
  islandReceived: number
  /** The tap on send (its pointerdown), once the island had enabled the button. */
  tapped: number
  /** The phone library's last byte; absent when the number did not need it. */
  libraryReceived?: number
  apiSent: number
  apiAnswered: number
}

/** The phases in the order they happen, with the words the report heads them with. */
export const SEND_PHASES: readonly (readonly [keyof SendPhases, string])[] = [
  ['islandRequested', 'island requested'],
  ['islandReceived', 'island received'],
  ['tapped', 'send tapped'],
  ['libraryReceived', 'phone library received'],
  ['apiSent', 'EmailJS request sent'],
  ['apiAnswered', 'EmailJS answered'],
]

export interface PhonePage {
  name: string
  url: string
  runs: PhoneRun[]
  /** Each metric's median over the runs. */
  median: {
    jsGzip: number
    jsTransferred: number
    jsFiles: number
    menuAfterH1: number
    noJsMenuAfterH1: number
    tapToMenu: number
    sendAfterH1?: number
    sendPhases?: Partial<SendPhases>
  }
}

export interface PhoneReport {
  profile: string
  runsPerPage: number
  /** How it was measured, a line each: driver, throttling, clock, each time's start and end. */
  method: string[]
  pages: PhonePage[]
}

export const PHONE_METHOD = [
  `Playwright drives Debian's Chromium (its default flags plus the headless ones): a fresh browser context (cold cache) per load, ${PHONE_SCREEN.width} × ${PHONE_SCREEN.height} px at ${PHONE_SCREEN.deviceScaleFactor}x, touch; each page throttled through the DevTools protocol as the browser tests' throttleLikeAPhone does (${PHONE_THROTTLING_DETAIL}).`,
  "Times are the page's own clock: a script that runs before the page's own (scripts/tools/bench/observer.ts) checks the page in animation frames and times what a frame shows (the h1 visible, the open menu's <nav> visible, the contact form's notice) when that frame has been rendered, as performance.timeOrigin + performance.now().",
  "Menu: once the frame that shows the h1 is rendered, the page calls the bench, which taps the menu toggle at once (a touch through the DevTools protocol, as Playwright's tap() sends it); the time runs from that h1 to the frame that shows the open menu. Of which, from the tap's pointerdown. Each run loads the page, then its copy without scripts (the same HTML and CSS, every <script> removed) the same way: the copy's median is the floor the page is held to.",
  "Sent (contact, a load of its own): once the frame that shows the h1 is rendered, the bench focuses name, email, phone (+598 94 123 456) and message in turn and types each value as a keyboard's text input (Input.insertText), then taps send once the island has enabled it (its script is requested by the first field's focus, once the hero image has loaded), all through the DevTools protocol as the menu's tap (Playwright's fill and click run its own helper script in the throttled page first); the real @emailjs/browser client posts to EmailJS's path on the bench server (the local outbox's middleware, which answers as EmailJS does), where the build's VITE_EMAILJS_ORIGIN points; the time runs to the success notice rendered.",
  "JS: the first load's inline scripts plus the script files it fetched untouched (seen on the network until the load event, then, on a page with an island, until its script, requested once the page is idle, has arrived, however long the page was idle before it asked), gzip -9 of the files in dist/; transferred is those files' bytes on the wire (brotli).",
]

/** The send times of the runs that sent the contact form, in run order. */
export const sendTimes = (runs: PhoneRun[]): number[] => runs.flatMap((run) => (run.sendAfterH1 === undefined ? [] : [run.sendAfterH1]))

/** Each phase's median over the runs that have it. */
function medianPhases(runs: PhoneRun[]): Partial<SendPhases> | undefined {
  const phased = runs.flatMap((run) => (run.sendPhases ? [run.sendPhases] : []))
  if (!phased.length) return undefined
  const medians: Partial<SendPhases> = {}
  for (const [phase] of SEND_PHASES) {
    const values = phased.flatMap((phases) => (phases[phase] === undefined ? [] : [phases[phase]]))
    if (values.length) medians[phase] = median(values)
  }
  return medians
}

export function summarize(name: string, url: string, runs: PhoneRun[]): PhonePage {
  const sends = sendTimes(runs)
  const phases = medianPhases(runs)
  return {
    name,
    url,
    runs,
    median: {
      jsGzip: median(runs.map((run) => run.jsGzip)),
      jsTransferred: median(runs.map((run) => run.jsTransferred)),
      jsFiles: median(runs.map((run) => run.scripts.length)),
      menuAfterH1: median(runs.map((run) => run.menuAfterH1)),
      noJsMenuAfterH1: median(runs.map((run) => run.noJsMenuAfterH1)),
      tapToMenu: median(runs.map((run) => run.tapToMenu)),
      ...(sends.length ? { sendAfterH1: median(sends) } : {}),
      ...(phases ? { sendPhases: phases } : {}),
    },
  }
}
