import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { SOCIAL_TEXT, postSocialBackground } from '../images/compositions/postSocial.ts'
import { socialImagePath } from '../../src/content/blog/socialImage.ts'
import type { Lang } from '../../src/i18n/languages'
import { site } from '../../src/site.ts'

export interface SocialCard {
  lang: Lang
  slug: string
  title: string
  /** The small line above the title: "Blog · Lucía Fernández". */
  kicker: string
}

/**
 * The site's own face is a web font SVG renderers cannot load; Pango takes the first of these
 * installed (Debian: fonts-liberation or fonts-dejavu), and any sans-serif otherwise.
 */
const FONT = 'Plus Jakarta Sans,Liberation Sans,DejaVu Sans,sans-serif'
/** Bump when the layout changes: cached images are keyed by it. */
const LAYOUT_VERSION = 2

const markup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Longer titles get a smaller size so that every title fits in four lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 64
  if (title.length <= 70) return 54
  return 44
}

async function text(content: string, size: number, weight: 'bold' | 'normal', color: string, width: number): Promise<Buffer> {
  return sharp({
    text: {
      text: `<span foreground="${color}" weight="${weight}">${markup(content)}</span>`,
      font: `${FONT} ${size}`,
      width,
      wrap: 'word',
      rgba: true,
      spacing: Math.round(size * 0.18),
    },
  })
    .png()
    .toBuffer()
}

// Rasterising the background SVG is most of an image's cost, and it is the same for every post
// of a language: drawn once per language and build.
const backgrounds = new Map<string, Promise<Buffer>>()
function background(lang: string): Promise<Buffer> {
  let png = backgrounds.get(lang)
  if (!png) {
    png = sharp(Buffer.from(postSocialBackground(lang)))
      .flatten({ background: '#0B1526' })
      .png({ compressionLevel: 1 })
      .toBuffer()
    backgrounds.set(lang, png)
  }
  return png
}

/** One post's social image: the title set on the brand's background, as a JPEG. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const kicker = await text(card.kicker, 24, 'normal', '#B8D4F0', SOCIAL_TEXT.width)
  const title = await text(card.title, titleSize(card.title), 'bold', '#FFFFFF', SOCIAL_TEXT.width)
  const name = await text(site.name, 26, 'bold', '#FFFFFF', 600)
  const kickerHeight = (await sharp(kicker).metadata()).height ?? 30
  return sharp(await background(card.lang))
    .composite([
      { input: name, left: 176, top: 88 },
      { input: kicker, left: SOCIAL_TEXT.x, top: SOCIAL_TEXT.y },
      { input: title, left: SOCIAL_TEXT.x, top: SOCIAL_TEXT.y + kickerHeight + 16 },
    ])
    .jpeg({ quality: 84 })
    .toBuffer()
}

/**
 * Writes a 1200x630 social image for every post of the build into dist, at the path the post's
 * page names (src/content/blog/socialImage.ts). Images are kept in `cacheDir` by the hash of what
 * they show, like the responsive images, so a rebuild only renders new or retitled posts.
 */
export async function writeSocialImages(dist: string, cacheDir: string, cards: readonly SocialCard[]): Promise<{ images: number; rendered: number }> {
  mkdirSync(cacheDir, { recursive: true })
  let rendered = 0
  for (const card of cards) {
    const hash = createHash('sha1')
      .update(JSON.stringify([LAYOUT_VERSION, card.lang, card.title, card.kicker, site.name]))
      .digest('hex')
      .slice(0, 16)
    const cached = join(cacheDir, `${hash}.jpg`)
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderSocialCard(card))
      rendered++
    }
    const target = join(dist, socialImagePath(card.lang, card.slug))
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(cached, target)
  }
  return { images: cards.length, rendered }
}
