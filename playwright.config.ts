import { defineConfig, devices } from '@playwright/test'
import { availableParallelism } from 'node:os'
import { findChromium } from './scripts/tools/chromium-path.ts'
import type { EngineOptions } from './tests/e2e/support/engines/test.ts'

const port = Number(process.env.E2E_PORT ?? 4310)
// Debian's Chromium, never a downloaded browser: its headless shell where it is installed, else any
// Chromium found (scripts/tools/chromium-path.ts). The bench measures in the full browser, as
// visitors have it (scripts/tools/bench/chromium.ts).
const chromium = findChromium()
// Said once: Playwright evaluates this file again in each worker, which inherits the variable.
if (!process.env.SITE_BROWSER_SAID) {
  process.env.SITE_BROWSER_SAID = '1'
  console.log(`Browser tests run in ${chromium.path} (${chromium.why})`)
}

export default defineConfig<EngineOptions, EngineOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A worker per core, here as in CI: Playwright's default, half the cores, left one of two idle
  // while a worker waited on its browser.
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // In CI also an HTML report, which the workflow uploads when a browser test fails.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'engines/**', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // What differs between engines (tests/e2e/engines/), in Debian's Firefox ESR and WebKitGTK too.
    { name: 'firefox', testMatch: 'engines/**/*.spec.ts', use: { engine: 'firefox', viewport: { width: 1280, height: 900 } } },
    { name: 'webkit', testMatch: 'engines/**/*.spec.ts', use: { engine: 'webkit', viewport: { width: 1280, height: 900 } } },
  ],
  // The production build, served the way a static host serves it.
  webServer: {
    command: `node scripts/tools/serve/index.ts`,
    env: { PORT: String(port), DIST: 'dist', OUTBOX_DIR: '.outbox-e2e' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
