import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { baseSiteKey, keepBaseSite, restoreBaseSite } from './base-site.ts'
import { runBuild, runBuilds } from './build.ts'
import { baseCommit, baseWorktree, changedFiles } from './git.ts'
import { writeReport } from './report.ts'
import { readSources } from './sources.ts'
import { translationStatus } from '../i18n-status/freshness.ts'
import { NoHistoryError } from '../i18n-status/history.ts'
import { translationChanges, type TranslationChanges } from '../i18n-status/changes.ts'

/**
 * `npm run pr:report [-- --base <ref>]`: what this branch changes on the site against its base
 * (by default where it left main). Builds the base in a git worktree of its own (from the build
 * cache where it can) and the working tree as it is, both at once, or the working tree alone when an
 * earlier report kept the same base's site (./base-site.ts); compares the two dist/ folders as a visitor
 * sees them, and writes pr-report/index.html and pr-report/summary.md. `--no-screenshots` skips
 * the browser; PREVIEW_URL links each page to a preview of the head.
 */
const { values } = parseArgs({ options: { base: { type: 'string' }, out: { type: 'string', default: 'pr-report' }, 'no-screenshots': { type: 'boolean' } } })
const root = process.cwd()
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
const base = baseCommit(root, values.base)
const changed = changedFiles(root, base)
const dirty = git('status', '--porcelain').length > 0
const head = `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' and the uncommitted changes' : ''}`
const started = performance.now()
const elapsed = () => (performance.now() - started) / 1000
const seconds = () => `${elapsed().toFixed(1)} s`

console.error(`Comparing with ${git('rev-parse', '--short', base)}: ${changed.length} changed files.`)
const worktree = baseWorktree(root, base)

/** The translations' sections the branch leaves behind and brings up to date, from git's history; none from a shallow clone. */
function translations(): TranslationChanges | undefined {
  try {
    return translationChanges(translationStatus(worktree.dir), translationStatus(root))
  } catch (error) {
    if (!(error instanceof NoHistoryError)) throw error
    console.error(`Translations not compared: ${error.message}`)
    return undefined
  }
}

try {
  const baseKey = baseSiteKey(root, base)
  const keptBase = restoreBaseSite(root, baseKey, worktree.dir)
  await (keptBase ? runBuild(root) : runBuilds({ base: worktree.dir, head: root }))
  const buildSeconds = elapsed()
  console.error(keptBase ? `Head built; the base as an earlier report built it (${seconds()}).` : `Base and head built (${seconds()}).`)
  const out = resolve(values.out)
  const report = await writeReport({
    base: git('rev-parse', '--short', base),
    head,
    changedFiles: changed,
    sides: { baseDist: join(worktree.dir, 'dist'), headDist: join(root, 'dist'), basePublic: join(worktree.dir, 'public'), headPublic: join(root, 'public') },
    sources: { base: readSources(worktree.dir), head: readSources(root) },
    out,
    previewUrl: process.env.PREVIEW_URL || undefined,
    screenshots: !values['no-screenshots'],
    translations: translations(),
  })
  console.error(`Compared and photographed ${report.shots.length} screenshots (${seconds()}).`)
  if (!keptBase) keepBaseSite(root, baseKey, worktree.dir)
  // For the bench (scripts/tools/bench/pr-report.ts): where the time went.
  if (process.env.PR_REPORT_TIMES) writeFileSync(process.env.PR_REPORT_TIMES, JSON.stringify({ builds: buildSeconds, ...report.seconds, total: elapsed() }))
  console.log(readFileSync(join(out, 'summary.md'), 'utf8'))
  console.error(`The report: ${relative(root, join(out, 'index.html'))}`)
} finally {
  worktree.remove()
}
