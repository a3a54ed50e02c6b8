/** One block of a `_headers` file: a path pattern and the headers it sets. */
interface Rule {
  pattern: RegExp
  headers: [string, string][]
}

/** Parses the `_headers` format (Netlify, Cloudflare Pages): a path line, then indented headers. */
export function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** The headers a path gets: every matching block, in file order. */
export function headersFor(rules: Rule[], path: string): Record<string, string> {
  return Object.fromEntries(rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers))
}
