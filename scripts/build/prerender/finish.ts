import { inliningStylesheet } from '../plugins/stylesheet.ts'
import { islandsIn, ownInlineScripts, type ClientCode } from './client-code.ts'
import { finalizeHtml, withPolicyMeta } from './html.ts'
import { NOT_FOUND_PATHS } from './not-found.ts'
import { pageMarkup } from './page-markup.ts'
import { contentSecurityPolicy, ownScriptHashes } from './policy.ts'

/** Whether a page sends the contact form: it holds the contact island. */
export const sendsMail = (html: string): boolean => islandsIn(html).includes('contact')

/**
 * A page given its own copy of its Content-Security-Policy in a <meta>, after the last pass over
 * its markup (html.ts). Only the pages that send the contact form name the e-mail provider in
 * `connect-src`.
 */
export function withPolicy(page: string, { scriptHashes, emailOrigin }: { scriptHashes: readonly string[]; emailOrigin: string }): string {
  const finalized = finalizeHtml(page)
  const policy = contentSecurityPolicy({ scriptHashes, emailOrigin: sendsMail(finalized) ? emailOrigin : "'self'" }, 'meta')
  return withPolicyMeta(finalized, policy)
}

/**
 * How a build finishes each page React rendered (prerender/ssg-options.ts: onPageRendered): made
 * the site's (page-markup.ts), the stylesheet inline, and its policy. A not-found page gets its
 * policy from the not-found step, which puts the languages' pages together first.
 */
export function pageFinisher({ clientCode, css, emailOrigin }: { clientCode: ClientCode; css: string; emailOrigin: string }) {
  const scriptHashes = ownScriptHashes(ownInlineScripts(clientCode))
  return (path: string, html: string): string => {
    const page = inliningStylesheet(pageMarkup(html, clientCode), css)
    return NOT_FOUND_PATHS.includes(path) ? page : withPolicy(page, { scriptHashes, emailOrigin })
  }
}
