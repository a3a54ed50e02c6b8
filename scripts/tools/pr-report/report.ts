import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { groupByCause, type CauseGroup } from './causes.ts'
import { compareBuilds, type Comparison, type Sides } from './compare.ts'
import { reportHtml } from './report-html.ts'
import { screenshotPages, type Shot } from './screenshots.ts'
import type { TranslationChanges } from '../i18n-status/changes.ts'
import type { BuildSources } from './sources.ts'
import { summaryMarkdown } from './summary.ts'

/** At most this many changed pages are photographed; the rest are listed, the most changed first. */
export const MAX_SHOT_PAGES = 12

export interface PrReport {
  base: string
  head: string
  changedFiles: string[]
  comparison: Comparison
  groups: CauseGroup[]
  shots: Shot[]
  /** Changed pages left without screenshots, the most changed first. */
  notShot: string[]
  /** Each changed social image's files before and after, copied under the report's folder (relative to it). */
  images: Record<string, { before?: string; after?: string }>
  /** Where the head is deployed for preview, if anywhere (PREVIEW_URL). */
  previewUrl?: string
  /** Seconds spent comparing the builds and taking the screenshots. */
  seconds: { compare: number; screenshots: number }
  /** The translations' sections it leaves behind and brings up to date, where git's history could say. */
  translations?: TranslationChanges
}

export interface ReportInput {
  base: string
  head: string
  sides: Sides
  changedFiles: string[]
  sources: { base?: BuildSources; head?: BuildSources }
  out: string
  previewUrl?: string
  screenshots?: boolean
  /** What the pull request does to the translations (scripts/tools/i18n-status/changes.ts), where git's history could say. */
  translations?: TranslationChanges
}

/** Compares two builds, photographs the changed pages, and writes `out/index.html` and `out/summary.md`. */
export async function writeReport(input: ReportInput): Promise<PrReport> {
  const started = performance.now()
  const comparison = compareBuilds(input.sides)
  const groups = groupByCause(comparison.changes, input.changedFiles, input.sources.base, input.sources.head)
  const pages = comparison.changes.filter((c) => c.what === 'page').sort((a, b) => b.weight - a.weight || a.url.localeCompare(b.url))
  rmSync(input.out, { recursive: true, force: true })
  mkdirSync(input.out, { recursive: true })
  const photographed = input.screenshots === false ? [] : pages.slice(0, MAX_SHOT_PAGES)
  const compared = performance.now()
  const shots = await screenshotPages(photographed, { base: input.sides.baseDist, head: input.sides.headDist }, input.out)
  const images: PrReport['images'] = {}
  for (const change of comparison.changes.filter((c) => c.what === 'social image')) {
    const copies: PrReport['images'][string] = {}
    for (const [side, dist] of [['before', input.sides.baseDist], ['after', input.sides.headDist]] as const) {
      if (!existsSync(join(dist, change.file))) continue
      copies[side] = `images/${side}/${change.file}`
      mkdirSync(dirname(join(input.out, copies[side])), { recursive: true })
      copyFileSync(join(dist, change.file), join(input.out, copies[side]))
    }
    images[change.file] = copies
  }
  const report: PrReport = {
    base: input.base,
    head: input.head,
    changedFiles: input.changedFiles,
    comparison,
    groups,
    shots,
    images,
    notShot: pages.slice(photographed.length).map((p) => p.url),
    previewUrl: input.previewUrl,
    ...(input.translations ? { translations: input.translations } : {}),
    seconds: { compare: (compared - started) / 1000, screenshots: (performance.now() - compared) / 1000 },
  }
  writeFileSync(join(input.out, 'summary.md'), summaryMarkdown(report))
  writeFileSync(join(input.out, 'index.html'), reportHtml(report))
  return report
}
