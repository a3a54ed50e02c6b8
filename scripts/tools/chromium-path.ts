import { existsSync } from 'node:fs'

/**
 * Where the Chromium builds that Debian (and most Linux machines) install live, best first for
 * a test run: the headless shell, the build of Chromium that Playwright runs headless tests in
 * (same version, Blink and V8 as the full browser, without its desktop shell: on a 2-core machine
 * a new page opens in about a third of the time), then the full browser under its usual names.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
] as const

export interface FoundChromium {
  path: string
  /** Why this one, in a sentence for the terminal. */
  why: string
}

/**
 * The Chromium to drive: CHROME_PATH when set, else the first of CHROMIUM_CANDIDATES installed.
 * Nothing is ever downloaded; with none installed, the error says what to install.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): FoundChromium {
  const chosen = env.CHROME_PATH
  if (chosen) {
    if (!exists(chosen)) throw new Error(`CHROME_PATH is ${chosen}, which does not exist`)
    return { path: chosen, why: 'CHROME_PATH' }
  }
  const path = CHROMIUM_CANDIDATES.find(exists)
  if (!path) {
    throw new Error(
      `No Chromium found (looked for ${CHROMIUM_CANDIDATES.join(', ')}): install Debian's chromium-headless-shell or chromium (apt-get install chromium-headless-shell), or set CHROME_PATH`,
    )
  }
  const fastest = CHROMIUM_CANDIDATES[0]
  return {
    path,
    why:
      path === fastest
        ? "Chromium's headless shell"
        : `the first Chromium installed; ${fastest} (apt-get install chromium-headless-shell) would run them about twice as fast`,
  }
}
