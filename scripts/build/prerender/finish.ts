import { inliningStylesheet } from '../plugins/stylesheet.ts'
import { inlineScriptsOf, islandsIn, type ClientCode } from './client-code.ts'
import { finalizeHtml, withPolicyMeta } from './html.ts'
import { pageMarkup } from './page-markup.ts'
import { contentSecurityPolicy, frameSources, ownScriptHashes } from './policy.ts'

/** Whether a page sends the contact form: it holds the contact island. */
export const sendsMail = (html: string): boolean => islandsIn(html).includes('contact')

/**
 * A page given its own copy of its Content-Security-Policy in a <meta>, after the last pass over
 * its markup (html.ts): the hashes of the scripts it runs and no other, and, only on a page that
 * sends the contact form, the e-mail provider in `connect-src`; only on a page with a video, its players in `frame-src`.
 */
export function withPolicy(page: string, { clientCode, emailOrigin }: { clientCode: ClientCode; emailOrigin: string }): string {
  const finalized = finalizeHtml(page)
  const scriptHashes = ownScriptHashes(inlineScriptsOf(finalized, clientCode))
  const emailSource = sendsMail(finalized) ? emailOrigin : "'self'"
  const policy = contentSecurityPolicy({ scriptHashes, emailOrigin: emailSource, frameSources: frameSources(finalized) }, 'meta')
  return withPolicyMeta(finalized, policy)
}

/**
 * How a build finishes each page React rendered (prerender/ssg-options.ts: onPageRendered): made
 * the site's (page-markup.ts), the stylesheet inline, and its policy.
 */
export function pageFinisher({ clientCode, css, emailOrigin }: { clientCode: ClientCode; css: string; emailOrigin: string }) {
  return (html: string): string => withPolicy(inliningStylesheet(pageMarkup(html, clientCode), css), { clientCode, emailOrigin })
}
