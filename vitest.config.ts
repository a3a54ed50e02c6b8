import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { LongPolesFirst } from './tests/builds/support/long-poles-first.ts'

const UNIT_TESTS = 'tests/unit/**/*.test.{ts,tsx}'
// The unit test files share their worker's modules (`isolate: false`): the site's code imported once
// per worker, not once per file, took the suite from 188 to 90 s of CPU. A module mock (vi.mock,
// vi.doMock) replaces a module for a whole file, which a shared registry cannot scope: the files
// that mock run each in a registry of its own (docs/decisions.md, "Unit test files share their
// worker's modules").
const MOCKING = globSync(UNIT_TESTS).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))

// The site's own Vite config (content plugin, MDX), plus where the tests live: the unit tests, and
// the scratch builds, whose global setup (encoding the images once, a folder for the builds their
// files share: tests/builds/support/shared-builds.ts) runs only when one of them does.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      // A worker per core. Vitest's own default, one fewer than the cores, ran every file of this
      // suite one after another on a 2-core machine, with a core idle while a scratch build or a
      // browser of the build tests waited.
      maxWorkers: availableParallelism(),
      // The scratch builds' longest files first, whatever vitest knows of their durations (tests/builds/support/long-poles-first.ts).
      sequence: { sequencer: LongPolesFirst },
      projects: [
        { extends: true, test: { name: 'unit', include: [UNIT_TESTS], exclude: [...configDefaults.exclude, ...MOCKING], isolate: false } },
        { extends: true, test: { name: 'unit-mocks', include: MOCKING } },
        { extends: true, test: { name: 'builds', include: ['tests/builds/**/*.test.ts'], globalSetup: ['tests/builds/support/global-setup.ts'] } },
      ],
    },
  }),
)
