import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileAddress } from '../../../src/i18n/paths.ts'

export const DIST = join(process.cwd(), 'dist')

/** Every HTML file of the build, as paths relative to dist/. */
export function distHtmlFiles(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort()
}

export function readDist(relative: string): string {
  return readFileSync(join(DIST, relative), 'utf8')
}

/** The address a file of the build is served at, with no redirect: "en/about/index.html" -> "/en/about/". */
export const urlOf = fileAddress

/** The file of the build a page's address is served from, the other way: "/en/about/" -> "en/about/index.html". */
export const fileOf = (url: string): string => `${url.replace(/^\//, '')}index.html`

/** Attribute values of every tag matching `tag` and carrying `attribute`, named in any case (React writes `srcSet`). */
export function attributeValues(html: string, tag: string, attribute: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? []
  return tags.flatMap((t) => {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(t)?.[1]
    return value === undefined ? [] : [value.replace(/&amp;/g, '&')]
  })
}
