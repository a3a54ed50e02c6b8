import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { site } from '../../../src/site.ts'
import { DIST, attributeValues, distHtmlFiles, readDist } from './dist.ts'

/** Where in dist/ an address was found: "en/about/index.html: canonical". */
export type Sources = Map<string, Set<string>>

/** The site's own addresses among `urls` (absolute on site.url, or site-relative), as paths with their query. */
function onSite(url: string): string | undefined {
  const value = url.trim()
  if (!value || value.startsWith('#') || /^(mailto|tel|data):/i.test(value)) return undefined
  const parsed = new URL(value, `${site.url}/`)
  if (parsed.origin !== site.url) return undefined
  return `${parsed.pathname}${parsed.search}`
}

const srcsetUrls = (set: string) => set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')

/** Every string in a JSON-LD value that is a URL on the site. */
function jsonUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(jsonUrls)
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonUrls)
  return []
}

/** The URLs a page publishes, by what names them. */
function pageUrls(html: string): [string, string[]][] {
  const metaContent = (property: string) =>
    [...html.matchAll(new RegExp(`<meta[^>]*(?:property|name)="${property}"[^>]*content="([^"]*)"`, 'g'))].map((m) => m[1] ?? '')
  const linkRel = (rel: string) => [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => new RegExp(`\\srel="${rel}"`).test(tag))
  const hrefOf = (tag: string) => /\shref="([^"]*)"/.exec(tag)?.[1] ?? ''
  const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) => jsonUrls(JSON.parse(m[1] ?? '{}')))
  return [
    ['link', attributeValues(html, 'a', 'href')],
    ['canonical', linkRel('canonical').map(hrefOf)],
    [
      'hreflang alternate',
      linkRel('alternate')
        .filter((tag) => /\shreflang=/i.test(tag))
        .map(hrefOf),
    ],
    [
      'feed link',
      linkRel('alternate')
        .filter((tag) => /application\/rss\+xml/.test(tag))
        .map(hrefOf),
    ],
    ['head link', attributeValues(html, 'link', 'href')],
    ['preload srcset', attributeValues(html, 'link', 'imagesrcset').flatMap(srcsetUrls)],
    ['og:url', metaContent('og:url')],
    ['social image', [...metaContent('og:image'), ...metaContent('twitter:image')]],
    ['JSON-LD', ld],
    ['image', [...attributeValues(html, 'img', 'src'), ...attributeValues(html, 'img', 'srcset').flatMap(srcsetUrls)]],
    ['picture source', attributeValues(html, 'source', 'srcset').flatMap(srcsetUrls)],
    ['script', [...attributeValues(html, 'script', 'src'), ...attributeValues(html, 'div', 'data-island-src')]],
    [
      'island import',
      ['data-island-imports', 'data-island-lazy'].flatMap((name) => attributeValues(html, 'div', name)).flatMap((list) => list.split(' ')),
    ],
    ['stylesheet url()', [...html.matchAll(/url\(\s*["']?(\/[^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? '')],
  ]
}

/** The XML files the build writes for crawlers and feed readers: sitemap.xml and each rss.xml. */
function xmlFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.xml'))
}

/**
 * Every address the site publishes, found in dist/ itself: the links, canonical and hreflang
 * URLs, og:url and images, JSON-LD, images and scripts of every HTML file (the not-found pages
 * too), the sitemap's <loc> and alternates, the feeds' links, robots.txt's sitemap, the
 * manifest's icons, and the exact paths `_headers` names (the contact pages' rules). Each with
 * where it was found, for a failure's message.
 */
export function publishedUrls(): Sources {
  const found: Sources = new Map()
  const add = (url: string, source: string) => {
    const path = onSite(url)
    if (path === undefined) return
    if (!found.has(path)) found.set(path, new Set())
    found.get(path)?.add(source)
  }
  for (const file of distHtmlFiles()) for (const [kind, urls] of pageUrls(readDist(file))) for (const url of urls) add(url, `${file}: ${kind}`)
  for (const file of xmlFiles()) {
    const xml = readDist(file)
    for (const m of xml.matchAll(/<(loc|link|guid[^>]*)>([^<]+)<\/(?:loc|link|guid)>/g))
      add((m[2] ?? '').replace(/&amp;/g, '&'), `${file}: <${m[1]}>`)
    for (const m of xml.matchAll(/<(?:xhtml:link|atom:link)\b[^>]*\shref="([^"]+)"/g)) add((m[1] ?? '').replace(/&amp;/g, '&'), `${file}: alternate`)
    for (const m of xml.matchAll(/<enclosure\b[^>]*\surl="([^"]+)"/g)) add(m[1] ?? '', `${file}: enclosure`)
  }
  for (const m of readDist('robots.txt').matchAll(/^Sitemap:\s*(\S+)/gm)) add(m[1] ?? '', 'robots.txt')
  const manifest = JSON.parse(readDist('site.webmanifest')) as { icons?: { src: string }[]; start_url?: string }
  for (const icon of manifest.icons ?? []) add(icon.src, 'site.webmanifest: icon')
  if (manifest.start_url) add(manifest.start_url, 'site.webmanifest: start_url')
  if (existsSync(join(DIST, '_headers')))
    for (const line of readDist('_headers').split('\n')) if (/^\/\S*$/.test(line) && !line.includes('*')) add(line, '_headers: rule')
  return found
}

/** An address with where it was found, for an assertion's message. */
export const described = (sources: Sources, path: string) => `${path} (${[...(sources.get(path) ?? [])].slice(0, 3).join('; ')})`
