import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

/**
 * Temporary folders for one test file, all removed once its tests have run. Call it at the top
 * of the file; each call of what it returns makes a fresh, empty folder named after `prefix`.
 */
export function scratchFolders(): (prefix: string) => string {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
    made.push(dir)
    return dir
  }
}
