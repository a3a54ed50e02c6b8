import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeSyntheticPosts } from './scale.ts'
import { build, projectCopy, runUnread } from './workspace.ts'

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

export const PR_REPORT_BUDGETS = { secondsAt200: 60, warmBuilds: 2 }

/**
 * The report of a branch that edits one post, as `npm run pr:report` makes it: both builds, the
 * comparison, the screenshots. On a git repository of a copy of the site, after a report of the
 * unchanged site has filled the build cache for the base's worktree (a second push to a pull
 * request, or CI with main's cache), and beside one warm build of the same copy.
 */
export function measurePrReport(root: string, postsPerLanguage?: number): PrReportRun {
  const copy = projectCopy(root, `pr-report-${postsPerLanguage ?? 'site'}`)
  const env = { SITE_CACHE_DIR: join(copy.dir, '.bench-cache') }
  for (const name of ['responsive-images', 'social-images']) {
    const built = join(root, 'node_modules/.cache', name)
    if (existsSync(built)) cpSync(built, join(env.SITE_CACHE_DIR, name), { recursive: true })
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: copy.dir,
      stdio: 'pipe',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Bench',
        GIT_AUTHOR_EMAIL: 'b@example.com',
        GIT_COMMITTER_NAME: 'Bench',
        GIT_COMMITTER_EMAIL: 'b@example.com',
      },
    })
  const report = () => {
    const times = join(copy.dir, '.pr-report-times.json')
    runUnread(process.execPath, ['scripts/tools/pr-report/index.ts', '--base', 'main'], copy.dir, { ...env, PR_REPORT_TIMES: times })
    return JSON.parse(readFileSync(times, 'utf8')) as PrReportTimes
  }
  try {
    if (postsPerLanguage) writeSyntheticPosts(copy.dir, postsPerLanguage)
    writeFileSync(join(copy.dir, '.gitignore'), 'node_modules\n/dist/\n/.bench-cache/\n/.build/\n/pr-report/\n/.pr-report-times.json\n')
    git('init', '-q', '-b', 'main')
    git('add', '-A')
    git('commit', '-q', '-m', 'base')
    report()
    const warmBuildSeconds = build(root, copy.dir, env).seconds
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

const s = (n: number) => `${n.toFixed(1)} s`

/** Every budget the runs miss: ≤ 60 s at 200 posts per language; on the real site ≤ 2 warm builds plus the screenshots. */
export function prReportMisses(runs: PrReportRun[]): string[] {
  return runs.flatMap(({ postsPerLanguage, times, warmBuildSeconds }) => {
    if (postsPerLanguage)
      return times.total > PR_REPORT_BUDGETS.secondsAt200
        ? [`pull request report at ${postsPerLanguage} posts per language: ${s(times.total)} > ${PR_REPORT_BUDGETS.secondsAt200} s`]
        : []
    const limit = PR_REPORT_BUDGETS.warmBuilds * warmBuildSeconds + times.screenshots
    return times.total > limit
      ? [
          `pull request report on the site: ${s(times.total)} > ${PR_REPORT_BUDGETS.warmBuilds} × ${s(warmBuildSeconds)} + screenshots ${s(times.screenshots)}`,
        ]
      : []
  })
}

/** The report's section of bench/report.md. */
export function prReportSection(runs: PrReportRun[] | undefined): string[] {
  if (!runs?.length) return []
  return [
    '## Pull request report (npm run pr:report)',
    '',
    'One post edited on a branch; the base built in its worktree, from the build cache a first report filled, while the head builds. Seconds.',
    '',
    '| site | base and head builds (at once) | compare | screenshots | whole report | one warm build | budget |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(({ postsPerLanguage: n, times: t, warmBuildSeconds: w }) => {
      const budget = n
        ? `≤ ${PR_REPORT_BUDGETS.secondsAt200}`
        : `≤ ${(PR_REPORT_BUDGETS.warmBuilds * w + t.screenshots).toFixed(1)} (2 × warm + screenshots)`
      return `| ${n ? `${n} posts per language` : 'the site'} | ${t.builds.toFixed(1)} | ${t.compare.toFixed(1)} | ${t.screenshots.toFixed(1)} | ${t.total.toFixed(1)} | ${w.toFixed(1)} | ${budget} |`
    }),
    '',
  ]
}
