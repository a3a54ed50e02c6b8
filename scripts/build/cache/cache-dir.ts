import { join } from 'node:path'

/** What the build keeps between builds, one folder each: CI restores exactly these (.github/workflows/ci.yml). */
export const BUILD_CACHES = ['mdx', 'pages', 'client', 'responsive-images', 'social-images'] as const

export type BuildCache = (typeof BUILD_CACHES)[number]

/** The caches of what content compiles to (MDX, pages); the others hold images. A content-cold build starts without these. */
export const CONTENT_CACHES: readonly BuildCache[] = ['mdx', 'pages']

/** The caches of images, each entry named by what it is made of and nothing of the build's code: CI keeps them apart. */
export const IMAGE_CACHES: readonly BuildCache[] = ['responsive-images', 'social-images']

/** The folder every build cache lives in: SITE_CACHE_DIR when set, else `node_modules/.cache`. */
export const buildCacheRoot = (root: string): string => process.env.SITE_CACHE_DIR ?? join(root, 'node_modules/.cache')

/** A cache's folder: `node_modules/.cache/<name>`, or under SITE_CACHE_DIR (the bench starts its cold builds from an empty one). */
export function buildCacheDir(root: string, name: BuildCache): string {
  return join(buildCacheRoot(root), name)
}
