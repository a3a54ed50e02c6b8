/**
 * Finishing a page is all that is done to the HTML React rendered before it is written, and has one vocabulary:
 * - `finishMarkup`, the first pass, the only one `npm run dev` makes: the page made the site's (outlined Suspense boundaries inline,
 *   vite-react-ssg's unused scripts gone, the client code it runs in, the charset and viewport first);
 * - `finishDocument` (html.ts), a build's second pass: the doctype, the fonts' preloads, one `crossorigin` per link;
 * - `finishPage`, a build's whole finishing, once its client code and stylesheet are known: both passes, then the page's policy
 *   <meta> and, last, the stylesheet inline.
 */
import type { Build } from '../context.ts'
import { inliningStylesheet } from '../plugins/stylesheet.ts'
import { inlineOutlinedBoundaries } from './boundaries.ts'
import { inlineScriptsOf, islandsIn, withClientCode, type ClientCode } from './client-code.ts'
import { dropUnusedInlineScripts, finishDocument, hoistHeadEssentials, withPolicyMeta } from './html.ts'
import { contentSecurityPolicy, frameSources, ownScriptHashes } from './policy.ts'

/** Whether a page sends the contact form: it holds the contact island. */
export const sendsMail = (html: string): boolean => islandsIn(html).includes('contact')

/** Finishing's first pass: a page as React rendered it, made the site's; what `npm run dev` serves, and what a build finishes further. */
export function finishMarkup(html: string, clientCode: ClientCode): string {
  return hoistHeadEssentials(withClientCode(dropUnusedInlineScripts(inlineOutlinedBoundaries(html)), clientCode))
}

/**
 * How a build finishes each page React rendered: both passes, a policy allowing what it runs and no more, and the stylesheet inline
 * last, as no pass before needs its half of the page's bytes.
 */
export function finishPage(html: string, { clientCode, stylesheet, emailOrigin }: Pick<Build, 'clientCode' | 'stylesheet' | 'emailOrigin'>): string {
  if (!clientCode || !stylesheet) throw new Error('A page was rendered before the build knew its client code and stylesheet')
  const page = finishDocument(finishMarkup(html, clientCode), stylesheet.fonts)
  const scriptHashes = ownScriptHashes(inlineScriptsOf(page, clientCode))
  const islands = islandsIn(page)
  // The contact form sends to the e-mail provider; the search island's Pagefind compiles WebAssembly.
  const emailSource = islands.includes('contact') ? emailOrigin : "'self'"
  const policy = contentSecurityPolicy(
    { scriptHashes, emailOrigin: emailSource, frameSources: frameSources(page), wasm: islands.includes('search') },
    'meta',
  )
  return inliningStylesheet(withPolicyMeta(page, policy), stylesheet.css)
}
