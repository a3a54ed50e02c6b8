import { execFileSync } from 'node:child_process'

/** A commit that changed something under content/. */
export interface Commit {
  hash: string
  /** Committer date, YYYY-MM-DD: for people to read, never to order by. */
  date: string
  /** The whole message: a [i18n skip] mark may stand in its body. */
  message: string
  /** Paths it changed, relative to the project root: a renamed file under its old name and its new one. */
  files: string[]
  /** The files it renamed: each new path with its old one. */
  renamed: Map<string, string>
}

/** One change of a file in its history, newest first: where it was before and after (a rename moves it). */
export interface FileChange {
  commit: Commit
  path: string
  /** Its path in the commit's parent: another where the commit renamed it. */
  before: string
}

/** A commit that marks a translation, or one section of it, as reviewed against its original without changing it. */
export interface Review {
  commit: Commit
  file: string
  /** A section's id (`body:3`, `title`, `nav.home`), or undefined for the whole file. */
  section?: string
}

/** A commit whose message says so changes no translation's freshness (a typo fix, a reflow). */
export const SKIP_MARK = '[i18n skip]'

/**
 * A trailer line of a commit's message marking a translation caught up without a change:
 * `I18n-Reviewed: content/en/blog/que-implica-integrar-un-crm.mdx body:3`, or the whole file without a section.
 */
export const REVIEW_TRAILER = 'I18n-Reviewed'
const REVIEW_LINE = new RegExp(`^${REVIEW_TRAILER}:[ \\t]*(\\S+)(?:[ \\t]+(\\S+))?[ \\t]*$`, 'gim')

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
  /** Every review mark of a translation, newest first. */
  readonly reviews: Review[]
  private readonly parents = new Map<string, string[]>()
  private readonly ancestors = new Map<string, Set<string>>()
  private readonly texts = new Map<string, string | undefined>()

  private readonly root: string
  /** The commit whose history this is: HEAD, or another (a pull request's base). */
  readonly ref: string

  constructor(root: string, ref = 'HEAD') {
    this.root = root
    this.ref = ref
    const shallow = this.git(['rev-parse', '--is-shallow-repository'], 'not a git checkout')
    if (shallow.trim() === 'true') {
      throw new NoHistoryError(
        'this is a shallow clone: fetch the whole history first (git fetch --unshallow; in GitHub Actions, actions/checkout with fetch-depth: 0)',
      )
    }
    for (const line of this.git(['rev-list', '--parents', ref]).split('\n')) {
      const [hash, ...parents] = line.split(' ')
      if (hash) this.parents.set(hash, parents)
    }
    // Renames found (-M) so that a file's history goes on under its old name.
    const log = this.git(['log', '--topo-order', '--relative', '-M', '--name-status', '--format=%x1e%H%x1f%cs%x1f%B%x1f', ref, '--', 'content'])
    this.commits = log
      .split('\x1e')
      .filter(Boolean)
      .map((entry) => {
        const [hash = '', date = '', message = '', names = ''] = entry.split('\x1f')
        const files: string[] = []
        const renamed = new Map<string, string>()
        for (const line of names.split('\n').filter(Boolean)) {
          const [status = '', first = '', second] = line.split('\t')
          if (status.startsWith('R') && second) renamed.set(second, first)
          files.push(...(second ? [first, second] : [first]))
        }
        return { hash, date, message: message.trim(), files, renamed }
      })
    // Review marks may stand in a commit that changes nothing under content/ (git commit --allow-empty).
    const marked = this.git(['log', '--topo-order', `--grep=^${REVIEW_TRAILER}:`, '-i', '--format=%x1e%H%x1f%cs%x1f%B', ref])
    this.reviews = marked
      .split('\x1e')
      .filter(Boolean)
      .flatMap((entry) => {
        const [hash = '', date = '', message = ''] = entry.split('\x1f')
        const commit = { hash, date, message: message.trim(), files: [], renamed: new Map<string, string>() }
        return [...message.matchAll(REVIEW_LINE)].map((m) => ({ commit, file: m[1] as string, ...(m[2] ? { section: m[2] } : {}) }))
      })
  }

  /** The files under `dir` (`content/es`) at this history's commit, sorted. */
  filesAt(dir: string): string[] {
    return this.git(['ls-tree', '-r', '--name-only', this.ref, '--', dir]).split('\n').filter(Boolean).sort()
  }

  /** The counting changes of `file` (as named now), newest first, following it back through renames. */
  changesOf(file: string): FileChange[] {
    const changes: FileChange[] = []
    let path = file
    for (const commit of this.commits) {
      if (!commit.files.includes(path)) continue
      const before = commit.renamed.get(path) ?? path
      if (this.counts(commit)) changes.push({ commit, path, before })
      path = before
    }
    return changes
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
