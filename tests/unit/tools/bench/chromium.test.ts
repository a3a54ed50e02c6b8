import { chromium } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { chromeFlags, launchChrome, withFeaturesDisabled } from '../../../../scripts/tools/bench/chromium.ts'

/** The browser's own pages (type browser_ui) alive once a new window, as each Lighthouse run opens, has its tab. */
async function browserUiOfANewWindow(flags: string[]): Promise<string[]> {
  const chrome = await launchChrome(flags)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const cdp = await browser.newBrowserCDPSession()
    const { browserContextId } = await cdp.send('Target.createBrowserContext', { disposeOnDetach: true })
    await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId })
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] })
    return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)
  } finally {
    await browser.close()
    chrome.kill()
  }
}

describe("the bench's Chromium", () => {
  it('opens a window without loading the address-bar popup as web pages, which the defaults load in each', async () => {
    const defaults = chromeFlags().filter((flag) => !flag.startsWith('--disable-features='))
    // The control: with only the defaults, a new window comes with the popup's pages.
    expect(await browserUiOfANewWindow(defaults)).toContain('chrome://omnibox-popup.top-chrome/')
    expect(await browserUiOfANewWindow(chromeFlags())).toEqual([])
  }, 60_000)

  it("merges a launcher's disabled features with the bench's into one switch, which Chromium reads last-wins", () => {
    const launcher = ['--disable-features=Translate,RenderDocument', '--mute-audio']
    expect(withFeaturesDisabled([...launcher, '--no-first-run', '--disable-features=WebUIOmniboxPopup'], ['PaintHolding'])).toEqual([
      '--disable-features=Translate,RenderDocument,WebUIOmniboxPopup,PaintHolding',
      '--mute-audio',
      '--no-first-run',
    ])
    // Nothing to merge with: the bench's features alone, added once.
    expect(withFeaturesDisabled(['--mute-audio'], ['PaintHolding'])).toEqual(['--mute-audio', '--disable-features=PaintHolding'])
    expect(chromeFlags().filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1)
  })
})
