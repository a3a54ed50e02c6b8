import { existsSync } from 'node:fs'
import puppeteer, { type KeyInput } from 'puppeteer-core'
import { scrollIntoPlace, type Driver, type Engine, type Viewport } from './driver.ts'

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox']

/** Debian's Firefox ESR, or FIREFOX_PATH. */
export function findFirefox(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.FIREFOX_PATH ?? CANDIDATES.find((candidate) => existsSync(candidate))
  if (!path || !existsSync(path)) throw new Error(`No Firefox found (FIREFOX_PATH, ${CANDIDATES.join(', ')}): apt-get install firefox-esr`)
  return path
}

/**
 * A stock Firefox over WebDriver BiDi, through puppeteer-core (which downloads no browser, and is
 * installed already as Lighthouse's). Playwright's own BiDi channel (moz-firefox) fails on Firefox
 * ESR 153: it asks every new page for emulation.setMediaFeaturesOverride, which Firefox lacks.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: findFirefox(), headless: true })
  // One tab for the worker's tests, one after another, as in WebKit (./webkit.ts): a test empties
  // its session storage, where a new tab for each took as long as loading a page.
  const page = await browser.newPage()
  let size: Viewport | undefined
  const click = async (selector: string) => {
    await page.evaluate(scrollIntoPlace, selector)
    await page.click(selector)
  }
  const driver: Driver = {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    follow: async (selector) => void (await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), click(selector)])),
    click,
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key as KeyInput),
    close: () => page.evaluate(() => void (location.protocol === 'http:' && sessionStorage.clear())),
  }
  return {
    name: 'firefox',
    async open(viewport) {
      if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewport(viewport)
      size = viewport
      return driver
    },
    close: () => browser.close(),
  }
}
