import { inlineOutlinedBoundaries } from './boundaries.ts'
import { withClientCode, type ClientCode } from './client-code.ts'
import { dropUnusedInlineScripts, hoistHeadEssentials } from './html.ts'
import { tidyMarkup } from './tidy-markup.ts'

/**
 * A page as React rendered it, made the site's (ssg-options.ts: onPageRendered): Suspense
 * boundaries in place, vite-react-ssg's unused inline scripts out, the markup as HTML writes it,
 * the client code in, the charset and viewport first. A build then inlines the stylesheet and
 * finishes the page (finish.ts); `npm run dev` serves it as it is.
 */
export function pageMarkup(html: string, clientCode: ClientCode): string {
  return hoistHeadEssentials(withClientCode(tidyMarkup(dropUnusedInlineScripts(inlineOutlinedBoundaries(html))), clientCode))
}
