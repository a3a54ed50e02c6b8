import { inliningStylesheet } from '../plugins/stylesheet.ts'
import { inlineOutlinedBoundaries } from './boundaries.ts'
import { inlineScriptsOf, islandsIn, withClientCode, type ClientCode } from './client-code.ts'
import { dropUnusedInlineScripts, finalizeHtml, hoistHeadEssentials, withPolicyMeta } from './html.ts'
import { contentSecurityPolicy, frameSources, ownScriptHashes } from './policy.ts'
import { tidyMarkup } from './tidy-markup.ts'

/** Whether a page sends the contact form: it holds the contact island. */
export const sendsMail = (html: string): boolean => islandsIn(html).includes('contact')

/** A page as React rendered it, made the site's: what `npm run dev` serves, and what a build then finishes. */
export function pageMarkup(html: string, clientCode: ClientCode): string {
  return hoistHeadEssentials(withClientCode(tidyMarkup(dropUnusedInlineScripts(inlineOutlinedBoundaries(html))), clientCode))
}

/** How a build finishes each page React rendered: made the site's, the stylesheet inline, and a policy allowing what it runs and no more. */
export function pageFinisher({ clientCode, css, emailOrigin }: { clientCode: ClientCode; css: string; emailOrigin: string }) {
  return (html: string): string => {
    const page = finalizeHtml(inliningStylesheet(pageMarkup(html, clientCode), css))
    const scriptHashes = ownScriptHashes(inlineScriptsOf(page, clientCode))
    const emailSource = sendsMail(page) ? emailOrigin : "'self'"
    return withPolicyMeta(page, contentSecurityPolicy({ scriptHashes, emailOrigin: emailSource, frameSources: frameSources(page) }, 'meta'))
  }
}
