import { join } from 'node:path'
import { contentProblemsError, type ContentProblem, type ContentProblemsError } from '../../../src/content/problems.ts'
import { formatIssue, type ContentIssue } from './issues.ts'
import { codeFrame } from './positions.ts'

/**
 * Each issue as the dev server shows it on a page (scripts/build/plugins/dev-pages.ts): its line, and the
 * lines of `source` around it when it has a position in that file (`source` is the first
 * issue's file).
 */
export function problemsOf(issues: readonly ContentIssue[], source?: string): ContentProblem[] {
  return issues.map((issue) => ({
    message: formatIssue(issue),
    ...(issue.line && source !== undefined && issue.file === issues[0]?.file
      ? { frame: codeFrame(source, { line: issue.line, col: issue.col ?? 1 }) }
      : {}),
  }))
}

/** What Vite prints in the terminal and shows in the dev overlay: where, and the lines around it. */
export interface ContentError extends ContentProblemsError {
  name: 'ContentError'
  /** The problems, each `file:line:col: field: message`. */
  issues: ContentIssue[]
  id?: string
  loc?: { file: string; line: number; column: number }
  frame?: string
}

/**
 * The error that stops a build (or shows the dev overlay) on bad content: every problem, one
 * per line, pointing at the first. The call stack would bury the lines an editor needs, so the
 * stack is the message (plus the frame under the dev server, which prints only the stack).
 */
export function contentError(root: string, issues: ContentIssue[], source?: string, withFrame = false): ContentError {
  // The dev server's error page reads the problems (contentProblems); the build prints the message.
  const error = contentProblemsError(problemsOf(issues, source)) as ContentError
  error.message = `Invalid content:\n${issues.map(formatIssue).join('\n')}`
  error.issues = issues
  const first = issues.find((issue) => issue.line)
  if (issues[0]) error.id = join(root, issues[0].file)
  if (first?.line) {
    error.loc = { file: join(root, first.file), line: first.line, column: first.col ?? 1 }
    if (source !== undefined && first.file === issues[0]?.file) error.frame = codeFrame(source, { line: first.line, col: first.col ?? 1 })
  }
  error.stack = [`${error.name}: ${error.message}`, withFrame ? error.frame : undefined].filter(Boolean).join('\n\n')
  return error
}

/** Whether an error (or the error it wraps) is bad content, whose message says everything. */
export function contentErrorIn(error: unknown): ContentError | undefined {
  for (let e = error as { name?: string; cause?: unknown; errors?: unknown[] } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.name === 'ContentError' && Array.isArray((e as ContentError).issues)) return e as ContentError
    const inner = e.errors?.find((item) => contentErrorIn(item))
    if (inner) return contentErrorIn(inner)
    e = e.cause as typeof e
  }
  return undefined
}
