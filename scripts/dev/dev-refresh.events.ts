/** What the dev server (dev-pages.ts) and the open page's script (dev-refresh.client.ts) say to each other. */
export const DEV_EVENTS = {
  contentChanged: 'site:content-changed',
  /** Asked by a tab once connected; answered with `version`: how many content changes the server has seen. */
  askVersion: 'site:content-version?',
  version: 'site:content-version',
} as const

/** The <meta> that carries the count of content changes a page was rendered at. */
export const CONTENT_VERSION_META = 'dev-content-version'
