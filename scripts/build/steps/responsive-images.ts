import { variantCacheDir, writeResponsiveImages } from '../plugins/responsive-images.ts'
import type { Step } from './context.ts'

/** The AVIF and WebP variants of every JPEG and PNG under public/images/, at the widths their slots need. */
export const responsiveImages: Step = {
  name: 'responsive images',
  async run({ root, dist }) {
    const { images, encoded } = await writeResponsiveImages(dist, variantCacheDir(root))
    console.log(`[images] AVIF and WebP variants of ${images} images (${encoded} encoded, the rest cached)`)
  },
}
