import * as chromeLauncher from 'chrome-launcher'
import { localhostCertificate } from './server.ts'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * The browser's own address-bar popup, which Chromium 156 builds as web pages (chrome://omnibox-popup…)
 * and loads in a renderer of its own for every new window, a headless one included. The bench opens
 * a window per run (a fresh context, a cold cache), and each paid 4.5 to 6 s of that renderer's
 * main thread, on a machine of 2 cores; a visitor's browser loaded it once, when its window opened.
 * Turned off, the popup is the native one, which costs nothing until it shows.
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
 * bench's throwaway localhost certificate (its key alone: see server.ts): no background traffic, no
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
 * Chromium as Lighthouse's launcher starts it, with its own flags and `flags` (the bench's, by
 * default): chrome-launcher's list of disabled features merged with the bench's (withFeaturesDisabled).
 */
export const launchChrome = (flags: string[] = chromeFlags()) =>
  chromeLauncher.launch({
    chromePath: CHROME_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: withFeaturesDisabled([...chromeLauncher.Launcher.defaultFlags(), ...flags], []),
  })

/**
 * `promise`, or an error naming `what` once `ms` have passed without it settling: a wait on a
 * browser that stopped answering (a page whose main thread never comes back) once hung a whole run.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${Math.round(ms)} ms`)), ms)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}

/**
 * `measure()`, tried up to `attempts` times in all: the browser now and then fails a run for
 * reasons of its own (Lighthouse: no trace recorded, NO_NAVSTART). Each retry is logged with its
 * reason; the last failure is thrown.
 */
export async function retried<T>(what: string, measure: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure()
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`  retrying ${what}: ${(error as Error).message}`)
    }
  }
}
