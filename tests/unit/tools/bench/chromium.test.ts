import { chromium } from '@playwright/test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chromeFlags, launchChrome, retried, withDeadline, withFeaturesDisabled } from '../../../../scripts/tools/bench/chromium.ts'

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

describe('withDeadline: a wait on the browser that cannot hang the bench', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the answer that comes in time, and passes on a failure that does', async () => {
    await expect(withDeadline(Promise.resolve(42), 1000, 'Runtime.evaluate')).resolves.toBe(42)
    await expect(withDeadline(Promise.reject(new Error('Target closed')), 1000, 'Runtime.evaluate')).rejects.toThrow('Target closed')
  })

  it('fails, naming what it waited for, when no answer comes', async () => {
    vi.useFakeTimers()
    const failed = expect(withDeadline(new Promise<number>(() => {}), 1000, 'an answer to Runtime.evaluate')).rejects.toThrow(
      'an answer to Runtime.evaluate did not come within 1000 ms',
    )
    await vi.advanceTimersByTimeAsync(1000)
    await failed
  })
})

describe('retried: a run the browser failed is taken again, a few times at most', () => {
  afterEach(() => vi.restoreAllMocks())

  it('returns the first attempt that succeeds, saying why each failed one is retried', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answers = [new Error('NO_NAVSTART'), new Error('NO_FCP'), 1203]
    const measure = vi.fn(async () => {
      const answer = answers.shift()
      if (answer instanceof Error) throw answer
      return answer
    })
    await expect(retried('/contact/', measure)).resolves.toBe(1203)
    expect(warn.mock.calls.map(([line]) => line)).toEqual(['  retrying /contact/: NO_NAVSTART', '  retrying /contact/: NO_FCP'])
  })

  it('throws the last failure once every attempt has failed, and tries no more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let attempt = 0
    const measure = vi.fn(async () => {
      throw new Error(`failure ${++attempt}`)
    })
    await expect(retried('/contact/', measure, 2)).rejects.toThrow('failure 2')
    expect(measure).toHaveBeenCalledTimes(2)
  })
})
