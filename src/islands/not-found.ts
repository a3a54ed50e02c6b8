/**
 * For hosts that answer every unknown address with the root 404.html (GitHub Pages, S3): a visitor
 * at /en/anything would read the Spanish page. The build puts the English and Portuguese not-found
 * pages into that page as data (scripts/build/prerender/not-found.ts), and the page script
 * (enhance.ts) calls this first: it swaps in the body of the one the address's first segment
 * names, with its title and language. On every other page there is no data, and it does nothing. The address and the status stay as the host
 * sent them (a 404 at /en/anything); nothing is fetched. Hosts that serve each language's own
 * 404.html (Cloudflare Pages, Netlify with deploy/netlify.toml, nginx with deploy/nginx.conf)
 * never send this page under /en/ or /pt/, and at any other address it leaves the page as it is.
 * Without scripts the page offers each language's way home instead (src/pages/NotFoundPage.tsx).
 */
export function swapInAddressLanguage(): void {
  // The id scripts/build/prerender/not-found.ts gives the data block (NOT_FOUND_PAGES_ID).
  const data = document.getElementById('not-found-pages')?.textContent
  if (!data) return
  const pages = JSON.parse(data) as Record<string, { title: string; body: string } | undefined>
  const lang = location.pathname.split('/')[1] ?? ''
  const page = Object.hasOwn(pages, lang) ? pages[lang] : undefined
  if (!page) return
  document.documentElement.lang = lang
  document.title = page.title
  // The page script polishes the new body after this. The body is the build's own page, escaped as React escaped it.
  document.body.innerHTML = page.body
}
