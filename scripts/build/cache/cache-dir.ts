import { join } from 'node:path'

/**
 * Where the build keeps what outlives it (compiled MDX, image variants, social images), one folder
 * per kind: `node_modules/.cache/<name>`, or under SITE_CACHE_DIR when set (the bench's cold
 * builds start from an empty one; a deleted folder only makes the next build slower).
 */
export function buildCacheDir(root: string, name: string): string {
  return join(process.env.SITE_CACHE_DIR ?? join(root, 'node_modules/.cache'), name)
}
