import type { BuildContext, Step } from './context.ts'
import { feeds } from './feeds.ts'
import { finishPages } from './finish-pages.ts'
import { headersFile } from './headers-file.ts'
import { loaderData } from './loader-data.ts'
import { notFoundPages } from './not-found-pages.ts'
import { pruneScripts } from './prune-scripts.ts'
import { pruneStylesheets } from './prune-stylesheets.ts'
import { responsiveImages } from './responsive-images.ts'
import { robots } from './robots.ts'
import { sitemap } from './sitemap.ts'
import { socialImages } from './social-images.ts'
import { unpublishedCovers } from './unpublished-covers.ts'

/**
 * What the build does to dist/ once every page is written, in this order. The not-found pages
 * take their final names first, so that finishing the pages covers them too; finishing the pages
 * finds what the headers and the pruning need; the blog's files and the images come last.
 */
export const STEPS: readonly Step[] = [
  loaderData,
  notFoundPages,
  finishPages,
  headersFile,
  pruneScripts,
  pruneStylesheets,
  unpublishedCovers,
  feeds,
  socialImages,
  sitemap,
  robots,
  responsiveImages,
]

/** Runs the steps in order, and says in one line how long each took. */
export async function runSteps(context: BuildContext, steps: readonly Step[] = STEPS): Promise<void> {
  const took: string[] = []
  for (const step of steps) {
    const started = performance.now()
    await step.run(context)
    took.push(`${step.name} ${Math.round(performance.now() - started)}`)
  }
  console.log(`[steps] ms: ${took.join(', ')}`)
}
