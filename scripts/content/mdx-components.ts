import type { ContentIssue } from './issues.ts'

/** Lowercase HTML an MDX body may use: inline emphasis and structure, nothing that runs. */
const HTML_TAGS = new Set([
  'a', 'abbr', 'b', 'br', 'em', 'i', 'li', 'mark', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'ul',
])

/** The JSX tag names a body uses, outside fenced and inline code. */
export function tagNames(body: string): string[] {
  const withoutCode = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...withoutCode.matchAll(/<([A-Za-z][\w.]*)/g)].map((m) => m[1] as string)
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
  if (/^(import|export)\s/m.test(body)) {
    issues.push({ file, field: 'body', message: 'expected no import or export lines (content imports nothing)' })
  }
  return issues
}
