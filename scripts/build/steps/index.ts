import { checkPages } from './check-pages.ts'
import type { RenderedBuild, Step } from '../context.ts'
import { feeds } from './feeds.ts'
import { headersFile } from './headers-file.ts'
import { notFoundPages } from './not-found-pages.ts'
import { placeImageVariants } from './place-image-variants.ts'
import { pruneScripts, pruneStylesheets, unpublishedCovers } from './prune.ts'
import { reusedPages } from './reused-pages.ts'
import { robots, sitemap } from './sitemap.ts'
import { searchIndex } from './search-index.ts'
import { socialImages } from './social-images.ts'
import { sources } from './sources.ts'

/** What the build does once vite-react-ssg has written its pages: every page in dist/ and checked before the steps that need its facts. */
export const STEPS: readonly Step[] = [
  reusedPages,
  notFoundPages,
  checkPages,
  headersFile,
  pruneScripts,
  pruneStylesheets,
  unpublishedCovers,
  feeds,
  socialImages,
  sitemap,
  robots,
  searchIndex,
  placeImageVariants,
  sources,
]

/** Runs the steps in order, and says in one line how long each took. */
export async function runSteps(build: RenderedBuild): Promise<void> {
  const took: string[] = []
  for (const step of STEPS) {
    const started = performance.now()
    await step.run(build)
    took.push(`${step.name} ${Math.round(performance.now() - started)}`)
  }
  console.log(`[steps] ms: ${took.join(', ')}`)
}
