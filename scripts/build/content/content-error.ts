import { codeFrameColumns } from '@babel/code-frame'
import { join } from 'node:path'
import { contentProblemsError, type ContentProblem, type ContentProblemsError } from '../../../src/content/problems.ts'
import { formatIssue, type ContentIssue } from './issues.ts'

/** Each issue as the dev server shows it on a page: its line, and the lines of `source` (the first issue's file) around it. */
export function problemsOf(issues: readonly ContentIssue[], source?: string): ContentProblem[] {
  return issues.map((issue) => ({
    message: formatIssue(issue),
    ...(issue.line && source !== undefined && issue.file === issues[0]?.file
      ? { frame: codeFrameColumns(source, { start: { line: issue.line, column: issue.col ?? 1 } }) }
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
 * The error that stops a build (or shows the dev overlay) on bad content: every problem, one per line, pointing at the first. Its stack is the
 * message (and, `withFrame`, the frame), as a call stack would bury the lines an editor needs.
 */
export function contentError(root: string, issues: ContentIssue[], source?: string, withFrame = false): ContentError {
  const problems = problemsOf(issues, source)
  // The dev server's error page reads the problems; the build prints the message.
  const error = contentProblemsError(problems) as ContentError
  error.message = `Invalid content:\n${issues.map(formatIssue).join('\n')}`
  error.issues = issues
  if (issues[0]) error.id = join(root, issues[0].file)
  const first = issues.findIndex((issue) => issue.line)
  const { file = '', line, col = 1 } = issues[first] ?? {}
  if (line) error.loc = { file: join(root, file), line, column: col }
  const frame = problems[first]?.frame
  if (frame) error.frame = frame
  error.stack = [`${error.name}: ${error.message}`, withFrame ? error.frame : undefined].filter(Boolean).join('\n\n')
  return error
}

/** The bad-content error an error is or wraps, whose message says everything. */
export function contentErrorIn(error: unknown): ContentError | undefined {
  for (let e = error as { name?: string; cause?: unknown; errors?: unknown[] } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.name === 'ContentError' && Array.isArray((e as ContentError).issues)) return e as ContentError
    const inner = e.errors?.find((item) => contentErrorIn(item))
    if (inner) return contentErrorIn(inner)
    e = e.cause as typeof e
  }
  return undefined
}
