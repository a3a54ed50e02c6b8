import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// The site's own Vite config (content plugin, MDX), plus where the tests live: the unit tests, and
// the scratch builds, whose global setup (encoding the images once, a folder for the builds their
// files share: tests/builds/support/shared-builds.ts) runs only when one of them does.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
        { extends: true, test: { name: 'builds', include: ['tests/builds/**/*.test.ts'], globalSetup: ['tests/builds/support/global-setup.ts'] } },
      ],
    },
  }),
)
