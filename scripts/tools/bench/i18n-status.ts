import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { translationStatus } from '../i18n-status/freshness.ts'
import { table, type Figure } from './budgets.ts'
import { gitIn, projectCopy, syntheticPostFile, writeSyntheticPosts } from './workspace.ts'

/** How long `npm run i18n:status` takes on a history of one size (docs/decisions.md, "Translations kept up section by section"). */
export interface I18nStatusRun {
  posts: number
  commits: number
  seconds: number
  /** Of CPU: its own and its git processes'. */
  cpuSeconds: number
  outdated: number
}

/** CPU seconds of this process and of the children it has waited for (Linux's /proc/self/stat: utime, stime, cutime, cstime). */
export const cpuSeconds = (): number =>
  readFileSync('/proc/self/stat', 'utf8')
    .split(') ')[1]!
    .split(' ')
    .slice(11, 15)
    .reduce((sum, ticks) => sum + Number(ticks), 0) / 100

/** The status of the site in `dir`, timed on the clock and in CPU. */
function timedStatus(dir: string): Omit<I18nStatusRun, 'posts' | 'commits'> {
  const [started, cpu] = [performance.now(), cpuSeconds()]
  const { outdated } = translationStatus(dir)
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSeconds() - cpu, outdated: outdated.length }
}

/** The real site's content history, timed. */
export function measureSiteStatus(root: string): I18nStatusRun {
  const commits = Number(execFileSync('git', ['rev-list', '--count', 'HEAD', '--', 'content'], { cwd: root, encoding: 'utf8' }).trim())
  return { posts: readdirSync(join(root, 'content/es/blog')).length, commits, ...timedStatus(root) }
}

/**
 * A copy of the site with `posts` posts per language in a history of `commits` commits: each edits
 * one sentence of one post, the Spanish original three times out of four, a translation otherwise,
 * so that sections fall behind and catch up as they do in a team. Then the status, timed.
 */
export function measureStatusAtScale(root: string, posts = 200, commits = 1000): I18nStatusRun {
  const copy = projectCopy(root, `i18n-status-${posts}`)
  const git = gitIn(copy.dir)
  try {
    writeSyntheticPosts(copy.dir, posts)
    git('init', '-q')
    git('add', '-A')
    git('commit', '-q', '-m', 'Start')
    for (let i = 0; i < commits - 1; i++) {
      const lang = i % 4 === 3 ? (i % 8 === 3 ? 'en' : 'pt') : 'es'
      const file = join(copy.dir, 'content', lang, 'blog', syntheticPostFile((i * 37) % posts))
      const text = readFileSync(file, 'utf8').split('\n')
      const line = text.findLastIndex((l, n) => n > 5 && /\w/.test(l) && !l.startsWith('#') && !l.startsWith('<') && n % 5 === i % 5)
      text[line < 0 ? text.length - 1 : line] += ` (${i})`
      writeFileSync(file, text.join('\n'))
      git('commit', '-q', '-am', `Edit a sentence, ${i}`)
    }
    // Packed, as a clone's history is: read loose, 1,000 commits' objects took 2.3 s of cat-file alone.
    git('gc', '-q')
    return { posts, commits, ...timedStatus(copy.dir) }
  } finally {
    copy.remove()
  }
}

/**
 * What the budgets read: the CPU seconds on the site, and at 200 posts in 1,000 commits. Its time on
 * the clock is CPU time on a quiet host (git's processes run one after another), and on a loaded one
 * it waits for a core: 1.3 to 3.5 s for 0.4 to 0.6 s of CPU on the site at a load of 13 on 2 cores.
 */
export const i18nStatusFigures = (runs: I18nStatusRun[]): Figure[] =>
  runs.map((run, i) => ({
    section: 'i18n',
    of: i === 0 ? 'the site' : `${run.posts} posts per language in ${run.commits} commits`,
    name: 'i18n:status CPU s',
    value: run.cpuSeconds,
  }))

/** The report's section. */
export function i18nStatusSection(runs: I18nStatusRun[] | undefined): string[] {
  if (!runs?.length) return []
  return [
    '## Translations (i18n:status)',
    '',
    "The status of every translation's sections, read from git: on the real site, then on a copy with 200 posts per language in a history of",
    "1,000 commits, each editing one sentence. Seconds on the clock, and of CPU (its own and its git processes'), which the budgets read.",
    '',
    ...table(
      'posts per language | content commits | seconds | CPU seconds | sections behind',
      runs.map((r) => `${r.posts} | ${r.commits} | ${r.seconds.toFixed(2)} | ${r.cpuSeconds.toFixed(2)} | ${r.outdated}`),
    ),
  ]
}
