import * as chromeLauncher from 'chrome-launcher'
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
