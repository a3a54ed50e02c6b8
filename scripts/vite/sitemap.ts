import { langFromPath, neutralPath } from '../../src/i18n/paths.ts'
import { absoluteUrl, alternates } from '../../src/seo/urls.ts'
import { site } from '../../src/site.ts'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** sitemap.xml for the pages the build rendered, each with its hreflang alternates. */
export function sitemapXml(renderedPaths: readonly string[]): string {
  const urls = [...renderedPaths].sort().map((path) => {
    const page = neutralPath(path)
    const links = alternates(page)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escape(alt.href)}"/>`)
      .join('\n')
    return `  <url>\n    <loc>${escape(absoluteUrl(langFromPath(path), page))}</loc>\n${links}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`
}
