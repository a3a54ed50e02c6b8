import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { removeInBackground } from '../../../scripts/build/previous-dist.ts'

let root = ''
const aside = () => join(root, 'node_modules/.cache/previous-dist')

/** A built site's worth of folders. */
function builtSite(dir: string): void {
  for (let i = 0; i < 30; i++) {
    mkdirSync(join(dir, 'blog', `post-${i}`), { recursive: true })
    writeFileSync(join(dir, 'blog', `post-${i}`, 'index.html'), '<!DOCTYPE html><title>x</title>')
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'previous-dist-'))
  delete process.env.SITE_CACHE_DIR
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("the last build's dist/", () => {
  it('is gone from the project at once, and from the disk once the removal settles', async () => {
    const dist = join(root, 'dist')
    builtSite(dist)
    const removing = removeInBackground(dist, root)
    expect(existsSync(dist)).toBe(false)
    await removing
    expect(readdirSync(aside())).toEqual([])
  })

  it('takes what a build stopped halfway left aside, but not what a running build is removing', async () => {
    const stopped = join(aside(), '999999999')
    const runningBuild = join(aside(), String(process.ppid))
    builtSite(stopped)
    builtSite(runningBuild)
    await removeInBackground(join(root, 'dist'), root)
    expect(existsSync(stopped)).toBe(false)
    expect(existsSync(runningBuild)).toBe(true)
  })

  it('is removed before the build goes on where it cannot be moved aside (another file system)', async () => {
    // /dev/shm is a memory file system: no rename reaches the temporary folder's from it.
    const dist = mkdtempSync('/dev/shm/previous-dist-')
    builtSite(dist)
    try {
      const removing = removeInBackground(dist, root)
      expect(existsSync(dist)).toBe(false)
      await removing
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })

  it('is nothing to do on a first build', async () => {
    await expect(removeInBackground(join(root, 'dist'), root)).resolves.toBeUndefined()
  })
})
