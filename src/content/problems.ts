/**
 * A problem in a content file, as the dev server shows it on the pages that use the file
 * (scripts/dev/dev-pages.ts): `file:line:col: field: message`, and the lines around it with a
 * caret when it has a position. The build stops on the same problems before any page renders.
 */
export interface ContentProblem {
  message: string
  frame?: string
}

/** What a page's render throws when a file it uses has problems; the dev server shows it. */
export interface ContentProblemsError extends Error {
  contentProblems: ContentProblem[]
}

export function contentProblemsError(problems: readonly ContentProblem[]): ContentProblemsError {
  const error = new Error(problems.map((p) => p.message).join('\n')) as ContentProblemsError
  error.name = 'ContentError'
  error.contentProblems = [...problems]
  // The problems are the whole story: a stack into the loaders would bury them.
  error.stack = error.message
  return error
}

export function isContentProblemsError(error: unknown): error is ContentProblemsError {
  return error instanceof Error && Array.isArray((error as Partial<ContentProblemsError>).contentProblems)
}
