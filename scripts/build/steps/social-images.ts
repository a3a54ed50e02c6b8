import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import sharp from 'sharp'
import { socialImagePath } from '../../../src/content/blog/socialImage.ts'
import type { Lang } from '../../../src/i18n/languages.ts'
import { site } from '../../../src/site.ts'
import { buildCacheDir } from '../cache/cache-dir.ts'
import { placeCached, writeWhole } from '../cache/cache-key.ts'
import { blogSources, blogStrings, publishedByLang, xmlText } from './blog.ts'
import type { Step } from '../context.ts'
import { SOCIAL_TEXT, socialBackgroundFile } from './social-layout.ts'

/** A post's card: its title, and the small line above it ("Blog · Lucía Fernández"). */
type SocialCard = { lang: Lang; slug: string; title: string; kicker: string }

/** The site's own face is a web font Pango cannot load: the first of these installed, else any sans-serif. */
const FONT = 'Plus Jakarta Sans,Liberation Sans,DejaVu Sans,sans-serif'
/** Bump when the layout changes: cached images are keyed by it. */
const LAYOUT_VERSION = 3

/** Longer titles get a smaller size so that every title fits in four lines. */
const titleSize = (title: string) => (title.length <= 40 ? 64 : title.length <= 70 ? 54 : 44)

/** A text set to fit `box`, smaller step by step down to 28, then scaled down as an image: a title the schema accepts never fails the build. */
export async function fittedText(
  content: string,
  style: { size: number; weight: 'bold' | 'normal'; color: string },
  box: { width: number; height: number },
) {
  const smallest = Math.min(style.size, 28)
  for (let size = style.size; ; size = Math.max(smallest, Math.floor(size * 0.85))) {
    const text = {
      text: `<span foreground="${style.color}" weight="${style.weight}">${xmlText(content)}</span>`,
      font: `${FONT} ${size}`,
      width: box.width,
      // Inside a word too where one word is wider than the line: a text wider than the card cannot be composited onto it.
      wrap: 'word-char' as const,
      rgba: true,
      spacing: Math.round(size * 0.18),
    }
    const image = await sharp({ text }).png().toBuffer()
    const { width = 0, height = 0 } = await sharp(image).metadata()
    if (width <= box.width && height <= box.height) return image
    if (size === smallest) return sharp(image).resize(box.width, box.height, { fit: 'inside' }).png().toBuffer()
  }
}

/** One post's social image: the title set on the brand's background, as a JPEG. */
export async function renderSocialCard(card: SocialCard, background: Buffer): Promise<Buffer> {
  const kicker = await fittedText(card.kicker, { size: 24, weight: 'normal', color: '#B8D4F0' }, { width: SOCIAL_TEXT.width, height: 40 })
  const kickerHeight = (await sharp(kicker).metadata()).height ?? 30
  const titleTop = SOCIAL_TEXT.y + kickerHeight + 16
  const titleBox = { width: SOCIAL_TEXT.width, height: SOCIAL_TEXT.y + SOCIAL_TEXT.height - titleTop }
  const title = await fittedText(card.title, { size: titleSize(card.title), weight: 'bold', color: '#FFFFFF' }, titleBox)
  const name = await fittedText(site.name, { size: 26, weight: 'bold', color: '#FFFFFF' }, { width: 600, height: 40 })
  return sharp(background)
    .composite([
      { input: name, left: 176, top: 88 },
      { input: kicker, left: SOCIAL_TEXT.x, top: SOCIAL_TEXT.y },
      { input: title, left: SOCIAL_TEXT.x, top: titleTop },
    ])
    .jpeg({ quality: 84 })
    .toBuffer()
}

/** A social image for every published post, in its language, cached by what it shows: a rebuild renders only new or retitled posts. */
export const socialImages: Step = {
  name: 'social images',
  async run(build) {
    const { root, dist, stepSources } = build
    const cards = [...publishedByLang(build)].flatMap(([lang, posts]) => {
      const strings = blogStrings(root, lang)
      const file = socialBackgroundFile(root, lang)
      const png = readFileSync(file)
      // Its hash names it in the cache keys.
      const background = { png, hash: createHash('sha1').update(png).digest('hex') }
      for (const post of posts) stepSources.set(socialImagePath(lang, post.slug).slice(1), [...blogSources(lang, [post]), relative(root, file)])
      const kicker = (author: string) => `${strings.title} · ${strings.authors[author]?.name ?? ''}`
      return posts.map(({ slug, title, author }) => ({ lang, slug, title, kicker: kicker(author), background }))
    })
    const cacheDir = buildCacheDir(root, 'social-images')
    mkdirSync(cacheDir, { recursive: true })
    let rendered = 0
    for (const card of cards) {
      const key = JSON.stringify([LAYOUT_VERSION, card.background.hash, card.title, card.kicker, site.name])
      const cached = join(cacheDir, `${createHash('sha1').update(key).digest('hex').slice(0, 16)}.jpg`)
      if (!existsSync(cached)) {
        writeWhole(cached, await renderSocialCard(card, card.background.png))
        rendered++
      }
      const target = join(dist, socialImagePath(card.lang, card.slug))
      mkdirSync(dirname(target), { recursive: true })
      placeCached(cached, target)
    }
    console.log(`[blog] ${cards.length} social images (${rendered} rendered, the rest cached)`)
  },
}
