import { describe, expect, it } from 'vitest'
import { Chromium, chromeFlags, WITHOUT_WEB_UI_OMNIBOX } from '../../../../scripts/tools/bench/chromium.ts'

/** The browser's own pages (type browser_ui) alive once a new window, as each bench run opens, has its tab. */
async function browserUiOfANewWindow(flags: string[]): Promise<string[]> {
  const chromium = Chromium.launch(flags)
  try {
    const { browserContextId } = await chromium.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true })
    await chromium.send('Target.createTarget', { url: 'about:blank', browserContextId })
    const { targetInfos } = await chromium.send<{ targetInfos: { type: string; url: string }[] }>('Target.getTargets', { filter: [{}] })
    return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)
  } finally {
    await chromium.close()
  }
}

describe("the bench's Chromium", () => {
  it('opens a window without loading the address-bar popup as web pages, which the defaults load in each', async () => {
    const defaults = chromeFlags().filter((flag) => flag !== WITHOUT_WEB_UI_OMNIBOX)
    // The control: with only the defaults, a new window comes with the popup's pages.
    expect(await browserUiOfANewWindow(defaults)).toContain('chrome://omnibox-popup.top-chrome/')
    expect(await browserUiOfANewWindow(chromeFlags())).toEqual([])
  }, 30_000)
})
