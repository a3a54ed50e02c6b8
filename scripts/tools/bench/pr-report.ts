import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { table, type Figure } from './budgets.ts'
import { build, gitIn, projectCopy, runUnread, writeSyntheticPosts } from './workspace.ts'

/** Where one pull request report's time went, in seconds (scripts/tools/pr-report/index.ts, PR_REPORT_TIMES). */
export interface PrReportTimes {
  /** The base's build and the head's, run at once. */
  builds: number
  compare: number
  screenshots: number
  total: number
}

export interface PrReportRun {
  /** 200 posts per language, or the real site (undefined). */
  postsPerLanguage?: number
  times: PrReportTimes
  /** One warm build of the same site, nothing changed. */
  warmBuildSeconds: number
}

/**
 * The report of a branch that edits one post, as `npm run pr:report` makes it: its builds, the
 * comparison, the screenshots. On a git repository of a copy of the site, after a report of the
 * unchanged site has filled the build cache and kept the base's site (a second push to a pull
 * request: the head is built, the base read), and beside one warm build of the same copy.
 */
export function measurePrReport(root: string, postsPerLanguage?: number): PrReportRun {
  const copy = projectCopy(root, `pr-report-${postsPerLanguage ?? 'site'}`, { seedImages: true })
  const git = gitIn(copy.dir)
  const report = () => {
    const times = join(copy.dir, '.pr-report-times.json')
    runUnread(process.execPath, ['scripts/tools/pr-report/index.ts', '--base', 'main'], copy.dir, { ...copy.env, PR_REPORT_TIMES: times })
    return JSON.parse(readFileSync(times, 'utf8')) as PrReportTimes
  }
  try {
    if (postsPerLanguage) writeSyntheticPosts(copy.dir, postsPerLanguage)
    writeFileSync(join(copy.dir, '.gitignore'), 'node_modules\n/dist/\n/.bench-cache/\n/.build/\n/pr-report/\n/.pr-report-times.json\n')
    git('init', '-q', '-b', 'main')
    git('add', '-A')
    git('commit', '-q', '-m', 'base')
    report()
    const warmBuildSeconds = build(root, copy.dir, copy.env).seconds
    const dir = join(copy.dir, 'content/es/blog')
    const post = join(dir, readdirSync(dir).sort()[0] as string)
    writeFileSync(post, `${readFileSync(post, 'utf8').trimEnd()}\n\nUna frase nueva, escrita para medir el informe.\n`)
    git('checkout', '-q', '-b', 'edit')
    git('commit', '-q', '-am', 'edit one post')
    return { postsPerLanguage, times: report(), warmBuildSeconds }
  } finally {
    copy.remove()
  }
}

const ofRun = (run: PrReportRun) => (run.postsPerLanguage ? `${run.postsPerLanguage} posts per language` : 'the site')

/** What the budget reads: the report but its screenshots, beside one warm build of the same copy. */
export const prReportFigures = (runs: PrReportRun[]): Figure[] =>
  runs.map((run) => ({
    section: 'pr-report',
    of: ofRun(run),
    name: 'report but the screenshots, s',
    value: run.times.total - run.times.screenshots,
    beside: run.warmBuildSeconds,
  }))

/** The report's section of bench/report.md. */
export function prReportSection(runs: PrReportRun[] | undefined): string[] {
  if (!runs?.length) return []
  return [
    '## Pull request report (npm run pr:report)',
    '',
    "One post edited on a branch, after a first report of the unchanged site: the base's site as that report kept it, the head built. Seconds.",
    '',
    ...table(
      'site | builds (the head) | compare | screenshots | whole report | one warm build',
      runs.map((run) =>
        [
          ofRun(run),
          ...[run.times.builds, run.times.compare, run.times.screenshots, run.times.total, run.warmBuildSeconds].map((s) => s.toFixed(1)),
        ].join(' | '),
      ),
    ),
  ]
}
