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
 * The last pass over a written page. vite-react-ssg adds `crossorigin` to links after beasties
 * has already kept one, and a repeated attribute is invalid HTML.
 */
export function finalizeHtml(html: string): string {
  return preloadInlineFonts(startAppAfterLoad(dropOnDemandPreloads(html))).replace(/<link\b[^>]*>/g, (tag) => tag.replace(/(\scrossorigin(?:="")?)(?=[\s>])((?:(?!\scrossorigin)[^>])*)\scrossorigin(?:="")?(?=[\s>])/, '$1$2'))
}

/**
 * Preloads the woff2 files the page's inline CSS declares, at the end of <head>, after the
 * hero's preload. A font the CSS asks for is only requested once the first style pass finds
 * text that uses it; a preload starts it with the hero image. (Beasties preloads fonts only of
 * CSS it reduces, and this site's CSS is inlined whole: scripts/vite/ssg.ts.)
 */
export function preloadInlineFonts(html: string): string {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const links = woff2Files(css).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`).join('')
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
 * Chunks a page imports only when a visitor needs them, which vite-react-ssg would otherwise
 * preload with the page: the phone-number library is fetched only for a number that the plain
 * local and international forms do not already accept (src/contact/phone.ts); a service page
 * needs the not-found page only for a key with no content (src/pages/ServicePage.tsx).
 */
const ON_DEMAND_CHUNKS = ['phoneLibrary', 'NotFoundPage']

function dropOnDemandPreloads(html: string): string {
  return ON_DEMAND_CHUNKS.reduce(
    (out, name) => out.replace(new RegExp(`<link rel="modulepreload"[^>]*href="/assets/${name}-[^"]+\\.js"[^>]*>`, 'g'), ''),
    html,
  )
}

/** How long a page waits for its window load event before starting its scripts anyway. */
export const APP_START_FALLBACK_MS = 2500

/**
 * Starts the app's JavaScript once the page has loaded and its hero is on screen, instead of
 * alongside the hero image. A page is complete as prerendered HTML (text, links, images); its
 * scripts only hydrate it. Fetched at the start, 125 KB of scripts share a slow connection with
 * the hero and delay the largest paint by about a third (npm run bench: with against without
 * scripts). The hero keeps the spec's lazy loading, so its paint can come after the load event:
 * the loader also waits for it. Chromium says when the hero reached the screen (Element Timing:
 * the Hero marks its image elementtiming="hero"); a frame after the image decoded is earlier than
 * that, and let the scripts start before the largest paint in a third of the bench's runs. Other
 * browsers wait for that frame. The entry script and its modulepreloads become a small inline
 * module (its hash goes into the CSP), with APP_START_FALLBACK_MS as the latest start if an image
 * stalls.
 */
export function startAppAfterLoad(html: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html)
  if (!entry) return html
  const preloads: string[] = []
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
    preloads.push(href)
    return ''
  })
  const loader = [
    'let started = false',
    'const start = () => {',
    '  if (started) return',
    '  started = true',
    `  for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))`,
    `  import(${JSON.stringify(entry[1])})`,
    '}',
    "const loaded = new Promise((done) => document.readyState === 'complete' ? done() : addEventListener('load', done, { once: true }))",
    'const heroPainted = new Promise((done) => {',
    "  const hero = document.querySelector('img[elementtiming=\"hero\"]')",
    '  if (!hero) return done()',
    "  hero.addEventListener('error', done, { once: true })",
    "  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {",
    "    new PerformanceObserver((list, observer) => { if (list.getEntries().some((entry) => entry.identifier === 'hero')) { observer.disconnect(); done() } }).observe({ type: 'element', buffered: true })",
    '    return',
    '  }',
    '  const painted = () => hero.decode().catch(() => {}).then(() => requestAnimationFrame(() => setTimeout(done)))',
    "  if (hero.complete) painted()",
    "  else hero.addEventListener('load', painted, { once: true })",
    '})',
    'Promise.all([loaded, heroPainted]).then(start)',
    `setTimeout(start, ${APP_START_FALLBACK_MS})`,
  ].join('\n')
  return withoutPreloads.replace(entry[0], `<script type="module">${loader}</script>`)
}
