import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { LANGS } from '../../../src/i18n/languages.ts'
import { mdxNamesIn } from '../../build/content/files.ts'
import type { ContentIssue } from '../../build/content/issues.ts'
import { readContentFrontmatter } from '../../build/content/parse.ts'

/** The smallest card image that stays sharp on a large or retina screen (content/README.md). */
const COVER_MIN_WIDTH = 1200
const COVER_MIN_HEIGHT = 800
const RATIO = 3 / 2

/** Whether a `width`×`height` image makes a good card image: large enough, and 3:2. */
export function coverProblem(width: number, height: number): string | undefined {
  const small = width < COVER_MIN_WIDTH || height < COVER_MIN_HEIGHT
  const shape = Math.abs(width / height - RATIO) > 0.01
  if (!small && !shape) return undefined
  const wanted = [small && `at least ${COVER_MIN_WIDTH}×${COVER_MIN_HEIGHT}`, shape && '3:2'].filter(Boolean).join(', ')
  return `the image is ${width}×${height} px; expected ${wanted} (it is shown cropped or blurred)`
}

/** Warnings, not failures: each card image too small or not 3:2, once at its first use (a missing one is check:content's error). */
export async function coverWarnings(root: string): Promise<ContentIssue[]> {
  const files = LANGS.flatMap((lang) =>
    ['blog', 'services'].flatMap((folder) => mdxNamesIn(root, lang, folder).map((name) => `content/${lang}/${folder}/${name}.mdx`)),
  )
  const firstUse = new Map<string, ContentIssue>()
  for (const file of files) {
    const { data, locate } = readContentFrontmatter(file, readFileSync(join(root, file), 'utf8'), root)
    const image = data.image
    if (typeof image !== 'string' || !/\.(jpe?g|png|webp|avif)$/i.test(image) || firstUse.has(image)) continue
    firstUse.set(image, { file, field: 'image', message: image, ...locate(['image'], 'value') })
  }
  const warnings: ContentIssue[] = []
  for (const [image, where] of firstUse) {
    const path = join(root, 'public', image)
    if (!existsSync(path)) continue
    const { width = 0, height = 0 } = await sharp(path).metadata()
    const problem = coverProblem(width, height)
    if (problem) warnings.push({ ...where, message: `${image}: ${problem}` })
  }
  return warnings
}
