import { join } from 'node:path'

/** What the build keeps between builds, one folder each: CI restores exactly these (.github/workflows/ci.yml). */
export const BUILD_CACHES = ['mdx', 'pages', 'client', 'search-index', 'responsive-images', 'social-images'] as const

/** The caches of what content compiles to; the others hold images. A content-cold build starts without these. */
export const CONTENT_CACHES: readonly (typeof BUILD_CACHES)[number][] = ['mdx', 'pages', 'search-index']

/** The caches of images, each entry named by what it is made of and nothing of the build's code: CI keeps them apart. */
export const IMAGE_CACHES: readonly (typeof BUILD_CACHES)[number][] = ['responsive-images', 'social-images']

/** Where the caches are: `node_modules/.cache`, or SITE_CACHE_DIR (the bench starts its cold builds from an empty one). */
export const cacheRoot = (root: string): string => process.env.SITE_CACHE_DIR ?? join(root, 'node_modules/.cache')

/** A cache of the build's, in its folder under cacheRoot. */
export const buildCacheDir = (root: string, name: (typeof BUILD_CACHES)[number]): string => join(cacheRoot(root), name)
