import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, projectCopy } from '../../scripts/tools/bench/workspace.ts'
import { localePath } from '../../src/i18n/paths.ts'

/**
 * Images of any size: the variants a page names are exactly the files the build
 * writes. Builds a throwaway copy whose two blog covers are replaced, one by a 2400×1600 file
 * (larger than the 1200×800 the cards are laid out at) and one by a 900×600 file (smaller).
 */
const ROOT = process.cwd()
const LARGE = 'que-implica-integrar-un-crm'
const SMALL = 'velocidad-sitio-web-ventas'

let dir = ''
let remove = () => {}
const dist = (...parts: string[]) => join(dir, 'dist', ...parts)
const page = (path: string) => readFileSync(dist(localePath('en', path), 'index.html'), 'utf8')

/** Every local URL in an src, srcset or imagesrcset attribute of a page. */
function imageUrls(html: string): string[] {
  const urls: string[] = []
  for (const [, value] of html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]*)"/gi)) {
    for (const candidate of (value ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0] ?? ''
      if (url.startsWith('/') && !url.startsWith('//')) urls.push(url.split(/[?#]/)[0] as string)
    }
  }
  return urls
}

/** The widths a page names for one image: "/images/blog/x-640.avif 640w" -> 640. */
const namedWidths = (html: string, image: string) =>
  [...new Set([...html.matchAll(new RegExp(`${image.replace(/\.jpg$/, '')}-(\\d+)\\.(?:avif|webp)`, 'g'))].map((m) => Number(m[1])))].sort(
    (a, b) => a - b,
  )

beforeAll(async () => {
  ;({ dir, remove } = projectCopy(ROOT, 'images-scratch'))
  const cover = (slug: string) => join(dir, 'public/images/blog', `${slug}.jpg`)
  const original = readFileSync(cover(LARGE))
  await sharp(original).resize(2400, 1600).jpeg({ quality: 80 }).toFile(cover(LARGE))
  await sharp(original).resize(900, 600).jpeg({ quality: 80 }).toFile(cover(SMALL))
  build(ROOT, dir)
}, 480_000)

afterAll(() => remove())

describe('a build with a 2400×1600 and a 900×600 cover', () => {
  it('writes every image URL any page names: src, srcset and preloads', () => {
    const pages = readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(50)
    const urls = new Set(pages.flatMap((name) => imageUrls(readFileSync(dist(name), 'utf8'))))
    expect([...urls].filter((url) => url.endsWith('.avif')).length).toBeGreaterThan(100)
    expect([...urls].filter((url) => !existsSync(dist(decodeURIComponent(url))))).toEqual([])
  })

  it("names the large cover's variants up to its own width, the 1200 it is laid out at not among them", () => {
    const widths = namedWidths(page(`/blog/${LARGE}`), `/images/blog/${LARGE}.jpg`)
    expect(widths).toEqual([320, 480, 640, 800, 960, 1280, 1600, 1920, 2400])
    expect(namedWidths(page('/blog'), `/images/blog/${LARGE}.jpg`)).toEqual(widths)
  })

  it('names nothing wider than the small cover: no upscaled variant, no dangling entry', () => {
    expect(namedWidths(page(`/blog/${SMALL}`), `/images/blog/${SMALL}.jpg`)).toEqual([320, 480, 640, 800, 900])
    expect(existsSync(dist(`images/blog/${SMALL}-960.avif`))).toBe(false)
  })

  it('writes each variant at the width its name says', async () => {
    expect((await sharp(dist(`images/blog/${LARGE}-1920.avif`)).metadata()).width).toBe(1920)
    expect((await sharp(dist(`images/blog/${SMALL}-900.webp`)).metadata()).width).toBe(900)
  })
})
