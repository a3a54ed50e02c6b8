import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { placeCached } from '../cache/cache-key.ts'
import type { Step } from '../context.ts'

/** The AVIF and WebP variants of every JPEG and PNG under public/images/, encoded before the site was built, placed beside their sources. */
export const placeImageVariants: Step = {
  name: 'image variants',
  run({ dist, imageVariants }) {
    // A source no longer in dist/ gets none: an unpublished post's cover went with its post (steps/prune.ts).
    for (const [target, { source, file }] of imageVariants) if (existsSync(join(dist, source))) placeCached(file, join(dist, target))
  },
}
