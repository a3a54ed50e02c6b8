/** Inline scripts vite-react-ssg writes that this site does not use (no page hydrates a router): gone, they need no hash in the policy. */
export function dropUnusedInlineScripts(html: string): string {
  const placeholder = /<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/g // which vite-react-ssg fills with its hash
  return html.replace(/<script>window\.__staticRouterHydrationData = [^<]*<\/script>/g, '').replace(placeholder, '')
}

/**
 * Finishing's second pass, a build's only (prerender/finish.ts): the doctype as HTML's examples write it, a preload of each of the stylesheet's fonts
 * (else requested only once a style pass finds text that uses it), and no `crossorigin` twice (vite-react-ssg adds one to links).
 */
export function finishDocument(html: string, fonts: readonly string[]): string {
  const preloads = fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin/>`)
  return html
    .replace(/^<!doctype html>/i, '<!DOCTYPE html>')
    .replace('</head>', `${preloads.join('')}</head>`)
    .replace(/<link\b[^>]*>/g, (tag) =>
      tag.replace(/(\scrossorigin(?:="")?)(?=[\s>])((?:(?!\scrossorigin)[^>])*)\scrossorigin(?:="")?(?=[\s>])/, '$1$2'),
    )
}

/** The woff2 URLs a stylesheet's @font-face rules load, each once. */
export function woff2Files(css: string): string[] {
  return [...new Set([...css.matchAll(/@font-face\s*{[^}]*?url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map((m) => m[1] as string))]
}

/** Puts the charset first in <head>, as it must be within the first bytes, then the viewport, which sizes the hero's preload. */
export function hoistHeadEssentials(html: string): string {
  const tags = [/<meta charset="[^"]*"\s*\/?>/, /<meta name="viewport"[^>]*>/].flatMap((pattern) => pattern.exec(html)?.[0] ?? [])
  const rest = tags.reduce((out, tag) => out.replace(tag, ''), html)
  return rest.replace(/<head>/, `<head>${tags.join('')}`)
}

/** The page's own copy of its policy, for hosts that send no headers of ours: right after the charset and viewport, before all it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const head = /<head>(?:<meta charset="[^"]*"\s*\/?>)?(?:<meta name="viewport"[^>]*>)?/.exec(html)
  if (!head) throw new Error('A page without <head>: nowhere to put its Content-Security-Policy')
  const at = head.index + head[0].length
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${html.slice(at)}`
}
