/**
 * What the dev server (dev-pages.ts) and the open page's script (dev-refresh.client.ts) say to
 * each other, named once for both.
 */
export const DEV_EVENTS = {
  /** Server → tabs: content changed; each tab shows the change. */
  contentChanged: 'site:content-changed',
  /** Tab → server, once connected: how many content changes have you seen? */
  askVersion: 'site:content-version?',
  /** Server → that tab: the count. */
  version: 'site:content-version',
} as const

/** The <meta> that carries the count of content changes a page was rendered at. */
export const CONTENT_VERSION_META = 'dev-content-version'
