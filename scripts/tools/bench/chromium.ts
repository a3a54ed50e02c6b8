import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withDeadline } from './deadline.ts'
import { localhostCertificate } from './tls.ts'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * The browser's own address-bar popup, which Chromium 156 builds as web pages (chrome://omnibox-popup…)
 * and loads in a renderer of its own for every new window, a headless one included. The bench opens
 * a window per run (a fresh context, a cold cache), and each paid 4.5 to 6 s of that renderer's
 * main thread, 2 to 2.6 s of it inside the click being measured, on a machine of 2 cores. A
 * visitor's browser loaded it once, when its window opened, not at the click. Turned off, the
 * popup is the native one, which costs nothing until it shows (bench/history.md, 2026-12-02).
 */
export const WITHOUT_WEB_UI_OMNIBOX = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

const DISABLE_FEATURES = '--disable-features='

/**
 * `flags` with every --disable-features switch merged into one, where the first was, with
 * `features` added. Chromium keeps only the last of a repeated switch, so a second
 * --disable-features after a launcher's own would switch that launcher's whole list back on.
 */
export function withFeaturesDisabled(flags: string[], features: string[]): string[] {
  const listed = flags.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
  const merged = `${DISABLE_FEATURES}${[...new Set([...listed, ...features])].filter(Boolean).join(',')}`
  const first = flags.findIndex((flag) => flag.startsWith(DISABLE_FEATURES))
  const others = flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES))
  return first === -1 ? [...others, merged] : [...others.slice(0, first), merged, ...others.slice(first)]
}

/**
 * Chromium's defaults, plus only what it needs to run headless on this machine and to trust the
 * bench's throwaway localhost certificate (its key alone: see tls.ts): no background traffic, no
 * first-run UI, no address-bar popup loading with each window (WITHOUT_WEB_UI_OMNIBOX). A launcher
 * with flags of its own merges them with withFeaturesDisabled.
 */
export const chromeFlags = (): string[] => [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `${DISABLE_FEATURES}${WITHOUT_WEB_UI_OMNIBOX.join(',')}`,
  `--ignore-certificate-errors-spki-list=${localhostCertificate().spki}`,
]

/**
 * Not a default: desktop Chromium gives every site its own renderer process; Chrome on Android,
 * the device Lighthouse emulates, isolates only sites people log in to. With strict isolation each
 * measured page commits in a renderer started for it, and starting its V8 context runs inside the
 * page's first task, which Lighthouse's simulation charges four times over. Used only for an extra
 * TBT column of the report, never for the headline numbers or the budgets.
 */
export const WITHOUT_SITE_ISOLATION = '--disable-site-isolation-trials'

interface Message {
  id?: number
  method?: string
  params?: Record<string, unknown>
  sessionId?: string
  result?: Record<string, unknown>
  error?: { message: string }
}

export interface CdpEvent {
  method: string
  params: Record<string, unknown>
  sessionId?: string
}

/**
 * How long a command may go unanswered. The longest the bench sends on purpose is an evaluation
 * that waits up to 30 s in the page (the contact form's send button).
 */
const COMMAND_TIMEOUT_MS = 60_000

/**
 * A Chromium driven through the DevTools protocol over a pipe, with nothing in between. The phone
 * profile's click to the next page needs it: a page Playwright drives never prerenders (Playwright
 * attaches to page targets directly, and Chromium turns Speculation Rules prerendering off for a
 * page with such a DevTools session: PrerenderingDisabledByDevTools). This client attaches the way
 * Chrome's own DevTools and Puppeteer do, through the tab target, so pages prerender as they do for
 * a visitor.
 */
export class Chromium {
  #process: ChildProcess
  #profile: string
  #nextId = 1
  #pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void; method: string }>()
  #listeners = new Set<(event: CdpEvent) => void>()
  #buffer = ''

  private constructor(process: ChildProcess, profile: string) {
    this.#process = process
    this.#profile = profile
    const output = process.stdio[4] as NodeJS.ReadableStream
    output.setEncoding('utf8')
    output.on('data', (chunk: string) => {
      const parts = (this.#buffer + chunk).split('\0')
      this.#buffer = parts.pop() ?? ''
      for (const part of parts) this.#receive(JSON.parse(part) as Message)
    })
    process.on('exit', () => {
      for (const { reject, method } of this.#pending.values()) reject(new Error(`Chromium exited before answering ${method}`))
      this.#pending.clear()
    })
  }

  static launch(flags: string[] = chromeFlags()): Chromium {
    const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
    const child = spawn(CHROME_PATH, [...flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    })
    return new Chromium(child, profile)
  }

  #receive(message: Message): void {
    if (message.id !== undefined) {
      const pending = this.#pending.get(message.id)
      this.#pending.delete(message.id)
      if (message.error) pending?.reject(new Error(`${pending.method}: ${message.error.message}`))
      else pending?.resolve(message.result ?? {})
      return
    }
    if (message.method) {
      const event: CdpEvent = { method: message.method, params: message.params ?? {}, sessionId: message.sessionId }
      for (const listener of this.#listeners) listener(event)
    }
  }

  /**
   * Sends a command (to a target when `sessionId` is given) and resolves with its result, or
   * rejects if none comes within COMMAND_TIMEOUT_MS (an answer after that is dropped).
   */
  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = this.#nextId++
    const input = this.#process.stdio[3] as NodeJS.WritableStream
    const answer = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: Record<string, unknown>) => void, reject, method })
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })
    return withDeadline(answer, COMMAND_TIMEOUT_MS, `an answer to ${method}`).finally(() => this.#pending.delete(id))
  }

  /** Calls `listener` with every event; returns the function that stops it. */
  on(listener: (event: CdpEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  async close(): Promise<void> {
    if (this.#process.exitCode === null && this.#process.signalCode === null) {
      const exited = new Promise<void>((resolve) => this.#process.once('exit', () => resolve()))
      await this.send('Browser.close').catch(() => this.#process.kill())
      await exited
    }
    rmSync(this.#profile, { recursive: true, force: true })
  }
}
