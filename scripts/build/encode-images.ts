/**
 * `node scripts/build/encode-images.ts`: encodes the image variants the cache lacks, and exits. The build runs it as a process of its
 * own before it builds the site: the encoders' memory goes back to the system then, instead of staying under the render's.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findImageVariants, variantCacheDir } from './plugins/responsive-images.ts'

const root = process.cwd()
const { images, missing } = await findImageVariants(join(root, 'public/images'), variantCacheDir(root), true)
console.log(`[images] AVIF and WebP variants of ${images} images: ${missing} encoded`)
// For the bench: scripts/build/index.ts adds it to what the build held while this ran.
if (process.env.BUILD_STATS_FILE) writeFileSync(process.env.BUILD_STATS_FILE, JSON.stringify({ peakRssMiB: process.resourceUsage().maxRSS / 1024 }))
