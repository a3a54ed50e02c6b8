/**
 * Inline scripts vite-react-ssg writes into every page that this site does not use: react-
 * router's hydration data (no page hydrates a router: src/islands/) and the hash of the loader
 * manifest it never fetches. Dropping them keeps each page's Content-Security-Policy to
 * 'self' (scripts/build/prerender/policy.ts computes hashes for whatever inline script remains).
 */
const UNUSED_INLINE_SCRIPTS = [
  /<script>window\.__staticRouterHydrationData = [^<]*<\/script>/g,
  // The placeholder vite-react-ssg later fills with window.__VITE_REACT_SSG_HASH__.
  /<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/g,
]

export function dropUnusedInlineScripts(html: string): string {
  return UNUSED_INLINE_SCRIPTS.reduce((out, pattern) => out.replace(pattern, ''), html)
}

/**
 * The last pass over a written page. vite-react-ssg adds `crossorigin` to links that may already
 * have one, and a repeated attribute is invalid HTML. The doctype is written the way
 * HTML's own examples write it (index.html's is Prettier's lowercase).
 */
export function finalizeHtml(html: string): string {
  return preloadInlineFonts(html.replace(/^<!doctype html>/i, '<!DOCTYPE html>')).replace(/<link\b[^>]*>/g, (tag) =>
    tag.replace(/(\scrossorigin(?:="")?)(?=[\s>])((?:(?!\scrossorigin)[^>])*)\scrossorigin(?:="")?(?=[\s>])/, '$1$2'),
  )
}

/**
 * Preloads the woff2 files the page's inline CSS declares, at the end of <head>, after the
 * hero's preload. A font the CSS asks for is only requested once the first style pass finds
 * text that uses it; a preload starts it with the hero image. (Beasties preloads fonts only of
 * CSS it reduces, and this site's CSS is inlined whole: scripts/build/prerender/ssg-options.ts.)
 */
export function preloadInlineFonts(html: string): string {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const links = woff2Files(css)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
    .join('')
  return html.replace('</head>', `${links}</head>`)
}

/** The woff2 URLs a stylesheet's @font-face rules load, each once. */
export function woff2Files(css: string): string[] {
  return [...new Set([...css.matchAll(/@font-face\s*{[^}]*?url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map((m) => m[1] as string))]
}

/**
 * Puts the charset and viewport declarations first in <head>, before the tags each page adds.
 * The charset must come within the first bytes, and the preload scanner sizes responsive image
 * preloads with whatever viewport it has seen so far: after the viewport meta, the hero's
 * preload picks the same file as its <img> instead of a desktop-sized one.
 */
export function hoistHeadEssentials(html: string): string {
  const essentials = [/<meta charset="[^"]*"\s*\/?>/, /<meta name="viewport"[^>]*>/]
  let out = html
  const found: string[] = []
  for (const pattern of essentials) {
    const tag = pattern.exec(out)?.[0]
    if (tag) {
      found.push(tag)
      out = out.replace(tag, '')
    }
  }
  return out.replace(/<head>/, `<head>${found.join('')}`)
}

/**
 * The page's own copy of its Content-Security-Policy, for hosts that send none of our headers
 * (GitHub Pages, S3): a `<meta http-equiv>` governs only what the parser meets after it, so it goes
 * right after the charset and viewport declarations that hoistHeadEssentials put first, before
 * any script, style or link. Where the host also sends the header, both policies apply.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const head = /<head>(?:<meta charset="[^"]*"\s*\/?>)?(?:<meta name="viewport"[^>]*>)?/.exec(html)
  if (!head) throw new Error('A page without <head>: nowhere to put its Content-Security-Policy')
  const at = head.index + head[0].length
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(at)}`
}
