import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { localePath, publishedPath } from '../../../src/i18n/paths.ts'
import { precompress } from '../serve/static.ts'
import { CHROME_PATH } from './chromium.ts'
import { measureSiteStatus, measureStatusAtScale } from './i18n-status.ts'
import { measureLighthouse } from './lighthouse.ts'
import { freshMemorySeconds } from './machine.ts'
import { measurePhone } from './phone.ts'
import { measurePrReport } from './pr-report.ts'
import { markdownReport, missesOf, type BenchReport } from './report.ts'
import { measureSearch } from './search.ts'
import { measuredSection, reportFile, settings, type BenchSection } from './sections.ts'
import { startBenchServer } from './server.ts'
import { versusAstro } from './versus-astro.ts'
import { build, projectCopy } from './workspace.ts'

/**
 * `npm run bench`: measures what a visitor gets and what a build costs, section by section
 * (sections.ts), writes bench/report.{md,json} (a partial report beside it for a run narrowed by
 * a BENCH_ variable) and exits non-zero when a budget is missed (budgets.ts). Not part of `npm test`;
 * what it measures and its variables: docs/bench.md.
 */
const ROOT = process.cwd()
const SETTINGS = settings()

/**
 * The pages measured. The contact page in English and Portuguese too: the contact pages' figures
 * are read over their runs together (lighthouse.ts: lighthouseFigures).
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

/** Lighthouse and the phone profile, on one build of the site served over HTTP/2 as static hosts serve it. */
async function measurePages(report: BenchReport): Promise<void> {
  const server = await startBenchServer()
  const copy = projectCopy(ROOT, 'pages')
  try {
    console.log(`Building a copy with VITE_SITE_URL=${server.origin} ...`)
    // The contact form sends with the real EmailJS client, to EmailJS's API on the bench server.
    const keys = { VITE_EMAILJS_SERVICE_ID: 'bench_service', VITE_EMAILJS_TEMPLATE_ID: 'bench_template', VITE_EMAILJS_PUBLIC_KEY: 'bench-key' }
    build(ROOT, copy.dir, { VITE_SITE_URL: server.origin, VITE_EMAILJS_ORIGIN: server.origin, ...keys })
    const dist = join(copy.dir, 'dist')
    server.serve(dist, join(copy.dir, '.outbox'))
    const only = SETTINGS.pages?.map(publishedPath)
    const pages = PAGES.filter((page) => !only || only.includes(page.path))
    console.log(`Compressed ${precompress(dist)} text files ahead of the runs.`)
    const { origin } = server
    if (SETTINGS.sections.includes('lighthouse'))
      report.pages = await measuredSection('lighthouse', () => measureLighthouse(origin, dist, pages, SETTINGS.runs), report)
    if (SETTINGS.sections.includes('phone'))
      report.phone = await measuredSection('phone', () => measurePhone({ root: ROOT, origin, dist, pages, runs: SETTINGS.runs }), report)
  } finally {
    server.close()
    copy.remove()
  }
}

/** Each size in turn. */
const each =
  <T>(sizes: number[], measure: (n: number) => T | Promise<T>) =>
  async (): Promise<T[]> => {
    const measured: T[] = []
    for (const n of sizes) measured.push(await measure(n))
    return measured
  }

async function main(): Promise<void> {
  const freshMemory = freshMemorySeconds()
  console.log(`Touching 1 GiB of fresh memory takes ${freshMemory.toFixed(1)} s here.`)
  const report: BenchReport = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: {
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      freshMemorySeconds: freshMemory,
      node: process.version,
      chromium: execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim(),
      lighthouse: JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    },
    minutes: {},
    failed: [],
  }
  const wanted = (name: BenchSection) => SETTINGS.sections.includes(name)
  if (wanted('lighthouse') || wanted('phone')) await measurePages(report)
  if (wanted('astro')) report.astro = await measuredSection('astro', () => versusAstro(ROOT, SETTINGS.astroScales, SETTINGS.astroRuns), report)
  if (wanted('pr-report'))
    report.prReport = await measuredSection(
      'pr-report',
      each([200, 0], (n) => measurePrReport(ROOT, n || undefined)),
      report,
    )
  if (wanted('search'))
    report.search = await measuredSection(
      'search',
      each(SETTINGS.searchScales, (n) => measureSearch(ROOT, n)),
      report,
    )
  if (wanted('i18n'))
    report.i18nStatus = await measuredSection('i18n', () => [measureSiteStatus(ROOT), measureStatusAtScale(ROOT, 200, 1000)], report)

  const file = reportFile(process.env)
  writeFileSync(join(ROOT, `${file}.json`), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(ROOT, `${file}.md`), markdownReport(report))
  console.log(`\n${markdownReport(report)}\nWritten: ${file}.md and .json`)
  if (missesOf(report).length) process.exit(1)
}

await main()
