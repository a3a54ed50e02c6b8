import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { findImageVariants, variantCacheDir } from '../../../scripts/build/plugins/responsive-images.ts'

/**
 * Before any file of tests/builds/ runs: the project's image variants encoded, once, into the
 * cache `npm run build` keeps (node_modules/.cache), which every scratch build is seeded from
 * (shared-builds.ts); and a folder for the run's shared builds, removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = process.cwd()
  const { missing } = await findImageVariants(join(root, 'public/images'), variantCacheDir(root), true)
  if (missing) console.log(`[builds] ${missing} image variants encoded into node_modules/.cache, once for every scratch build`)
  const dir = mkdtempSync(join(tmpdir(), 'shared-builds-'))
  project.provide('sharedBuilds', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
