/** One block of a `_headers` file: a path pattern, the headers it sets and those it unsets. */
export interface HeaderRule {
  pattern: RegExp
  set: [string, string][]
  unset: string[]
}

/**
 * Parses the `_headers` format as Cloudflare Pages reads it: a path line (`*` matches any rest of
 * the path), then indented `Name: value` lines, and `! Name` lines that remove a header an earlier
 * rule set.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    if (trimmed.startsWith('/')) {
      const source = trimmed
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')
      rules.push({ pattern: new RegExp(`^${source}$`), set: [], unset: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) continue
    if (trimmed.startsWith('! ')) {
      rule.unset.push(trimmed.slice(2).trim())
      continue
    }
    const colon = trimmed.indexOf(':')
    if (colon > 0) rule.set.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()])
  }
  return rules
}

/**
 * The headers a request path gets, as Cloudflare Pages applies its rules: every rule whose pattern
 * matches, in file order; a rule's `! Name` removes what earlier rules set, and a header that an
 * earlier rule set gets a second value (joined by ", ") unless it was removed first. Names come
 * back in lower case, as HTTP/2 sends them.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers = new Map<string, string>()
  const setBefore = new Set<string>()
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue
    for (const name of rule.unset) headers.delete(name.toLowerCase())
    for (const [raw, value] of rule.set) {
      const name = raw.toLowerCase()
      const current = headers.get(name)
      headers.set(name, setBefore.has(name) && current !== undefined ? `${current}, ${value}` : value)
      setBefore.add(name)
    }
  }
  return Object.fromEntries(headers)
}
