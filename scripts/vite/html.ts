/**
 * Inline scripts vite-react-ssg writes into every page that this site does not use: react-
 * router's hydration data (the site has no loaders; src/router.ts) and the hash of the loader
 * manifest it never fetches. Dropping them keeps each page's Content-Security-Policy to
 * 'self' (scripts/vite/headers.ts computes hashes for whatever inline script remains).
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
 * The last pass over a written page. vite-react-ssg adds `crossorigin` to stylesheet links
 * after beasties has already kept one, and a repeated attribute is invalid HTML.
 */
export function finalizeHtml(html: string): string {
  return dropOnDemandPreloads(html).replace(/<link\b[^>]*>/g, (tag) => tag.replace(/(\scrossorigin(?:="")?)(?=[\s>])((?:(?!\scrossorigin)[^>])*)\scrossorigin(?:="")?(?=[\s>])/, '$1$2'))
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
 * Chunks a page imports only when a visitor needs them, which vite-react-ssg would otherwise
 * preload with the page: the phone-number library is fetched only for a number that the plain
 * local and international forms do not already accept (src/contact/phone.ts).
 */
const ON_DEMAND_CHUNKS = ['phoneLibrary']

function dropOnDemandPreloads(html: string): string {
  return ON_DEMAND_CHUNKS.reduce(
    (out, name) => out.replace(new RegExp(`<link rel="modulepreload"[^>]*href="/assets/${name}-[^"]+\\.js"[^>]*>`, 'g'), ''),
    html,
  )
}
