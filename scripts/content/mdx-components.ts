import type { ContentIssue } from './issues.ts'
import type { Position } from './positions.ts'

/** Lowercase HTML an MDX body may use: inline emphasis and structure, nothing that runs. */
const HTML_TAGS = new Set(['a', 'abbr', 'b', 'br', 'em', 'i', 'li', 'mark', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'ul'])

/** A body with its fenced and inline code blanked out (MDX shows code as text and never runs it); offsets stay those of the body. */
function withoutCode(body: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ')
  return body.replace(/```[\s\S]*?```/g, blank).replace(/`[^`\n]*`/g, blank)
}

/** The JSX tags a body uses, outside fenced and inline code, with their offsets in the body. */
export function tags(body: string): { name: string; offset: number }[] {
  return [...withoutCode(body).matchAll(/<([A-Za-z][\w.]*)/g)].map((m) => ({ name: m[1] as string, offset: m.index }))
}

/**
 * Checks a body against the allow-list of its kind; `import`/`export` are not for editors.
 * `at` turns an offset in the body into a position in the file.
 */
export function componentIssues(
  file: string,
  body: string,
  allowed: readonly string[],
  required: readonly string[],
  at: (offset: number) => Position = () => ({ line: 1, col: 1 }),
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const found = tags(body)
  const reported = new Set<string>()
  for (const { name, offset } of found) {
    const isComponent = /^[A-Z]/.test(name)
    if (reported.has(name) || (isComponent ? allowed.includes(name) : HTML_TAGS.has(name))) continue
    reported.add(name)
    const allowList = allowed.length ? `components ${allowed.join(', ')} and ` : ''
    issues.push({
      file,
      field: 'body',
      message: `<${name}> is not allowed here (allowed: ${allowList}basic inline HTML)`,
      ...at(offset),
    })
  }
  for (const name of required) {
    const uses = found.filter((tag) => tag.name === name)
    if (uses.length !== 1) {
      // A second block is where the mistake is; a missing one, the start of the body.
      issues.push({ file, field: 'body', message: `expected exactly one <${name}> block, found ${uses.length}`, ...at(uses[1]?.offset ?? 0) })
    }
  }
  // A code sample may show an import line; only one in the MDX itself would run.
  const importLine = /^(import|export)\s/m.exec(withoutCode(body))
  if (importLine) {
    issues.push({ file, field: 'body', message: 'expected no import or export lines (content imports nothing)', ...at(importLine.index) })
  }
  return issues
}
