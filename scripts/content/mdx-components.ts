import type { ContentIssue } from './issues'

/** Lowercase HTML an MDX body may use: inline emphasis and structure, nothing that runs. */
const HTML_TAGS = new Set([
  'a', 'abbr', 'b', 'br', 'em', 'i', 'li', 'mark', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'ul',
])

/** A body without its fenced and inline code, which MDX shows as text and never runs. */
function withoutCode(body: string): string {
  return body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
}

/** The JSX tag names a body uses, outside fenced and inline code. */
export function tagNames(body: string): string[] {
  return [...withoutCode(body).matchAll(/<([A-Za-z][\w.]*)/g)].map((m) => m[1] as string)
}

/** Checks a body against the allow-list of its kind; `import`/`export` are not for editors. */
export function componentIssues(
  file: string,
  body: string,
  allowed: readonly string[],
  required: readonly string[],
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const names = tagNames(body)
  for (const name of new Set(names)) {
    const isComponent = /^[A-Z]/.test(name)
    if (isComponent ? !allowed.includes(name) : !HTML_TAGS.has(name)) {
      const allowList = allowed.length ? `components ${allowed.join(', ')} and ` : ''
      issues.push({
        file,
        field: 'body',
        message: `<${name}> is not allowed here (allowed: ${allowList}basic inline HTML)`,
      })
    }
  }
  for (const name of required) {
    const count = names.filter((n) => n === name).length
    if (count !== 1) {
      issues.push({ file, field: 'body', message: `expected exactly one <${name}> block, found ${count}` })
    }
  }
  // A code sample may show an import line; only one in the MDX itself would run.
  if (/^(import|export)\s/m.test(withoutCode(body))) {
    issues.push({ file, field: 'body', message: 'expected no import or export lines (content imports nothing)' })
  }
  return issues
}
