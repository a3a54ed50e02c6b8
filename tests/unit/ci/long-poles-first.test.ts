import { existsSync, globSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import { LONG_POLES, LongPolesFirst } from '../../builds/support/long-poles-first.ts'

const root = process.cwd()
// Every file of the scratch builds, as vitest.config.ts's `builds` project finds them.
const BUILD_FILES = globSync('tests/builds/**/*.test.ts', { cwd: root }).sort()

/** The sequencer as vitest makes it, knowing each file's size and, when given, its last duration. */
function sequencer(durations: Record<string, number> = {}) {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (name: string) => {
        const file = name.slice('builds:'.length)
        return file in durations ? { duration: durations[file], failed: false } : undefined
      },
      getFileStats: (name: string) => ({ size: statSync(join(root, name.slice('builds:'.length))).size }),
    },
  }
  const specs = BUILD_FILES.map(
    (file) =>
      ({
        moduleId: join(root, file),
        project: { name: 'builds', config: { sequence: { groupOrder: 0 }, isolate: true } },
      }) as unknown as TestSpecification,
  )
  const order = async () => (await new LongPolesFirst(ctx as unknown as Vitest).sort(specs)).map((spec) => spec.moduleId.slice(root.length + 1))
  return { order }
}

describe('the scratch builds’ order', () => {
  it('starts the long poles first in a fresh clone, where vitest knows only sizes, and the rest largest first', async () => {
    const order = await sequencer().order()
    expect(order.slice(0, 2)).toEqual(LONG_POLES)
    const sizes = order.slice(2).map((file) => statSync(join(root, file)).size)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
  })

  it('starts them first when vitest knows every duration too, the rest longest first', async () => {
    const durations = Object.fromEntries(BUILD_FILES.map((file, i) => [file, 1000 * (i + 1)]))
    const order = await sequencer(durations).order()
    expect(order.slice(0, 2)).toEqual(LONG_POLES)
    expect(order.slice(2).map((file) => durations[file])).toEqual(
      BUILD_FILES.filter((file) => !LONG_POLES.includes(file))
        .map((file) => durations[file])
        .sort((a, b) => (b ?? 0) - (a ?? 0)),
    )
  })

  it('names files that exist, so that a rename does not leave them to start last again', () => {
    for (const file of LONG_POLES) expect(existsSync(join(root, file)), file).toBe(true)
  })
})
