/**
 * Which posts a build shows. A production build leaves out drafts and posts dated after the
 * day it runs (a daily scheduled build publishes them on their day); the dev server shows all.
 */
export interface PublishingRule {
  /** The build's day, YYYY-MM-DD, in the company's time zone. */
  today: string
  /** true in `npm run dev`: drafts and scheduled posts are shown, marked. */
  showUnpublished: boolean
}

export function isPublished(post: { date: string; draft?: boolean }, today: string): boolean {
  return !post.draft && post.date <= today
}

/** The posts a build shows, newest first (by date, then slug, so the order never flickers). */
export function visiblePosts<T extends { slug: string; date: string; draft?: boolean }>(posts: readonly T[], rule: PublishingRule): T[] {
  return posts
    .filter((post) => rule.showUnpublished || isPublished(post, rule.today))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

/** The day `now` is in `timeZone`, YYYY-MM-DD: a post dated today is published today in Montevideo. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
