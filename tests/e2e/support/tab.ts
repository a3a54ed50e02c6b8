import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type ViewportSize } from '@playwright/test'
import { axeInEveryDocument } from './axe.ts'

/** The project's options a tab is opened with, as Playwright's own `page` fixture would take them. */
const CONTEXT_OPTIONS = ['baseURL', 'viewport', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'locale', 'colorScheme'] as const

/**
 * One tab per worker, for the tests that only read pages and follow their links, one after another:
 * every page's checks (support/whole-page.ts, in `scanTab`), the pages' contents, the header and
 * menu, the blog's feeds and tags, the not-found pages, and the same without JavaScript
 * (`noScriptTab`). A test that routes requests, throttles the page or needs a fresh browser's
 * storage takes `page`. A new
 * browser context for each test cost as much as loading the page on a 2-core machine, and its new
 * renderer compiled axe-core's 580 KB again. The engines' suite keeps one tab per worker too
 * (docs/decisions.md, "Every engine a visitor uses").
 *
 * Each test gets it at its own viewport. After each test the tab is left for the next: the listeners
 * the test added removed, the site's session storage emptied. It stays on its page until the next
 * test opens another, in the same renderer: leaving it for about:blank in between cost a new
 * renderer process for each page, a third of a page's load again. A failed test ends its worker,
 * and the tab with it.
 *
 * `scanTab` is such a tab whose every document has axe-core from its start (support/axe.ts), for the
 * tests that scan page after page (support/whole-page.ts); the others read pages as visitors get them.
 */
export const test = base.extend<
  { tab: Page; scanTab: Page; noScriptTab: Page },
  { scriptTabOfWorker: Page; scanTabOfWorker: Page; noScriptTabOfWorker: Page }
>({
  scriptTabOfWorker: [async ({ browser }, provide, workerInfo) => openTab(browser, workerInfo.project.use, provide), { scope: 'worker' }],
  scanTabOfWorker: [
    async ({ browser }, provide, workerInfo) => openTab(browser, workerInfo.project.use, provide, axeInEveryDocument),
    { scope: 'worker' },
  ],
  noScriptTabOfWorker: [
    async ({ browser }, provide, workerInfo) => openTab(browser, { ...workerInfo.project.use, javaScriptEnabled: false }, provide),
    { scope: 'worker' },
  ],
  tab: async ({ scriptTabOfWorker, viewport }, provide) => lend(scriptTabOfWorker, viewport, provide, true),
  scanTab: async ({ scanTabOfWorker, viewport }, provide) => lend(scanTabOfWorker, viewport, provide, true),
  noScriptTab: async ({ noScriptTabOfWorker, viewport }, provide) => lend(noScriptTabOfWorker, viewport, provide, false),
})

async function openTab(
  browser: Browser,
  use: BrowserContextOptions & { javaScriptEnabled?: boolean },
  provide: (tab: Page) => Promise<void>,
  prepare: (context: BrowserContext) => Promise<void> = async () => {},
): Promise<void> {
  const options: BrowserContextOptions = Object.fromEntries(
    CONTEXT_OPTIONS.filter((name) => use[name] !== undefined).map((name) => [name, use[name]]),
  )
  const context = await browser.newContext({ ...options, javaScriptEnabled: use.javaScriptEnabled ?? true })
  await prepare(context)
  await provide(await context.newPage())
  await context.close()
}

/**
 * The worker's tab for one test: at the test's viewport (the project's, or its `test.use`), whatever
 * the test before it left; then left for the next, the test's listeners removed and, where scripts
 * run, the site's session storage emptied.
 */
async function lend(tab: Page, viewport: ViewportSize | null, provide: (tab: Page) => Promise<void>, scripts: boolean): Promise<void> {
  const size = tab.viewportSize()
  if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await tab.setViewportSize(viewport)
  await provide(tab)
  tab.removeAllListeners()
  if (scripts && tab.url().startsWith('http')) await tab.evaluate(() => sessionStorage.clear())
}

export { expect } from '@playwright/test'
