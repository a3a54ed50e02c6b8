import { execFileSync } from 'node:child_process'

/** A commit that changed something under content/. */
export interface Commit {
  hash: string
  /** Committer date, YYYY-MM-DD: for people to read, never to order by. */
  date: string
  /** The whole message: a [i18n skip] mark may stand in its body. */
  message: string
  /** Paths it changed, relative to the project root. */
  files: string[]
}

/** A commit whose message says so changes no translation's freshness (a typo fix, a reflow). */
export const SKIP_MARK = '[i18n skip]'

/** Why there is no history to read: not a git checkout, or a shallow clone (CI's default). */
export class NoHistoryError extends Error {}

/**
 * The git history of content/, read once: which commits touched which files, which commit
 * comes after which (by the commit graph: commits made in the same second still order), and
 * any file's text at any commit.
 */
export class ContentHistory {
  /** Newest first, in topological order: a commit is listed before its parents. */
  readonly commits: Commit[]
  private readonly parents = new Map<string, string[]>()
  private readonly ancestors = new Map<string, Set<string>>()
  private readonly texts = new Map<string, string | undefined>()

  private readonly root: string

  constructor(root: string) {
    this.root = root
    const shallow = this.git(['rev-parse', '--is-shallow-repository'], 'not a git checkout')
    if (shallow.trim() === 'true') {
      throw new NoHistoryError(
        'this is a shallow clone: fetch the whole history first (git fetch --unshallow; in GitHub Actions, actions/checkout with fetch-depth: 0)',
      )
    }
    for (const line of this.git(['rev-list', '--parents', 'HEAD']).split('\n')) {
      const [hash, ...parents] = line.split(' ')
      if (hash) this.parents.set(hash, parents)
    }
    const log = this.git(['log', '--topo-order', '--relative', '--name-only', '--format=%x1e%H%x1f%cs%x1f%B%x1f', '--', 'content'])
    this.commits = log
      .split('\x1e')
      .filter(Boolean)
      .map((entry) => {
        const [hash = '', date = '', message = '', names = ''] = entry.split('\x1f')
        return { hash, date, message: message.trim(), files: names.split('\n').filter(Boolean) }
      })
  }

  private git(args: string[], whatFailed = 'git failed'): string {
    try {
      return execFileSync('git', args, { cwd: this.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 })
    } catch (error) {
      throw new NoHistoryError(
        `${whatFailed} (${
          String((error as { stderr?: string }).stderr ?? error)
            .trim()
            .split('\n')[0]
        })`,
      )
    }
  }

  /** Whether `commit` changes freshness: not marked [i18n skip]. */
  counts(commit: Commit): boolean {
    return !commit.message.includes(SKIP_MARK)
  }

  /** The first parent of a commit: what a change is measured against. */
  parentOf(hash: string): string | undefined {
    return this.parents.get(hash)?.[0]
  }

  /** Whether `earlier` is `later` or in its history: `later` was made knowing `earlier`. */
  includes(later: string, earlier: string): boolean {
    return later === earlier || this.ancestorsOf(later).has(earlier)
  }

  private ancestorsOf(hash: string): Set<string> {
    const known = this.ancestors.get(hash)
    if (known) return known
    // Iterative walk: a long history would overflow a recursive one.
    const seen = new Set<string>()
    const stack = [...(this.parents.get(hash) ?? [])]
    while (stack.length) {
      const next = stack.pop() as string
      if (seen.has(next)) continue
      seen.add(next)
      stack.push(...(this.parents.get(next) ?? []))
    }
    this.ancestors.set(hash, seen)
    return seen
  }

  /**
   * Reads many files at many commits with one `git cat-file --batch`, instead of a process for
   * each: history grows, and check:content runs this on every push.
   */
  prefetch(wanted: readonly (readonly [hash: string | undefined, path: string])[]): void {
    const ids = [...new Set(wanted.filter(([hash]) => hash).map(([hash, path]) => `${hash}:${path}`))].filter((id) => !this.texts.has(id))
    if (!ids.length) return
    const out = execFileSync('git', ['cat-file', '--batch'], { cwd: this.root, input: `${ids.join('\n')}\n`, maxBuffer: 1024 * 1024 * 1024 })
    let at = 0
    for (const id of ids) {
      const headerEnd = out.indexOf(10, at) // each answer: "<object> <type> <size>\n<content>\n", or "<id> missing\n"
      const header = out.subarray(at, headerEnd).toString('utf8').split(' ')
      at = headerEnd + 1
      if (header.length !== 3) {
        this.texts.set(id, undefined)
        continue
      }
      const size = Number(header[2])
      this.texts.set(id, out.subarray(at, at + size).toString('utf8'))
      at += size + 1
    }
  }

  /** A file's text at a commit, or undefined where it did not exist. */
  textAt(hash: string | undefined, path: string): string | undefined {
    if (!hash) return undefined
    this.prefetch([[hash, path]])
    return this.texts.get(`${hash}:${path}`)
  }
}
