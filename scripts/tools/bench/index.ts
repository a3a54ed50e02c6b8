import { execFileSync, execSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { localePath, publishedPath } from '../../../src/i18n/paths.ts'
import { budgetMisses, type MeasuredPage } from './budgets.ts'
import { chromeFlags, CHROME_PATH, launchChrome, WITHOUT_SITE_ISOLATION } from './chromium.ts'
import { firstLoadJsGzip } from './js.ts'
import { median } from './median.ts'
import { medianRun, runLighthouse, type PageRun } from './lighthouse.ts'
import { freshMemorySeconds } from './machine.ts'
import { writeNoJsCopy } from './nojs.ts'
import { PHONE_METHOD, type PhoneReport } from './phone.ts'
import { launchPhoneBrowser, measurePhonePages } from './playwright.ts'
import { PHONE_PROFILE_LABEL } from './profile.ts'
import { markdownReport, type BenchReport, type BenchSection } from './report.ts'
import { measurePrReport, prReportMisses } from './pr-report.ts'
import { measureEncodings } from './images.ts'
import { measureBuilds, measureFirstBuild, type ScaleRun } from './scale.ts'
import { reportFile } from './report-file.ts'
import { versusAstro } from './versus-astro.ts'
import { versusMisses } from './versus-budgets.ts'
import { measuredSection } from './section.ts'
import { measureSearch, searchMisses } from './search.ts'
import { i18nStatusMisses, measureSiteStatus, measureStatusAtScale } from './i18n-status.ts'
import { startBenchServer } from './server.ts'
import { build, projectCopy } from './workspace.ts'
import { precompress } from '../serve/static.ts'

/**
 * `npm run bench`: builds the site, measures its pages with Lighthouse next to their script-free
 * copies and on a throttled phone (Playwright), measures how the build grows with content (services and blog posts), and writes
 * bench/report.{md,json} (a run narrowed by any variable below: a partial report beside it, report-file.ts). Exits non-zero when a
 * budget is missed. Not part of `npm test`.
 *
 * BENCH_RUNS (5) runs per page, each alternating with the page's copy without scripts; BENCH_PAGES=/,/contact only those pages; BENCH_SCALES=5,50,200,1000
 * (empty: no scale builds); BENCH_ASTRO_SCALES=5,50,200,1000 and BENCH_ASTRO_RUNS (5) for the builds and
 * saves beside the equivalent Astro site (versus-astro.ts); BENCH_ONLY=phone (or lighthouse, scale, images, astro, pr-report, comma-separated) only those
 * sections (and search: BENCH_SEARCH_SCALES=5,200 posts per language; i18n: the translations' status); CHROME_PATH
 * (/usr/bin/chromium) the Chromium to run.
 */
const ROOT = process.cwd()
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SCALES = (process.env.BENCH_SCALES ?? '5,50,200,1000').split(',').filter(Boolean).map(Number)
const SECTIONS = (process.env.BENCH_ONLY ?? 'lighthouse,phone,scale,images,astro,pr-report,search,i18n').split(',')
const SEARCH_SCALES = (process.env.BENCH_SEARCH_SCALES ?? '5,200').split(',').filter(Boolean).map(Number)
const VERSUS_SCALES = (process.env.BENCH_ASTRO_SCALES ?? '5,50,200,1000').split(',').filter(Boolean).map(Number)
const VERSUS_RUNS = Number(process.env.BENCH_ASTRO_RUNS ?? 5)

/**
 * The pages measured. The contact page in English and Portuguese too: the contact pages' TBT,
 * performance and menu budgets read their runs together (scripts/tools/bench/budgets.ts).
 */
const PAGES: { name: string; path: string }[] = [
  { name: 'home (es)', path: localePath('es', '/') },
  { name: 'services (es)', path: localePath('es', '/services') },
  { name: 'service: integracion_crms (es)', path: localePath('es', '/services/integracion_crms') },
  { name: 'about (es)', path: localePath('es', '/about') },
  { name: 'contact (es)', path: localePath('es', '/contact') },
  { name: 'privacy policy (es)', path: localePath('es', '/privacy-policy') },
  { name: 'blog (es)', path: localePath('es', '/blog') },
  { name: 'post: que-implica-integrar-un-crm (es)', path: localePath('es', '/blog/que-implica-integrar-un-crm') },
  { name: 'post with a video (es)', path: localePath('es', '/blog/tutoriales-que-reducen-consultas-de-soporte') },
  { name: 'home (en)', path: localePath('en', '/') },
  { name: 'home (pt)', path: localePath('pt', '/') },
  { name: 'contact (en)', path: localePath('en', '/contact') },
  { name: 'contact (pt)', path: localePath('pt', '/contact') },
]

/**
 * Lighthouse with Chromium's default flags, the headline and what the budgets read; in the same
 * runs, each page once more in a Chromium without strict site isolation, for an extra TBT column.
 */
async function lighthouseSection(origin: string, dist: string, pages: typeof PAGES): Promise<MeasuredPage[]> {
  const measured = pages.map((page) => ({ ...page, noJsPath: writeNoJsCopy(dist, page.path) }))
  const chrome = await launchChrome()
  const extra = await launchChrome([...chromeFlags(), WITHOUT_SITE_ISOLATION])
  const results: MeasuredPage[] = []
  try {
    // A fresh Chromium's first navigation also starts its processes and fills its caches: that
    // load is not one of any page's runs.
    if (measured[0]) {
      await runLighthouse(`${origin}${measured[0].path}`, chrome.port)
      await runLighthouse(`${origin}${measured[0].path}`, extra.port)
    }
    for (const { name, path, noJsPath } of measured) {
      const withJs: PageRun[] = []
      const noJs: PageRun[] = []
      const withoutIsolation: number[] = []
      for (let run = 0; run < RUNS; run++) {
        withJs.push(await runLighthouse(`${origin}${path}`, chrome.port))
        noJs.push(await runLighthouse(`${origin}${noJsPath}`, chrome.port))
        withoutIsolation.push((await runLighthouse(`${origin}${path}`, extra.port)).tbt)
      }
      const result = medianRun(withJs)
      const files = result.scripts.map((url) => new URL(url).pathname)
      const jsGzip = firstLoadJsGzip(dist, path, files)
      results.push({
        name,
        url: path,
        withJs: result,
        noJs: medianRun(noJs),
        runs: { withJs, noJs },
        jsGzip,
        jsFiles: new Set(files).size,
        tbtWithoutSiteIsolation: withoutIsolation,
      })
      console.log(
        `${name}: perf ${result.performance}, LCP ${Math.round(result.lcp)} ms (no-JS ${Math.round(medianRun(noJs).lcp)}), TBT ${Math.round(result.tbt)} ms (no-JS ${Math.round(medianRun(noJs).tbt)}; ${Math.round(median(withoutIsolation))} without site isolation), own script ${Math.round(result.ownScriptBootup)} ms (own URL ${Math.round(result.documentBootup)}, no-JS ${Math.round(medianRun(noJs).documentBootup)}), JS ${(jsGzip / 1024).toFixed(1)} KB gzip`,
      )
    }
  } finally {
    await chrome.kill()
    await extra.kill()
  }
  return results
}

/** The phone profile: each page in Playwright, alternating with its copy without scripts. */
async function phoneSection(origin: string, dist: string, pages: typeof PAGES): Promise<PhoneReport> {
  const browser = await launchPhoneBrowser()
  try {
    const measured = await measurePhonePages(browser, { root: ROOT, origin, dist, pages, runs: RUNS })
    return { profile: PHONE_PROFILE_LABEL, runsPerPage: RUNS, method: PHONE_METHOD, pages: measured }
  } finally {
    await browser.close()
  }
}

/** The first build of a fresh clone; then how the build grows: services up to N=200 (their budget is the ratio), posts up to N=1,000 as well. */
function scaleSection(): ScaleRun[] {
  console.log('The first build of a fresh clone, three times ...')
  const first = measureFirstBuild(ROOT)
  console.log(`  ${first.map((run) => run.seconds.toFixed(1)).join(', ')} s`)
  return [
    ...first,
    ...(['services', 'posts'] as const).flatMap((kind) =>
      SCALES.filter((n) => kind === 'posts' || n <= 200).flatMap((n) => {
        console.log(`Building with ${n} ${kind} per language ...`)
        const runs = measureBuilds(ROOT, kind, n)
        for (const run of runs) {
          console.log(
            `  ${run.phase}: ${run.pages} pages in ${run.seconds.toFixed(1)} s, ${run.msPerPage.toFixed(1)} ms/page, peak ${run.peakRssMiB ?? '?'} MiB`,
          )
        }
        return runs
      }),
    ),
  ]
}

/** How long each section took, for the report. */
const minutes: Partial<Record<BenchSection, number>> = {}

/** Runs a section, noting its wall-clock minutes in `minutes`. */
async function timed<T>(section: BenchSection, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    minutes[section] = (performance.now() - started) / 60_000
  }
}

async function main(): Promise<void> {
  /** The sections that failed, each with why: misses of the report, which still holds every other section. */
  const failed: string[] = []
  const section = <T>(name: BenchSection, title: string, run: () => T | Promise<T>) => timed(name, () => measuredSection(title, run, failed))
  const freshMemory = freshMemorySeconds()
  console.log(`Touching 1 GiB of fresh memory takes ${freshMemory.toFixed(1)} s here.`)
  const server = await startBenchServer()
  const origin = server.origin
  let pages: MeasuredPage[] = []
  let phone: PhoneReport | undefined
  if (SECTIONS.includes('lighthouse') || SECTIONS.includes('phone')) {
    console.log(`Building a copy with VITE_SITE_URL=${origin} ...`)
    const copy = projectCopy(ROOT, 'pages')
    try {
      const dist = join(copy.dir, 'dist')
      // The contact form sends with the real EmailJS client, to EmailJS's API on the bench server.
      build(ROOT, copy.dir, {
        VITE_SITE_URL: origin,
        VITE_EMAILJS_SERVICE_ID: 'bench_service',
        VITE_EMAILJS_TEMPLATE_ID: 'bench_template',
        VITE_EMAILJS_PUBLIC_KEY: 'bench-public-key',
        VITE_EMAILJS_ORIGIN: origin,
      })
      server.serve(dist, join(copy.dir, '.outbox'))
      // BENCH_PAGES=/,/about measures only those pages (a quick look; the report wants them all),
      // named as typed or as published (/about/).
      const only = process.env.BENCH_PAGES?.split(',').map(publishedPath)
      const selected = PAGES.filter((p) => !only || only.includes(p.path))
      console.log(`Compressed ${precompress(dist)} text files ahead of the runs.`)
      if (SECTIONS.includes('lighthouse')) pages = (await section('lighthouse', 'Lighthouse', () => lighthouseSection(origin, dist, selected))) ?? []
      if (SECTIONS.includes('phone')) phone = await section('phone', 'phone profile', () => phoneSection(origin, dist, selected))
    } finally {
      server.close()
      copy.remove()
    }
  } else {
    server.close()
  }

  const scale = SECTIONS.includes('scale') ? ((await section('scale', 'scale builds', () => scaleSection())) ?? []) : []
  const images = SECTIONS.includes('images') ? await section('images', 'image encoding', () => measureEncodings(ROOT)) : undefined
  const astro = SECTIONS.includes('astro') ? await section('astro', 'beside Astro', () => versusAstro(ROOT, VERSUS_SCALES, VERSUS_RUNS)) : undefined
  const prReport = SECTIONS.includes('pr-report')
    ? await section('pr-report', 'pull request report', () => [measurePrReport(ROOT, 200), measurePrReport(ROOT)])
    : undefined
  const search = SECTIONS.includes('search')
    ? await section('search', 'search', async () => {
        const runs = []
        for (const n of SEARCH_SCALES) runs.push(await measureSearch(ROOT, n))
        return runs
      })
    : undefined
  const i18nStatus = SECTIONS.includes('i18n')
    ? await section('i18n', 'translations', () => [measureSiteStatus(ROOT), measureStatusAtScale(ROOT, 200, 1000)])
    : undefined

  const report: BenchReport = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
    machine: {
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      freshMemorySeconds: freshMemory,
      node: process.version,
      chromium: execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim(),
    },
    lighthouse: {
      version: JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version,
      runsPerPage: RUNS,
      settings: 'default config: mobile emulation, simulated throttling (slow 4G, 4x CPU)',
      chromeFlags: chromeFlags(),
    },
    pages,
    phone,
    scale,
    astro,
    prReport,
    images,
    search,
    i18nStatus,
    misses: [
      ...failed,
      ...budgetMisses(pages, scale, phone),
      ...(astro ? versusMisses(astro) : []),
      ...prReportMisses(prReport ?? []),
      ...searchMisses(search ?? []),
      ...i18nStatusMisses(i18nStatus ?? []),
    ],
    minutes,
  }
  mkdirSync(join(ROOT, 'bench'), { recursive: true })
  const file = reportFile(process.env)
  writeFileSync(join(ROOT, `${file}.json`), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(ROOT, `${file}.md`), markdownReport(report))
  console.log(`Written: ${file}.md and .json`)
  console.log(`\n${markdownReport(report)}`)
  if (report.misses.length) process.exit(1)
}

await main()
