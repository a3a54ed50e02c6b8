/**
 * Image generator for the TecnoSoluciones site.
 *
 *   node scripts/tools/images/index.ts
 *
 * Every image in public/images (plus favicons and the web manifest) is drawn
 * here as SVG in code and rasterised with sharp. Nothing is downloaded and no
 * fonts are used. Randomness is seeded per file, so re-running produces
 * byte-identical output and the images only change when this code changes.
 */

import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { type AvatarKey, avatarSvg } from './compositions/avatars.ts'
import { appIconSvg, faviconSvg, logo512Svg, logoSvg, webManifest } from './compositions/brand.ts'
import { blogCover, blogCovers } from './compositions/blogCovers.ts'
import { benefitImage, serviceCard } from './compositions/cards.ts'
import { caseStudy } from './compositions/caseStudies.ts'
import { type PageHero, pageHero, serviceHero } from './compositions/heroes.ts'
import { type OgLang, ogImage } from './compositions/og.ts'
import { postSocialBackground } from './compositions/postSocial.ts'
import { videoPoster, videoPosters } from './compositions/videoPosters.ts'
import { type ValueIcon, valueIcons } from './compositions/valueIcons.ts'
import { Output } from './output.ts'
import { serviceKeys } from './palette.ts'
import { socialBackgroundFile } from '../../build/steps/social-layout.ts'

const here = dirname(fileURLToPath(import.meta.url))
const ROOT = join(here, '..', '..', '..')
const PUBLIC = join(ROOT, 'public')

const pages: PageHero[] = ['home', 'services', 'about', 'contact', 'blog', 'privacy', 'not-found']
const avatars: AvatarKey[] = ['martina_silva', 'lucas_pereira', 'ana_costa']
const languages: OgLang[] = ['es', 'en', 'pt']
const values: ValueIcon[] = ['innovation', 'commitment', 'flexibility', 'multilingualism', 'quality']

/** One unit of work: a named file and how to produce it. */
type Job = (out: Output) => Promise<void>

function jobs(): Job[] {
  const list: Job[] = []

  // Hero backgrounds: slightly lower quality than cards; they sit under a dark overlay anyway.
  for (const page of pages) list.push((o) => o.jpeg(`images/hero/${page}.jpg`, pageHero(page), { quality: 78 }))
  for (const key of serviceKeys) list.push((o) => o.jpeg(`images/hero/${key}.jpg`, serviceHero(key), { quality: 78 }))

  // Service cards, benefit illustrations and case studies.
  for (const key of serviceKeys) {
    list.push((o) => o.jpeg(`images/services/${key}.jpg`, serviceCard(key), { quality: 80 }))
    for (const v of [1, 2, 3] as const) list.push((o) => o.jpeg(`images/services/${key}-${v}.jpg`, benefitImage(key, v), { quality: 80 }))
    for (const n of [1, 2] as const) list.push((o) => o.jpeg(`images/case-studies/${key}-${n}.jpg`, caseStudy(key, n), { quality: 80 }))
  }

  // Blog covers, one per post slug.
  for (const [slug, cover] of Object.entries(blogCovers)) list.push((o) => o.jpeg(`images/blog/${slug}.jpg`, blogCover(slug, cover), { quality: 80 }))

  // Video posters, one per <Video poster="/images/videos/<name>.jpg">.
  for (const [name, poster] of Object.entries(videoPosters))
    list.push((o) => o.jpeg(`images/videos/${name}.jpg`, videoPoster(name, poster), { quality: 80 }))

  // Testimonial avatars.
  for (const a of avatars) list.push((o) => o.png(`images/${a}.png`, avatarSvg(a)))

  // Value icons are shipped as SVG source.
  for (const v of values) list.push((o) => o.text(`images/values/${v}.svg`, valueIcons[v](), '96x96 svg'))

  // Brand: logos, favicons, app icons, manifest.
  list.push((o) => o.text('images/logo.svg', logoSvg('color'), 'svg'))
  list.push((o) => o.text('images/logo-white.svg', logoSvg('white'), 'svg'))
  list.push((o) => o.png('images/logo-512.png', logo512Svg()))
  list.push((o) => o.text('favicon.svg', faviconSvg(), 'svg'))
  // Raster favicons are rendered from the SVG at a high density and downsampled, which anti-aliases better.
  // A palette keeps them a third of the size with no visible change: browsers fetch the favicon and
  // the manifest's icon while the page itself is loading.
  list.push((o) => o.png('favicon-32.png', faviconSvg(), { width: 32, height: 32, density: 72 * 4, palette: true }))
  list.push((o) => o.png('apple-touch-icon.png', appIconSvg(180, 0.6), { flatten: '#10243F', palette: true }))
  list.push((o) => o.png('icon-192.png', appIconSvg(192, 0.56), { flatten: '#10243F', palette: true }))
  list.push((o) => o.png('icon-512.png', appIconSvg(512, 0.56), { flatten: '#10243F', palette: true }))
  list.push((o) => o.text('site.webmanifest', webManifest(), 'json'))

  // Social previews.
  for (const lang of languages) list.push((o) => o.jpeg(`images/og/${lang}.jpg`, ogImage(lang), { quality: 82 }))
  // The backgrounds the build sets each post's title on (scripts/build/steps/social-images.ts), kept
  // beside the build rather than published: an absolute path, outside public/.
  for (const lang of languages) list.push((o) => o.png(socialBackgroundFile(ROOT, lang), postSocialBackground(lang), { flatten: '#0B1526' }))

  return list
}

/** Run jobs a few at a time: librsvg is single-threaded per image, so a little parallelism helps. */
async function runAll(out: Output, list: Job[], concurrency = 4): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    for (let job = list[next++]; job; job = list[next++]) await job(out)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

async function main(): Promise<void> {
  const started = Date.now()
  const out = new Output(PUBLIC)
  await runAll(out, jobs())
  out.printTable()
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
