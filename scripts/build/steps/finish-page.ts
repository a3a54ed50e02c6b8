import { readFileSync, writeFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { fileAddress } from '../../../src/i18n/paths.ts'
import { checkedPages } from '../cache/checked-pages.ts'
import { islandsIn, scriptsReferencedBy } from '../prerender/client-code.ts'
import { finalizeHtml, withPolicyMeta } from '../prerender/html.ts'
import { contentSecurityPolicy, foreignScripts, ownScriptHashes } from '../prerender/policy.ts'

/** What finishing one page needs, the same in every thread that finishes or checks pages. */
export interface FinishOptions {
  root: string
  dist: string
  /** The inline scripts the build writes itself. */
  ownScripts: string[]
  emailOrigin: string
  /** The build's code version (cache/build-code.ts): part of the key of each page that passed its check. */
  buildCode: string
}

/** What finishing a page found. */
export interface FinishedPage {
  /** Its address, when the page sends the contact form. */
  formPage?: string
  /** The script files it loads. */
  referenced: string[]
  /** Its key in the checked-pages cache (checked-pages.ts). */
  key: string
  /** Inline scripts it carries that the build did not write (policy.ts): any fails the build. */
  foreign: string[]
}

/**
 * A page as React rendered it, finished (html.ts) and given its own copy of its
 * Content-Security-Policy in a <meta>. The policy allows only the scripts the build writes: the
 * <meta> has the hashes the header gets, those of the build's own scripts, whatever the page
 * holds. Only the pages that send the contact form name the e-mail provider in `connect-src`.
 */
export function finishHtml(page: string, { scriptHashes, emailOrigin }: { scriptHashes: string[]; emailOrigin: string }): string {
  const finalized = finalizeHtml(page)
  const policy = contentSecurityPolicy({ scriptHashes, emailOrigin: sendsMail(finalized) ? emailOrigin : "'self'" }, 'meta')
  return withPolicyMeta(finalized, policy)
}

/** Whether a page sends the contact form: it holds the contact island. */
const sendsMail = (html: string): boolean => islandsIn(html).includes('contact')

/**
 * What the build records of a finished page, as written to `file`, but the inline-script check:
 * its key in the checked-pages cache, the scripts it loads and whether it sends the form.
 */
export function describePage(file: string, html: string, dist: string, keyOf: (html: string) => string): Omit<FinishedPage, 'foreign'> {
  return {
    ...(sendsMail(html) ? { formPage: fileAddress(relative(dist, file).split(sep).join('/')) } : {}),
    referenced: scriptsReferencedBy(html),
    key: keyOf(html),
  }
}

/**
 * Finishes pages already written, one file at a time: each is finished (finishHtml), written
 * again, its scripts noted, and checked for inline scripts the build did not write, unless it
 * passed in the last build with the same bytes (checked-pages.ts). The pages React renders are
 * finished as they render instead (prerender/written-pages.ts); this is for the rest, the
 * not-found pages the steps put together.
 */
export function pageFinisher({ root, dist, ownScripts, emailOrigin, buildCode }: FinishOptions) {
  const scriptHashes = ownScriptHashes(ownScripts)
  const own = new Set(scriptHashes)
  const checked = checkedPages(root, ownScripts, buildCode)
  return {
    checked,
    finish(file: string): FinishedPage {
      const html = finishHtml(readFileSync(file, 'utf8'), { scriptHashes, emailOrigin })
      writeFileSync(file, html)
      const page = describePage(file, html, dist, checked.keyOf)
      return { ...page, foreign: checked.passed(page.key) ? [] : foreignScripts(own, { name: relative(root, file), html }) }
    },
  }
}
