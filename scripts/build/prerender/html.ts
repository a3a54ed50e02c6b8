/** Inline scripts vite-react-ssg writes that this site does not use (no page hydrates a router): gone, they need no hash in the policy. */
const UNUSED_INLINE_SCRIPTS = [
  /<script>window\.__staticRouterHydrationData = [^<]*<\/script>/g,
  // The placeholder vite-react-ssg later fills with window.__VITE_REACT_SSG_HASH__.
  /<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/g,
]

export function dropUnusedInlineScripts(html: string): string {
  return UNUSED_INLINE_SCRIPTS.reduce((out, pattern) => out.replace(pattern, ''), html)
}

/**
 * The last pass over a page: the doctype as HTML's examples write it, a preload of each font its inline CSS declares (else
 * requested only once a style pass finds text that uses it), and no `crossorigin` twice (vite-react-ssg adds one to links).
 */
export function finalizeHtml(html: string): string {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const fonts = woff2Files(css).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
  return html
    .replace(/^<!doctype html>/i, '<!DOCTYPE html>')
    .replace('</head>', `${fonts.join('')}</head>`)
    .replace(/<link\b[^>]*>/g, (tag) =>
      tag.replace(/(\scrossorigin(?:="")?)(?=[\s>])((?:(?!\scrossorigin)[^>])*)\scrossorigin(?:="")?(?=[\s>])/, '$1$2'),
    )
}

/** The woff2 URLs a stylesheet's @font-face rules load, each once. */
export function woff2Files(css: string): string[] {
  return [...new Set([...css.matchAll(/@font-face\s*{[^}]*?url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map((m) => m[1] as string))]
}

/**
 * Puts the charset and viewport declarations first in <head>: the charset must come within the first bytes, and the preload
 * scanner sizes the hero's preload with whatever viewport it has seen so far.
 */
export function hoistHeadEssentials(html: string): string {
  const tags = [/<meta charset="[^"]*"\s*\/?>/, /<meta name="viewport"[^>]*>/].flatMap((pattern) => pattern.exec(html)?.[0] ?? [])
  const rest = tags.reduce((out, tag) => out.replace(tag, ''), html)
  return rest.replace(/<head>/, `<head>${tags.join('')}`)
}

/**
 * The page's own copy of its policy, for hosts that send none of our headers: a `<meta http-equiv>` governs only what the parser
 * meets after it, so it goes right after the charset and viewport, before any script, style or link.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const head = /<head>(?:<meta charset="[^"]*"\s*\/?>)?(?:<meta name="viewport"[^>]*>)?/.exec(html)
  if (!head) throw new Error('A page without <head>: nowhere to put its Content-Security-Policy')
  const at = head.index + head[0].length
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(at)}`
}
