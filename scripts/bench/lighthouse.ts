import { middle } from './middle'
import lighthouse from 'lighthouse'

export interface PageRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  totalBytes: number
  requests: number
  /** Script URLs the page loaded, to size them from dist/. */
  scripts: string[]
}

interface NetworkItem {
  url: string
  resourceType?: string
}

/**
 * One Lighthouse run with its defaults: mobile emulation, simulated slow 4G and CPU. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated.
 */
export async function runLighthouse(url: string, port: number, attempts = 3): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(`  retrying ${url}: ${(error as Error).message}`)
    }
  }
}

async function runOnce(url: string, port: number): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    requests: items.length,
    scripts: items.filter((item) => item.resourceType === 'Script').map((item) => item.url),
  }
}

/** The median run of several, metric by metric. */
export function median(runs: PageRun[]): PageRun {
  const mid = (key: keyof PageRun) => middle(runs.map((r) => r[key] as number))
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    fcp: mid('fcp'),
    lcp: mid('lcp'),
    tbt: mid('tbt'),
    cls: mid('cls'),
    totalBytes: mid('totalBytes'),
    requests: mid('requests'),
    scripts: runs[0]?.scripts ?? [],
  }
}
