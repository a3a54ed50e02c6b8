import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { LANGS } from '../../../src/i18n/languages.ts'
import { readPosts } from '../content/posts.ts'
import { publishedByLang } from './blog.ts'
import type { Step } from './context.ts'

/** Covers only unpublished posts use go: a draft's cover in public/images/blog/ would name it in dist/. */
export const unpublishedCovers: Step = {
  name: 'unpublished covers',
  run({ root, dist }) {
    const published = new Set([...publishedByLang(root).values()].flat().map((post) => post.image))
    for (const { image } of LANGS.flatMap((lang) => readPosts(root, lang))) {
      if (image.startsWith('/images/blog/') && !published.has(image)) rmSync(join(dist, image), { force: true })
    }
  },
}
