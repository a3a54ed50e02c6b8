import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4310)
// Debian's Chromium, never a downloaded browser (README: prerequisites): its headless shell,
// the build of Chromium that Playwright itself runs headless tests in. Same version, same Blink
// and V8 as the full browser (package chromium), without its desktop shell: on a 2-core machine
// a new context and page take ~200 ms in it against ~620 in the full browser, and a page load
// ~350 ms against ~650, which is most of what a browser test costs. The bench measures in the
// full browser, as visitors have it (scripts/tools/bench/chromium.ts).
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // In CI also an HTML report, which the workflow uploads when a browser test fails.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  // The production build, served the way a static host serves it.
  webServer: {
    command: `npx tsx scripts/tools/serve/index.ts`,
    env: { PORT: String(port), DIST: 'dist', OUTBOX_DIR: '.outbox-e2e' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
