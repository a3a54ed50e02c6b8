import { test as base, expect } from '@playwright/test'
import type { Driver, Engine, EngineName, Key } from './driver.ts'
import { readProbe } from './probe.ts'
import { startProxy, type Proxy, type ProxyPlan } from './proxy.ts'
import { launchFirefox } from './firefox.ts'
import { launchWebKit } from './webkit.ts'

/** A visitor's tab in the engine under test, on the site as `npm start` serves it (through the proxy). */
export interface Visitor {
  /** What this test changes of the site's answers (./proxy.ts); empty at the start of each test. */
  plan: ProxyPlan
  /** Opens a path of the site and waits for its load event. */
  open(path: string): Promise<void>
  /** Clicks what `selector` matches, a link, and waits for the page it leads to. */
  follow(selector: string): Promise<void>
  evaluate: Driver['evaluate']
  click(selector: string): Promise<void>
  clickAt(x: number, y: number): Promise<void>
  type(selector: string, text: string): Promise<void>
  press(key: Key): Promise<void>
  /** What broke on the page since it opened, each in a line: the probe's record and the files the server refused. */
  problems(): Promise<string[]>
  /** The files the server refused since the page opened (part of `problems`, for a test that reads the probe itself). */
  refusedFiles(): string[]
  /** The page's CSP violations so far, as `directive blocked` ("script-src-elem inline"). */
  violations(): Promise<string[]>
}

/** The option each Playwright project sets (playwright.config.ts). */
export interface EngineOptions {
  engine: EngineName
}

const launch = (name: EngineName): Promise<Engine> => (name === 'webkit' ? launchWebKit() : launchFirefox())

/**
 * The engines' suite (tests/e2e/engines/): the same tests in Firefox ESR and in WebKit, a
 * Playwright project each (playwright.config.ts) whose `engine` option names the browser. Why these
 * drivers, the probe and the proxy: docs/decisions.md, "Every engine a visitor uses".
 */
export const test = base.extend<{ visitor: Visitor }, EngineOptions & { browserOfEngine: Engine; siteProxy: Proxy }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  // Firefox takes seconds to start on a busy machine: more than a test's own time.
  browserOfEngine: [
    async ({ engine }, provide) => {
      const browser = await launch(engine)
      await provide(browser)
      await browser.close()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  siteProxy: [
    // Playwright reads a fixture's needs from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const proxy = await startProxy(new URL(String(workerInfo.project.use.baseURL)))
      await provide(proxy)
      await proxy.close()
    },
    { scope: 'worker' },
  ],
  // The tab's viewport is Playwright's own option, as for the other browser tests.
  visitor: async ({ browserOfEngine, siteProxy: proxy, viewport }, provide) => {
    for (const key of Object.keys(proxy.plan)) delete proxy.plan[key as keyof ProxyPlan]
    proxy.takeFailures()
    const driver = await browserOfEngine.open(viewport ?? { width: 1280, height: 900 })
    await provide({
      plan: proxy.plan,
      async open(path) {
        proxy.takeFailures()
        await driver.goto(new URL(path, proxy.origin).href)
      },
      async follow(selector) {
        proxy.takeFailures()
        await driver.follow(selector)
      },
      evaluate: driver.evaluate,
      click: driver.click,
      clickAt: driver.clickAt,
      type: driver.type,
      press: driver.press,
      async problems() {
        const record = await driver.evaluate(readProbe)
        return [...(record?.problems ?? ['the probe did not run']), ...proxy.takeFailures()]
      },
      refusedFiles: () => proxy.takeFailures(),
      violations: async () => (await driver.evaluate(readProbe))?.violations ?? ['the probe did not run'],
    })
    await driver.close()
  },
})

/**
 * Waits until the contact form's island runs: it enables the submit button the prerendered form
 * has disabled. By design that waits for the hero and the browser's idle time, or the visitor's
 * first touch of the form (tests/e2e/support/site.ts, ISLAND_READY_MS).
 */
export async function islandRunning(visitor: Visitor): Promise<void> {
  const submit = '[data-island="contact"] button[type="submit"]'
  await expect.poll(() => visitor.evaluate((s) => document.querySelector(s)?.hasAttribute('disabled'), submit), { timeout: 15_000 }).toBe(false)
}

export { expect }
