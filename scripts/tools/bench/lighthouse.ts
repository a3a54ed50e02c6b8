import { median } from './median.ts'
import lighthouse from 'lighthouse'
import { mainThreadTasks, ownScriptTime } from './own-script.ts'
import { retried } from './retry.ts'

export interface PageRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /**
   * Lighthouse's bootup-time (main-thread parse, compile and run, as simulated on its slowed CPU)
   * of the page's own scripts alone: its inline script's tasks and its script files' (own-script.ts).
   */
  ownScriptBootup: number
  /**
   * What the audit counts to the page's own URL: its inline script, and the document's events,
   * microtasks and Lighthouse's own probes, which the copy without scripts has too. Reported
   * beside the copy's, not a budget.
   */
  documentBootup: number
  totalBytes: number
  requests: number
  /** Script URLs the page loaded, to size them from dist/. */
  scripts: string[]
}

interface NetworkItem {
  url: string
  resourceType?: string
}

interface BootupItem {
  url: string
  scripting: number
  scriptParseCompile: number
}

/**
 * Lighthouse's default config with one change that moves no score: bootup-time lists every
 * script, not only those over 50 ms (a diagnostic, weighing nothing in the performance score).
 */
const CONFIG = { extends: 'lighthouse:default', audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }] }

/** What bootup-time counts to the page's own URL: its inline scripts, and whatever it could attribute to nothing else. */
export function pageUrlBootup(items: BootupItem[], pageUrl: string): number {
  return items.filter((item) => item.url === pageUrl).reduce((sum, item) => sum + item.scripting + item.scriptParseCompile, 0)
}

/**
 * One Lighthouse run with its defaults: mobile emulation, simulated slow 4G and CPU. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated.
 */
export function runLighthouse(url: string, port: number): Promise<PageRun> {
  return retried(url, () => runOnce(url, port))
}

async function runOnce(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    CONFIG,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const bootup = (audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items ?? []
  const scripts = items.filter((item) => item.resourceType === 'Script').map((item) => item.url)
  const pageUrl = result.lhr.finalDisplayedUrl
  const { throttlingMethod, throttling } = result.lhr.configSettings
  const cpuSlowdown = throttlingMethod === 'simulate' ? (throttling.cpuSlowdownMultiplier ?? 1) : 1
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ownScriptBootup: ownScriptTime(mainThreadTasks(result.artifacts.Trace), pageUrl, scripts, cpuSlowdown),
    documentBootup: pageUrlBootup(bootup, pageUrl),
    totalBytes: value('total-byte-weight'),
    requests: items.length,
    scripts,
  }
}

/** The median run of several, metric by metric; the scripts of all of them. */
export function medianRun(runs: PageRun[]): PageRun {
  const mid = (key: keyof PageRun) => median(runs.map((r) => r[key] as number))
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    fcp: mid('fcp'),
    lcp: mid('lcp'),
    tbt: mid('tbt'),
    cls: mid('cls'),
    ownScriptBootup: mid('ownScriptBootup'),
    documentBootup: mid('documentBootup'),
    totalBytes: mid('totalBytes'),
    requests: mid('requests'),
    // Every script any run saw: an island requested once the page is idle may land in some runs only.
    scripts: [...new Set(runs.flatMap((r) => r.scripts))],
  }
}
