import { LANGS } from '../../src/i18n/languages.ts'
import { langFromPath, localePath, neutralPath, publishedPath } from '../../src/i18n/paths.ts'
import { absoluteUrl, alternates } from '../../src/seo/urls.ts'
import { site } from '../../src/site.ts'
import { xmlText } from './xml.ts'

const escape = xmlText

/**
 * sitemap.xml for the pages the build rendered, each with its hreflang alternates (the languages
 * the page was rendered in) and, where known, the day it last changed (`lastmod`, by path).
 */
export function sitemapXml(renderedPaths: readonly string[], lastmod: ReadonlyMap<string, string> = new Map()): string {
  // Each page by its published address (src/i18n/paths.ts), whichever form it was named in.
  const paths = renderedPaths.map(publishedPath)
  const rendered = new Set(paths)
  const urls = [...paths].sort().map((path) => {
    const page = neutralPath(path)
    const languages = LANGS.filter((lang) => rendered.has(localePath(lang, page)))
    const day = lastmod.get(path)
    const links = alternates(page, languages)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escape(alt.href)}"/>`)
      .join('\n')
    const modified = day ? `\n    <lastmod>${day}</lastmod>` : ''
    return `  <url>\n    <loc>${escape(absoluteUrl(langFromPath(path), page))}</loc>${modified}\n${links}\n  </url>`
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
