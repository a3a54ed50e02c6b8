import type { RenderedBuild, Step } from './context.ts'
import { checkPages } from './check-pages.ts'
import { feeds } from './feeds.ts'
import { headersFile } from './headers-file.ts'
import { loaderData } from './loader-data.ts'
import { notFoundPages } from './not-found-pages.ts'
import { pruneScripts } from './prune-scripts.ts'
import { pruneStylesheets } from './prune-stylesheets.ts'
import { responsiveImages } from './responsive-images.ts'
import { reusedPages } from './reused-pages.ts'
import { robots } from './robots.ts'
import { sitemap } from './sitemap.ts'
import { socialImages } from './social-images.ts'
import { sources } from './sources.ts'
import { unpublishedCovers } from './unpublished-covers.ts'

/**
 * What the build does once vite-react-ssg has rendered and written its pages, in this order: the
 * reused pages are written, the not-found pages put together, and then every page is checked, which
 * notes what the headers and the pruning need; the blog's files and the images come after, and the
 * record of what each file was made from last.
 */
export const STEPS: readonly Step[] = [
  reusedPages,
  loaderData,
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
  responsiveImages,
  sources,
]

/** Runs the steps in order, and says in one line how long each took. */
export async function runSteps(build: RenderedBuild, steps: readonly Step[] = STEPS): Promise<void> {
  const took: string[] = []
  for (const step of steps) {
    const started = performance.now()
    await step.run(build)
    took.push(`${step.name} ${Math.round(performance.now() - started)}`)
  }
  console.log(`[steps] ms: ${took.join(', ')}`)
}
