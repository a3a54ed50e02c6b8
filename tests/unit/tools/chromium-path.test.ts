import { describe, expect, it } from 'vitest'
import { findChromium } from '../../../scripts/tools/chromium-path.ts'

const only =
  (...installed: string[]) =>
  (path: string) =>
    installed.includes(path)

describe('the Chromium the browser tests drive', () => {
  it("is Chromium's headless shell where it is installed", () => {
    expect(findChromium({}, only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toEqual({
      path: '/usr/bin/chromium-headless-shell',
      why: "Chromium's headless shell",
    })
  })

  it('is any Chromium installed where the headless shell is not, saying which and what would be faster', () => {
    const found = findChromium({}, only('/usr/bin/chromium'))
    expect(found.path).toBe('/usr/bin/chromium')
    expect(found.why).toContain('apt-get install chromium-headless-shell')
    expect(findChromium({}, only('/usr/bin/google-chrome')).path).toBe('/usr/bin/google-chrome')
  })

  it('is CHROME_PATH when set, and an error when that file does not exist', () => {
    expect(findChromium({ CHROME_PATH: '/opt/chrome/chrome' }, only('/opt/chrome/chrome', '/usr/bin/chromium'))).toEqual({
      path: '/opt/chrome/chrome',
      why: 'CHROME_PATH',
    })
    expect(() => findChromium({ CHROME_PATH: '/nowhere/chrome' }, only('/usr/bin/chromium'))).toThrow(
      'CHROME_PATH is /nowhere/chrome, which does not exist',
    )
  })

  it('is an error saying what to install when there is none, never a download', () => {
    expect(() => findChromium({}, only())).toThrow(/No Chromium found .*apt-get install chromium-headless-shell/)
  })
})
