import { inliningStylesheet } from '../plugins/stylesheet.ts'
import { inlineOutlinedBoundaries } from './boundaries.ts'
import { inlineScriptsOf, islandsIn, withClientCode, type ClientCode } from './client-code.ts'
import { dropUnusedInlineScripts, finalizeHtml, hoistHeadEssentials, withPolicyMeta, woff2Files } from './html.ts'
import { contentSecurityPolicy, frameSources, ownScriptHashes } from './policy.ts'

/** Whether a page sends the contact form: it holds the contact island. */
export const sendsMail = (html: string): boolean => islandsIn(html).includes('contact')

/** Whether a page searches: it holds the search island, whose Pagefind compiles WebAssembly. */
export const searches = (html: string): boolean => islandsIn(html).includes('search')

/** A page as React rendered it, made the site's: what `npm run dev` serves, and what a build then finishes. */
export function pageMarkup(html: string, clientCode: ClientCode): string {
  return hoistHeadEssentials(withClientCode(dropUnusedInlineScripts(inlineOutlinedBoundaries(html)), clientCode))
}

/**
 * How a build finishes each page React rendered: made the site's, a policy allowing what it runs and no more, and the stylesheet
 * inline last, as no pass before needs its half of the page's bytes.
 */
export function pageFinisher({ clientCode, css, emailOrigin }: { clientCode: ClientCode; css: string; emailOrigin: string }) {
  const fonts = woff2Files(css)
  return (html: string): string => {
    const page = finalizeHtml(pageMarkup(html, clientCode), fonts)
    const scriptHashes = ownScriptHashes(inlineScriptsOf(page, clientCode))
    const emailSource = sendsMail(page) ? emailOrigin : "'self'"
    const policy = contentSecurityPolicy({ scriptHashes, emailOrigin: emailSource, frameSources: frameSources(page), wasm: searches(page) }, 'meta')
    return inliningStylesheet(withPolicyMeta(page, policy), css)
  }
}
