import lighthouse from 'lighthouse'
import { median, table, withSpread, type Figure } from './budgets.ts'
import { launchChrome, retried } from './chromium.ts'
import { firstLoadJsGzip, writeNoJsCopy } from './js.ts'

export interface PageRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  totalBytes: number
  requests: number
  /** Script URLs the page loaded, to size them from dist/. */
  scripts: string[]
}

export interface MeasuredPage {
  name: string
  url: string
  /** Every run in run order: the page's, and its copy's without scripts, alternating in one Chromium. */
  runs: { withJs: PageRun[]; noJs: PageRun[] }
  /** Gzip bytes of the JavaScript its first load ran: inline scripts plus every script file any run loaded (js.ts). */
  jsGzip: number
  jsFiles: number
}

/**
 * One Lighthouse run with its defaults: mobile emulation, simulated slow 4G and 4x CPU. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is taken again.
 */
export function runLighthouse(url: string, port: number): Promise<PageRun> {
  return retried(url, async () => {
    const categories = ['performance', 'accessibility', 'best-practices', 'seo']
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
    const { audits } = result.lhr
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const items = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? []
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      totalBytes: value('total-byte-weight'),
      requests: items.length,
      scripts: items.filter((item) => item.resourceType === 'Script').map((item) => item.url),
    }
  })
}

type Metric = Exclude<keyof PageRun, 'scripts'>
const METRICS: Metric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'totalBytes', 'requests']

/** The median run of several, metric by metric. */
export const medianRun = (runs: PageRun[]): Record<Metric, number> =>
  Object.fromEntries(METRICS.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<Metric, number>

/** Each page with `runs` Lighthouse runs, each followed by a run of its copy without scripts, in one Chromium. */
export async function measureLighthouse(
  origin: string,
  dist: string,
  pages: { name: string; path: string }[],
  runs: number,
): Promise<MeasuredPage[]> {
  const chrome = await launchChrome()
  try {
    // A fresh Chromium's first navigation also starts its processes and fills its caches: not one of any page's runs.
    if (pages[0]) await runLighthouse(`${origin}${pages[0].path}`, chrome.port)
    const measured: MeasuredPage[] = []
    for (const { name, path } of pages) {
      const noJsPath = writeNoJsCopy(dist, path)
      const each: MeasuredPage['runs'] = { withJs: [], noJs: [] }
      for (let run = 0; run < runs; run++) {
        each.withJs.push(await runLighthouse(`${origin}${path}`, chrome.port))
        each.noJs.push(await runLighthouse(`${origin}${noJsPath}`, chrome.port))
      }
      // Every script any run saw: an island requested once the page is idle may land in some runs only.
      const files = [...new Set(each.withJs.flatMap((r) => r.scripts))].map((url) => new URL(url).pathname)
      measured.push({ name, url: path, runs: each, jsGzip: firstLoadJsGzip(dist, path, files), jsFiles: files.length })
      const [page, copy] = [medianRun(each.withJs), medianRun(each.noJs)]
      console.log(
        `${name}: perf ${page.performance} (copy ${copy.performance}), LCP ${Math.round(page.lcp)} ms (copy ${Math.round(copy.lcp)}), TBT ${withSpread(each.withJs.map((r) => r.tbt))} ms (copy ${withSpread(each.noJs.map((r) => r.tbt))}), ${page.requests} requests (copy ${copy.requests})`,
      )
    }
    return measured
  } finally {
    chrome.kill()
  }
}

export const isContact = (name: string): boolean => name.startsWith('contact')

/** The pages a pooled figure reads together: those that run the same scripts. */
export const byKind = <P extends { name: string }>(pages: P[]) =>
  [
    { kind: 'static pages', pages: pages.filter((page) => !isContact(page.name)) },
    { kind: 'contact pages', pages: pages.filter((page) => isContact(page.name)) },
  ].filter((group) => group.pages.length > 0)

/** Every run of a metric over a kind's pages, and over their copies' runs. */
const pooledRuns = (pages: MeasuredPage[], metric: Metric) => ({
  withJs: pages.flatMap((page) => page.runs.withJs.map((run) => run[metric])),
  noJs: pages.flatMap((page) => page.runs.noJs.map((run) => run[metric])),
})

/**
 * What the budgets read of Lighthouse's runs. A page's own figures are what it loads, which no host
 * changes. Performance and LCP are read over every run of a kind of page together, beside every
 * run of their copies: in Lighthouse's simulation a run's LCP is about 1,050 or about 1,200 ms at
 * random, with scripts or without, and one page's median of five landed on the slower value beside
 * its copy's on the faster one twice in one bench run; what a copy lacks is the same on every page of a
 * kind (the page script; on contact, the island), so the kind's runs together are samples of one effect.
 */
export function lighthouseFigures(pages: MeasuredPage[]): Figure[] {
  const figure = (of: string, name: string, value: number, beside?: number): Figure => ({ section: 'lighthouse', of, name, value, beside })
  return [
    ...pages.flatMap((page) => {
      const [withJs, noJs] = [medianRun(page.runs.withJs), medianRun(page.runs.noJs)]
      return [
        figure(page.name, 'accessibility', withJs.accessibility),
        figure(page.name, 'best practices', withJs.bestPractices),
        figure(page.name, 'SEO', withJs.seo),
        figure(page.name, 'CLS', withJs.cls),
        figure(page.name, 'JS KB gzip', page.jsGzip / 1024),
        figure(page.name, 'requests', withJs.requests, noJs.requests),
      ]
    }),
    ...byKind(pages).flatMap(({ kind, pages: group }) => {
      const [performance, lcp] = [pooledRuns(group, 'performance'), pooledRuns(group, 'lcp')]
      return [
        figure(kind, 'performance', median(performance.withJs), median(performance.noJs)),
        figure(kind, 'LCP ms', median(lcp.withJs), median(lcp.noJs)),
      ]
    }),
  ]
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** The report's section: each page beside its copy, then each kind of page over all its runs. */
export function lighthouseSection(pages: MeasuredPage[]): string[] {
  if (!pages.length) return []
  const tbt = (runs: PageRun[]) => withSpread(runs.map((run) => run.tbt))
  return [
    `## Pages (Lighthouse, ${pages[0]?.runs.withJs.length} runs each beside the copy's)`,
    '',
    "Lighthouse's defaults (mobile emulation, simulated slow 4G and 4x CPU) on Chromium's default flags; each page's median beside its copy's",
    "(the same HTML and CSS, every `<script>` removed, runs alternating). TBT is reported with the middle half of its runs, the copy's spread",
    "being the host's. JS is the gzip size of what the first load ran: inline scripts and each script file.",
    '',
    ...table(
      'page | perf | copy | a11y | best pr. | SEO | LCP ms | copy | TBT ms | copy | CLS | KB | copy | JS KB gzip | JS files | requests | copy',
      pages.map(({ name, runs, jsGzip, jsFiles }) => {
        const [r, c] = [medianRun(runs.withJs), medianRun(runs.noJs)]
        const both = (key: 'performance' | 'lcp' | 'requests') => `${Math.round(r[key])} | ${Math.round(c[key])}`
        return `${name} | ${both('performance')} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${both('lcp')} | ${tbt(runs.withJs)} | ${tbt(runs.noJs)} | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(c.totalBytes)} | ${kb(jsGzip)} | ${jsFiles} | ${both('requests')}`
      }),
    ),
    ...table(
      'kind of page | runs | perf | copies | LCP ms | copies | TBT ms | copies',
      byKind(pages).map(({ kind, pages: group }) => {
        const [perf, lcp, tbts] = [pooledRuns(group, 'performance'), pooledRuns(group, 'lcp'), pooledRuns(group, 'tbt')]
        const both = (runs: { withJs: number[]; noJs: number[] }) => `${Math.round(median(runs.withJs))} | ${Math.round(median(runs.noJs))}`
        return `${kind}: ${group.map((page) => page.name).join(', ')} | ${perf.withJs.length} | ${both(perf)} | ${both(lcp)} | ${withSpread(tbts.withJs)} | ${withSpread(tbts.noJs)}`
      }),
    ),
  ]
}
