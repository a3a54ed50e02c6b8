import { join } from 'node:path'
import { contentProblemsError, type ContentProblem, type ContentProblemsError } from '../../src/content/problems.ts'
import { formatIssue, type ContentIssue } from '../content/issues.ts'
import { codeFrame } from '../content/positions.ts'

/** Each issue as the dev server shows it: its line, and the source around it when it has a position. */
export function problemsOf(issues: readonly ContentIssue[], source?: string): ContentProblem[] {
  return issues.map((issue) => ({
    message: formatIssue(issue),
    ...(issue.line && source !== undefined ? { frame: codeFrame(source, { line: issue.line, col: issue.col ?? 1 }) } : {}),
  }))
}

/** What Vite prints in the terminal and shows in the dev overlay: where, and the lines around it. */
interface ContentError extends ContentProblemsError {
  id: string
  loc?: { file: string; line: number; column: number }
  frame?: string
}

/**
 * The error that stops a build (or a page in `npm run dev`) on a file's problems, pointing at
 * the first. The build prints `Invalid content:`, the problems and the frame; the dev server
 * prints the problems, one line each, and shows each with its frame on the page that failed.
 */
export function contentError(
  root: string,
  file: string,
  source: string | undefined,
  issues: readonly ContentIssue[],
  serving: boolean,
): ContentError {
  const error = contentProblemsError(problemsOf(issues, source)) as ContentError
  error.id = join(root, file)
  const first = issues.find((issue) => issue.line)
  if (first?.line && source !== undefined) {
    error.loc = { file: error.id, line: first.line, column: first.col ?? 1 }
    error.frame = codeFrame(source, { line: first.line, col: first.col ?? 1 })
  }
  if (!serving) {
    // The plugin's own call stack would bury the lines an editor needs; the build prints the frame.
    error.message = `Invalid content:\n${error.message}`
    error.stack = `${error.name}: ${error.message}`
  }
  return error
}
