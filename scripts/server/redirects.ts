/** One line of a `_redirects` file: `from  to  status`, `*` in `from` matching any rest of the path. */
export interface RedirectRule {
  from: RegExp
  to: string
  status: number
}

/** Parses the `_redirects` format (Netlify, Cloudflare Pages); blank lines and comments are skipped. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/)
      const source = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
      return { from: new RegExp(`^${source}$`), to, status: Number(status) }
    })
}

/** The first rule for a path no file answers, as hosts apply them; undefined when none matches. */
export function redirectFor(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((rule) => rule.from.test(path))
}
