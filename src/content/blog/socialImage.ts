import type { Lang } from '../../i18n/languages.ts'

/** Where the build writes a post's 1200x630 social image (scripts/build/steps/social-images.ts). */
export function socialImagePath(lang: Lang, slug: string): string {
  return `/images/og/blog/${lang}/${slug}.jpg`
}

export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
