import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { PostSummary } from '../../../../src/content/schemas.ts'
import { fittedText, renderSocialCard } from '../../../../scripts/build/steps/social-images.ts'
import { socialBackgroundFile } from '../../../../scripts/build/steps/social-layout.ts'
import { blogLastmod, sitemapXml } from '../../../../scripts/build/steps/sitemap.ts'

const post = (slug: string, date: string, tags: string[], updated?: string) => ({ slug, date, updated, tags }) as PostSummary

describe('the sitemap of the blog', () => {
  const es = Array.from({ length: 10 }, (_, i) => post(`p${i}`, `2026-01-${String(20 - i).padStart(2, '0')}`, i === 9 ? ['crm'] : ['web']))
  es[9]!.updated = '2026-03-01'
  const lastmod = blogLastmod(
    new Map([
      ['es', es],
      ['en', es.slice(0, 2)],
    ]),
  )

  it('dates a post by its update, else its date', () => {
    expect(lastmod.get('/blog/p0/')).toBe('2026-01-20')
    expect(lastmod.get('/blog/p9/')).toBe('2026-03-01')
  })

  it('dates a list page and a tag page by their newest post', () => {
    expect(lastmod.get('/blog/')).toBe('2026-01-20')
    expect(lastmod.get('/blog/page/2/')).toBe('2026-03-01')
    expect(lastmod.get('/blog/tags/crm/')).toBe('2026-03-01')
    expect(lastmod.get('/en/blog/')).toBe('2026-01-20')
    expect(lastmod.has('/en/blog/page/2/')).toBe(false)
  })

  it('writes lastmod, and hreflang only to the languages the page was rendered in', () => {
    // Pages named in any form (vite-react-ssg names the default language's static routes without
    // their leading slash, "about") come out at their published addresses.
    const xml = sitemapXml(['/blog/p9/', '/en/about', 'about', '/pt/about/', 'blog'], lastmod)
    const entry = xml.split('<url>').find((u) => u.includes('/blog/p9/</loc>'))!
    expect(entry).toContain('<lastmod>2026-03-01</lastmod>')
    expect(entry).toContain('hreflang="es"')
    expect(entry).not.toContain('hreflang="en"')
    expect(xml.split('<url>').find((u) => u.includes('/en/about/</loc>'))).not.toContain('<lastmod>')
    const about = xml.split('<url>').find((u) => u.includes('example/about/</loc>'))!
    expect([...about.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['es', 'en', 'pt', 'x-default'])
    expect(xml.split('<url>').find((u) => u.includes('example/blog/</loc>'))).toContain('<lastmod>2026-01-20</lastmod>')
  })
})

describe('a post social image', () => {
  // The Spanish background the build sets titles on (scripts/build/assets/).
  const background = readFileSync(socialBackgroundFile(process.cwd(), 'es'))

  it('is a 1200x630 JPEG', async () => {
    const image = await renderSocialCard(
      {
        lang: 'pt',
        slug: 'x',
        title: 'Traduzir seu produto para o português para vender no Brasil',
        kicker: 'Blog · Lucía Fernández',
      },
      background,
    )
    const meta = await sharp(image).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
  })

  it('shows its title: two titles give two images', async () => {
    const card = { lang: 'es' as const, slug: 'x', kicker: 'Blog' }
    const a = await sharp(await renderSocialCard({ ...card, title: 'Un título corto' }, background))
      .raw()
      .toBuffer()
    const b = await sharp(await renderSocialCard({ ...card, title: 'Otro título distinto' }, background))
      .raw()
      .toBuffer()
    expect(a.equals(b)).toBe(false)
  })

  // A title the schema accepts (10-70 characters) with a word wider than the card crashed sharp's
  // composite ("Image to composite must have same dimensions or smaller") and the whole build.
  it.each([
    ['one long hashtag', 'Guía: #TransformacionDigitalParaPymesUruguayas2026'],
    ['70 wide letters and no space', 'W'.repeat(70)],
    ['a long URL-like token', 'https://example.com/una/ruta/muy/larga/que/no/tiene/espacios/para/cortar'.slice(0, 70)],
    ['many short lines', 'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k'.slice(0, 70)],
  ])('is drawn for a title with %s', async (_, title) => {
    const meta = await sharp(await renderSocialCard({ lang: 'es', slug: 'x', title, kicker: 'Blog · Lucía Fernández' }, background)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
  })

  it('sets a text that does not fit its box smaller, at last scaled down, always inside the box', async () => {
    const box = { width: 300, height: 120 }
    const style = { size: 40, weight: 'bold', color: '#FFFFFF' } as const
    const short = await fittedText('Corto', style, box)
    const unbounded = await fittedText('Corto', style, { width: 300, height: 10_000 })
    const long = await sharp(await fittedText('Supercalifragilisticoespialidoso '.repeat(6), style, box)).metadata()
    expect(short.equals(unbounded)).toBe(true) // "Corto" fits: set at the size asked
    expect(long.width).toBeLessThanOrEqual(box.width)
    expect(long.height).toBeLessThanOrEqual(box.height)
  })
})
