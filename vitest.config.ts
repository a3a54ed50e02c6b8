import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// The site's own Vite config (content plugin, MDX), plus where the unit tests live.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/builds/**/*.test.ts'],
      environment: 'node',
    },
  }),
)
