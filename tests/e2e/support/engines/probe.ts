import { cspHash } from '../../../../scripts/build/prerender/policy.ts'

/** What the probe records in a page: `window.__probe`. */
export interface ProbeRecord {
  /** Each thing that would make the page broken for a visitor, in a line. */
  problems: string[]
  /** The CSP violations, as `directive blocked` ("script-src-elem inline"). */
  violations: string[]
}

/**
 * The first script of every page the engines' suite opens: it records what a visitor's console
 * would show as broken (uncaught errors and rejections, console.error and console.warn, a file that
 * failed to load, a font that failed, a CSP violation). WebKitWebDriver speaks classic WebDriver,
 * which reads no console and runs no script before the page's own: this is how WebKit is watched,
 * and Firefox the same way, so that both are held to one record.
 */
function probe(): void {
  const record = { problems: [] as string[], violations: [] as string[] }
  Object.defineProperty(window, '__probe', { value: record })
  const text = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))
  addEventListener(
    'error',
    (event) => {
      const target = event.target
      const url = target instanceof Element && (target.getAttribute('src') ?? target.getAttribute('href') ?? target.getAttribute('imagesrcset'))
      if (target instanceof Element) record.problems.push(`failed to load: <${target.localName}> ${url}`)
      else record.problems.push(`uncaught: ${text((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => record.problems.push(`unhandled rejection: ${text(event.reason)}`))
  document.addEventListener('securitypolicyviolation', (event) => {
    const blocked = event.blockedURI.startsWith('http') ? new URL(event.blockedURI).pathname : event.blockedURI
    record.violations.push(`${event.effectiveDirective} ${blocked}`)
    record.problems.push(`CSP refused ${blocked} (${event.effectiveDirective})`)
  })
  document.fonts.addEventListener('loadingerror', (event) =>
    record.problems.push(`font failed: ${event.fontfaces.map((face) => face.family).join(', ')}`),
  )
  for (const level of ['error', 'warn'] as const) {
    const original = console[level]
    console[level] = (...args: unknown[]) => {
      record.problems.push(`console.${level}: ${args.map(text).join(' ')}`)
      original.apply(console, args)
    }
  }
}

export const PROBE_SCRIPT = `(${probe.toString()})()`
/** The probe's CSP source: the proxy adds it to the header's script-src, and nothing else. */
export const PROBE_HASH = cspHash(PROBE_SCRIPT)

/** The page's record, read in the page; null when the probe did not run. */
export const readProbe = (): ProbeRecord | null => (window as unknown as { __probe?: ProbeRecord }).__probe ?? null
